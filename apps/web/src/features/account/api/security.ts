import type { LoginEvent, RpcResponse } from '@bnw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { accountKeys } from './account-keys';

/** How many recent logins the security page lists (the server allows up to 50). */
export const RECENT_LOGINS_LIMIT = 20;

/** user.pass_change; the success message is shown. */
export function requestPasswordChange(
  oldPassword: string,
  password: string,
  passwordConfirm: string,
): Promise<RpcResponse<null>> {
  return api.call(
    'user.pass_change',
    { old_password: oldPassword, password, password_confirm: passwordConfirm },
    { notifySuccess: true },
  );
}

export function getRecentLogins(signal?: AbortSignal): Promise<LoginEvent[]> {
  return api.request(
    'user.list_logins',
    { limit: RECENT_LOGINS_LIMIT },
    { silent: true, ...(signal ? { signal } : {}) },
  );
}

export const recentLoginsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: accountKeys.logins(uid),
    queryFn: ({ signal }) => getRecentLogins(signal),
    staleTime: 30_000,
  });

export function useRecentLogins() {
  const uid = usePlayerUid();
  return useQuery({ ...recentLoginsQueryOptions(uid ?? ''), enabled: uid !== null });
}

/** user.logout_others: every other session of the player ends; answers how many. */
export function requestLogoutOthers(): Promise<RpcResponse<{ ended: number }>> {
  return api.call('user.logout_others', {}, { notifySuccess: true });
}
