import type { LoginData, RpcResponse } from '@bnw/contract';
import { api } from '@/lib/api-client';

/** user.login: username or e-mail and password. A refusal is shown as a notice by the API client. */
export function requestLogin(username: string, password: string): Promise<RpcResponse<LoginData>> {
  return api.call('user.login', { username: username.trim(), password });
}

/** user.check_ga: the six-digit code; without a stored session the client sends the auth record's sid. */
export function requestCodeCheck(code: string): Promise<RpcResponse<{ enabled: boolean }>> {
  return api.call('user.check_ga', { ga_code: code });
}

/** Ends the restricted session of a login whose code step the player gave up. */
export async function abandonCodeStep(): Promise<void> {
  try {
    await api.call('user.logout', {}, { silent: true });
  } catch {
    // The local state is cleared all the same; the server session ends at its hour.
  }
}
