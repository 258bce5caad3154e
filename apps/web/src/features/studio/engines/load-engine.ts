import type { EngineId, Variant } from '@bnw/game-math';
import type { StudioEngine } from './studio-engine';

/**
 * One dynamic import per engine, so a game's chunk carries its own engine, data and renderer and
 * nothing of the others. A variant's code starts with its engine's tag (classic `k-`, lines `s-`,
 * cascade `c-`); the engine id of a round (the verifier knows it) picks the loader directly.
 */
const LOADERS: Record<EngineId, () => Promise<StudioEngine>> = {
  'classic-3x3': async () => (await import('./classic/classic-engine')).classicStudioEngine,
  'lines-5x3': async () => (await import('./lines/lines-engine')).linesStudioEngine,
  'cluster-cascade': async () => (await import('./cascade/cascade-engine')).cascadeStudioEngine,
};

const TAGS: Record<string, EngineId> = { k: 'classic-3x3', s: 'lines-5x3', c: 'cluster-cascade' };

/** The longest variant code the page looks up (the catalogue's are far shorter). */
export const VARIANT_CODE_MAX_LENGTH = 64;
const VARIANT_CODE_PATTERN = /^[a-z0-9-]{1,64}$/;

export function engineOfCode(code: string): EngineId | null {
  if (!VARIANT_CODE_PATTERN.test(code)) return null;
  return TAGS[code.split('-', 1)[0] ?? ''] ?? null;
}

export async function loadEngine(engineId: EngineId): Promise<StudioEngine> {
  return LOADERS[engineId]();
}

export interface LoadedGame {
  studio: StudioEngine;
  variant: Variant<never>;
}

/** The variant of a code with its engine, or null for a code no engine has. */
export async function loadGame(code: string): Promise<LoadedGame | null> {
  const engineId = engineOfCode(code);
  if (!engineId) return null;
  const studio = await loadEngine(engineId);
  const variant = studio.variants.find((candidate) => candidate.code === code);
  return variant ? { studio, variant } : null;
}
