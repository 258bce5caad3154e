export * from './shoe.js';
export * from './rules.js';
export * from './bets.js';
export * from './engine.js';
export * from './rtp.js';
