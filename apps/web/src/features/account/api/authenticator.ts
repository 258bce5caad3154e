import type { RpcResponse } from '@bnw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePlayerUid } from '@/lib/session/player-uid';
import { accountKeys } from './account-keys';

export interface AuthenticatorStatus {
  enabled: boolean;
  /** A set-up was started (a secret generated) and not confirmed yet. */
  pending: boolean;
}

export interface AuthenticatorSetup {
  /** Base32, to type into the app when the QR code cannot be scanned. */
  secret: string;
  /** `otpauth://totp/…`: opens the authenticator app on the phone itself, which cannot scan its own screen. */
  otpauthUri: string;
  /** A PNG data URL of the QR code. */
  qrDataUrl: string;
}

export function getAuthenticatorStatus(signal?: AbortSignal): Promise<AuthenticatorStatus> {
  return api.request('user.check_user_ga', {}, { silent: true, ...(signal ? { signal } : {}) });
}

export const authenticatorQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: accountKeys.authenticator(uid),
    queryFn: ({ signal }) => getAuthenticatorStatus(signal),
    staleTime: 0,
  });

export function useAuthenticatorStatus() {
  const uid = usePlayerUid();
  return useQuery({ ...authenticatorQueryOptions(uid ?? ''), enabled: uid !== null });
}

/** user.user_generate_ga: a new pending secret with its QR code; the current password is required. */
export function requestAuthenticatorSetup(password: string): Promise<RpcResponse<AuthenticatorSetup>> {
  return api.call('user.user_generate_ga', { password });
}

/** user.check_ga: confirms the set-up with a code from the app. */
export function requestAuthenticatorCheck(code: string): Promise<RpcResponse<{ enabled: boolean }>> {
  return api.call('user.check_ga', { ga_code: code }, { notifySuccess: true });
}

/** What turning the authenticator off takes: the current password and a current code. */
export interface AuthenticatorOff {
  password: string;
  code: string;
}

/** user.clear_generated_ga: turns it off (`off` given), or drops an unfinished set-up (nothing needed). */
export function requestAuthenticatorClear(off?: AuthenticatorOff): Promise<RpcResponse<null>> {
  const data = off ? { password: off.password, gacode: off.code } : {};
  return api.call('user.clear_generated_ga', data, { notifySuccess: true });
}
