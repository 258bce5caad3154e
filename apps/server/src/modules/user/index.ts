import type { ServerModule } from '../../rpc/server-module.js';
import { userHandlers } from './handlers.js';

/** Accounts: registration, login, the authenticator, profile and recent logins. */
export const userModule: ServerModule<keyof typeof userHandlers> = { name: 'user', handlers: userHandlers };
