export * from './random.js';
export * from './types.js';
export * from './engines/classic-3x3/index.js';
export * from './engines/lines-5x3/index.js';
export * from './engines/cluster-cascade/index.js';
export * from './provably-fair.js';
export * from './registry.js';
