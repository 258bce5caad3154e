import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { type ApiClient, api } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { type Notifier, notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

export interface LogoutDeps {
  api?: ApiClient;
  notifier?: Notifier;
  navigate?: (to: string) => void;
}

/**
 * Logout (section 4, player menu and drawer): `user.logout`, then the local session, profile
 * and auth record are removed whatever the answer (a no-permission answer, an expired session
 * or a lost connection must not keep a player logged in on this phone), the app goes to / and
 * says so.
 */
export async function logout(deps: LogoutDeps = {}): Promise<void> {
  const client = deps.api ?? api;
  let message: string | null = null;
  try {
    const answer = await client.call('user.logout', {}, { silent: true });
    if (answer.result) message = answer.message;
  } catch {
    // Logged out locally all the same.
  }
  useAppStore.getState().clearSession({ removeAuth: true });
  // The account pages' data of this player is not kept for whoever uses the phone next.
  queryClient.removeQueries({ queryKey: ['account'] });
  (deps.navigate ?? navigateTo)(paths.home.getHref());
  (deps.notifier ?? notify).positive(message ?? i18n.t('header.loggedOut'));
}
