import { classic3x3Module } from './engines/classic-3x3/index.js';
import { linesModule } from './engines/lines-5x3/index.js';
import type { Engine, RtpReport, Variant } from './types.js';

/**
 * Everything the studio knows about one engine: the engine, its themed variants, how its RTP is
 * obtained (exact, or read from the committed simulation results), and its PAR sheet's
 * engine-specific sections (reel strips, paytable, features) in markdown.
 */
export interface EngineModule {
  // The registry holds engines of different data shapes side by side.
  engine: Engine<never, unknown>;
  variants: ReadonlyArray<Variant<never>>;
  rtpReport(variant: Variant<never>): RtpReport;
  parSections(variant: Variant<never>): string;
}

/** The studio's engines, one line each (engines/<engine>/index.ts exports its module). */
export const ENGINE_MODULES: EngineModule[] = [classic3x3Module, linesModule];
