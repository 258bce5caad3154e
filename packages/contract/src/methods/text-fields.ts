import type { z } from 'zod';

/** Wrappers that hold the schema of the value itself. */
type Wrapper = { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } };

/** Whether a field takes text: a string, however wrapped (optional, default, a transform after it). */
function takesText(schema: z.ZodType): boolean {
  const { def } = (schema as unknown as Wrapper)._zod;
  if (def.type === 'string') return true;
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  return inner !== undefined && takesText(inner);
}

/**
 * The names of an input's fields that take text: what the control-character rule of the field
 * builders (methods/shared.ts) must cover. Tests on both sides walk the contract with it.
 */
export function textFieldNames(input: z.ZodType): string[] {
  const shape = (input as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.entries(shape)
    .filter(([, field]) => takesText(field))
    .map(([name]) => name);
}
