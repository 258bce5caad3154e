import { ENGINE_MODULES, type EngineModule, type Variant } from '@bnw/game-math';

/**
 * The studio's shipped variants, from the game-math registry (every engine's `variants`), by code.
 * Written against the registry only: an engine added there is in the catalogue at the next start.
 */
export interface StudioVariant {
  variant: Variant<never>;
  module: EngineModule;
}

/** The four studio labels (providers) and the names the lobby shows. */
export const STUDIO_LABELS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'bnw-anadolu', name: 'BNW Anadolu' },
  { code: 'bnw-ege', name: 'BNW Ege' },
  { code: 'bnw-bosphorus', name: 'BNW Boğaziçi' },
  { code: 'bnw-kapadokya', name: 'BNW Kapadokya' },
];

export const STUDIO_LABEL_CODES: ReadonlySet<string> = new Set(STUDIO_LABELS.map((label) => label.code));

let byCode: Map<string, StudioVariant> | undefined;

export function studioVariants(): Map<string, StudioVariant> {
  byCode ??= new Map(
    ENGINE_MODULES.flatMap((module) =>
      module.variants
        .filter((variant) => STUDIO_LABEL_CODES.has(variant.listing.studio))
        .map((variant) => [variant.code, { variant, module }] as const),
    ),
  );
  return byCode;
}

export function findStudioVariant(code: string): StudioVariant | undefined {
  return studioVariants().get(code);
}
