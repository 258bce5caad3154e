export * from './card.js';
export * from './round.js';
