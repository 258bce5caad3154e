import type { ServerModule } from '../../rpc/server-module.js';
import { cmsHandlers } from './handlers.js';

export const cmsModule: ServerModule<keyof typeof cmsHandlers> = { name: 'cms', handlers: cmsHandlers };
