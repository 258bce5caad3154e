export * from './layout.js';
export * from './bets.js';
export * from './rtp.js';
export * from './engine.js';
