import { classic3x3Module } from './engines/classic-3x3/index.js';
import { linesModule } from './engines/lines-5x3/index.js';
import { clusterCascadeModule } from './engines/cluster-cascade/index.js';
import type { EngineModule } from './types.js';

export type { EngineModule } from './types.js';

/** The studio's engines, one line each (engines/<engine>/index.ts exports its module). */
export const ENGINE_MODULES: EngineModule[] = [classic3x3Module, linesModule, clusterCascadeModule];
