import type { Language, Profile, RpcResponse } from '@bnw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { rememberProfile } from '@/lib/session/refresh';
import { accountKeys } from './account-keys';

/** The profile as the server has it now; the stored profile (header, guard) follows it. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await api.request('user.get_user_profile', {}, { silent: true, ...(signal ? { signal } : {}) });
  rememberProfile(profile);
  return profile;
}

export const profileQueryOptions = (uid: string) =>
  queryOptions({ queryKey: accountKeys.profile(uid), queryFn: ({ signal }) => getProfile(signal), staleTime: 30_000 });

export function useProfile() {
  const uid = usePlayerUid();
  return useQuery({ ...profileQueryOptions(uid ?? ''), enabled: uid !== null });
}

/** user.update_profile: phone (ten digits) and language; the success message is shown. */
export function requestProfileUpdate(phone: string, language: Language): Promise<RpcResponse<Profile>> {
  return api.call('user.update_profile', { phone, language }, { notifySuccess: true });
}
