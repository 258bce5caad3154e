import type { Services } from '../services.js';

/** `maintenance on [message] | off | status`: prints the state and returns the exit code. */
export async function maintenanceCommand(args: string[], services: Services): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'on') {
    const message = rest.join(' ').trim().slice(0, 500) || null;
    await services.maintenance.set(true, message);
  } else if (action === 'off') {
    await services.maintenance.set(false);
  } else if (action !== 'status') {
    console.error('Kullanım: maintenance on [mesaj] | off | status');
    return 2;
  }
  const state = await services.maintenance.state();
  console.log(state.enabled ? `Bakım modu AÇIK${state.message ? `: ${state.message}` : ''}` : 'Bakım modu KAPALI');
  return 0;
}
