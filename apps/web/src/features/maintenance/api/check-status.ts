import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearMaintenanceFlag, setMaintenanceFlag } from '@/lib/maintenance-flag';
import { useAppStore } from '@/stores/app-store';

export type SiteStatus = 'up' | 'down';

/**
 * maintenance.check_status (section 4): result true clears the maintenance flag, false sets it.
 * The API client has already shown the notice and moved to the maintenance screen on the
 * maintenance answer; callers decide where to go next.
 */
export async function runMaintenanceCheck(): Promise<SiteStatus> {
  const envelope = await api.call('maintenance.check_status', {}, { silent: true });
  const data = envelope.data as { maintenance?: unknown; message?: unknown } | null;
  useAppStore.getState().setMaintenanceDetail({
    maintenance: !envelope.result,
    message: typeof data?.message === 'string' && data.message.trim() !== '' ? data.message : null,
  });
  if (envelope.result) {
    clearMaintenanceFlag();
    return 'up';
  }
  setMaintenanceFlag();
  return 'down';
}

/** The check as a mutation, so that the loading bar runs while the player waits. */
export function useMaintenanceCheck() {
  return useMutation({ mutationKey: ['maintenance', 'check_status'], mutationFn: runMaintenanceCheck });
}
