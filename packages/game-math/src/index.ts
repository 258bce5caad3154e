export * from './random.js';
export * from './types.js';
