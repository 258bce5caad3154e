import { paths } from '@/config/paths';
import { i18n } from '@/i18n';
import { type ApiClient, api } from '@/lib/api-client';
import { navigateTo } from '@/lib/navigation';
import { type Notifier, notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { forgetReturnUrl } from './return-url';
import { SESSION_NOTICE_ID } from './session-end';

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
  // Nothing of this player is kept for whoever uses the phone next: the account pages' data,
  // and a return address (which a session refused during the logout may just have stored).
  queryClient.removeQueries({ queryKey: ['account'] });
  forgetReturnUrl();
  (deps.navigate ?? navigateTo)(paths.home.getHref());
  // Replaces a "session ended" notice of the same moment: the player asked to leave.
  (deps.notifier ?? notify).positive(message ?? i18n.t('header.loggedOut'), { id: SESSION_NOTICE_ID });
}
