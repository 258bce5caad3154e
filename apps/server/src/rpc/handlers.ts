import type { MethodName, MethodOutput, MethodParsedInput } from '@bnw/contract';
import type { RpcContext } from './context.js';
import type { Outcome } from './outcome.js';

export type Handler<M extends MethodName> = (
  input: MethodParsedInput<M>,
  context: RpcContext,
) => Promise<Outcome<MethodOutput<M>>>;

/** Handlers of a group of methods, checked against the contract. */
export type HandlerMap<M extends MethodName> = { [K in M]: Handler<K> };

/** One handler for every method of the contract: a missing or misspelt method is a compile error. */
export type HandlerTable = HandlerMap<MethodName>;
