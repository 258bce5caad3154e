import type { z } from 'zod';
import { bonusMethods } from './bonus.js';
import { protectionMethods } from './protection.js';
import { casinoMethods } from './casino.js';
import { livecasinoMethods } from './livecasino.js';
import { cmsMethods } from './cms.js';
import { crmMethods } from './crm.js';
import { financeMethods } from './finance.js';
import { gameHistoryMethods } from './game-history.js';
import { playMethods } from './play.js';
import { sessionKeyMethods, systemMethods } from './system.js';
import { studioMethods } from './studio.js';
import { tournamentMethods } from './tournaments.js';
import { userMethods } from './user.js';
import { ticketMethods } from './tickets.js';
import { tombalaMethods } from './tombala.js';
import { betframeMethods } from './betframe.js';

/**
 * Every `class.method` of the RPC API with its input and output schema.
 * The server registers exactly one handler for each key; the client types its calls from it.
 */
export const CONTRACT = {
  ...systemMethods,
  ...sessionKeyMethods,
  ...cmsMethods,
  ...crmMethods,
  ...userMethods,
  ...financeMethods,
  ...casinoMethods,
  ...livecasinoMethods,
  ...gameHistoryMethods,
  ...playMethods,
  ...studioMethods,
  ...tournamentMethods,
  ...bonusMethods,
  ...protectionMethods,
  ...ticketMethods,
  ...tombalaMethods,
  ...betframeMethods,
} as const;

export type MethodName = keyof typeof CONTRACT;
export type MethodInput<M extends MethodName> = z.input<(typeof CONTRACT)[M]['input']>;
export type MethodParsedInput<M extends MethodName> = z.output<(typeof CONTRACT)[M]['input']>;
export type MethodOutput<M extends MethodName> = z.output<(typeof CONTRACT)[M]['output']>;

export * from './bonus.js';
export * from './protection.js';
export * from './casino.js';
export * from './livecasino.js';
export * from './cms.js';
export * from './crm.js';
export * from './finance.js';
export * from './game-history.js';
export * from './play.js';
export * from './system.js';
export * from './shared.js';
export * from './studio.js';
export * from './tournaments.js';
export * from './text-fields.js';
export * from './tickets.js';
export * from './tombala.js';
export * from './betframe.js';
export * from './user.js';
