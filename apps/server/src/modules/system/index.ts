import type { ServerModule } from '../../rpc/server-module.js';
import { systemHandlers } from './handlers.js';

export const systemModule: ServerModule<keyof typeof systemHandlers> = { name: 'system', handlers: systemHandlers };
