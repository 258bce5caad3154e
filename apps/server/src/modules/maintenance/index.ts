import type { ServerModule } from '../../rpc/server-module.js';
import { maintenanceHandlers } from './handlers.js';

export const maintenanceModule: ServerModule<keyof typeof maintenanceHandlers> = {
  name: 'maintenance',
  handlers: maintenanceHandlers,
};
