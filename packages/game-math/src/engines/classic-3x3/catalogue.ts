import { CLASSIC_DESIGNS } from './designs.js';
import { CLASSIC_TUNED } from './tuned.js';
import type { Classic3x3Variant } from './types.js';
import { classicVariant } from './variants.js';

/** The classic variants of the catalogue: each design with its committed, tuned reel strips. */
export const CLASSIC_3X3_VARIANTS: readonly Classic3x3Variant[] = CLASSIC_DESIGNS.map((design) => {
  const tuned = CLASSIC_TUNED[design.code];
  if (!tuned) throw new Error(`${design.code} has no tuned reel strips (run scripts/tune-classic-3x3.ts)`);
  return classicVariant(design, tuned);
});
