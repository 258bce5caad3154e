import type { Language, Profile, RpcResponse } from '@bnw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toStoredProfile } from '@/lib/auth-session';
import { writeStoredProfile } from '@/lib/session';
import { useAppStore } from '@/stores/app-store';
import { accountKeys, useAccountUid } from './account-keys';

/** The profile as the server has it now; the stored profile (header, guard) follows it. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await api.request('user.get_user_profile', {}, { silent: true, ...(signal ? { signal } : {}) });
  rememberProfile(profile);
  return profile;
}

/** Writes `bnwUserProfile` and the app's state from a fresh profile. */
export function rememberProfile(profile: Profile): void {
  const stored = toStoredProfile(profile);
  writeStoredProfile(stored);
  const state = useAppStore.getState();
  if (state.isLoggedIn) {
    state.setUserProfile(stored);
    state.setOtpStatus(profile.ga_enabled);
  }
}

export const profileQueryOptions = (uid: string) =>
  queryOptions({ queryKey: accountKeys.profile(uid), queryFn: ({ signal }) => getProfile(signal), staleTime: 30_000 });

export function useProfile() {
  const uid = useAccountUid();
  return useQuery({ ...profileQueryOptions(uid), enabled: uid !== '' });
}

/** user.update_profile: phone (ten digits) and language; the success message is shown. */
export function requestProfileUpdate(phone: string, language: Language): Promise<RpcResponse<Profile>> {
  return api.call('user.update_profile', { phone, language }, { notifySuccess: true });
}
