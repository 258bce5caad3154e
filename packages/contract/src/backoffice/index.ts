/**
 * `@bnw/contract/backoffice`: the back office's RPC contract. A separate
 * entry point, so the player site, which imports `@bnw/contract`, never bundles it.
 */
export * from './roles.js';
export * from './messages.js';
export * from './methods.js';
export * from './fields.js';
export * from './core.js';
export * from './content-methods.js';
export * from './catalogue-methods.js';
export * from './players-methods.js';
export * from './payments-methods.js';
export * from './reports-methods.js';
export * from './action-names.js';
