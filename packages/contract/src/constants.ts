/**
 * Everything of the contract that needs no schema library: protocol constants, catalogues,
 * limits, messages, money, social links and text helpers. The player site imports this entry
 * (`@bnw/contract/constants`) so that zod stays out of the pages that do not validate forms.
 */
export * from './account-rules.js';
export * from './amount-text.js';
export * from './casino-catalogue.js';
export * from './catalogues.js';
export * from './content-rules.js';
export * from './countries.js';
export * from './game-frame.js';
export * from './limits.js';
export * from './live-protocol.js';
export * from './message-codes.js';
export * from './messages.js';
export * from './money.js';
export * from './payments.js';
export * from './protocol.js';
export * from './social-links.js';
export * from './text.js';
export * from './turkish-calendar.js';
