export * from './fraction.js';
export * from './shuffle.js';
export * from './markets.js';
export * from './lucky-six.js';
export * from './dice-duel.js';
export * from './games.js';
export * from './coupon.js';
