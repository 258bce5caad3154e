import type { ResetLinkStatus, RpcResponse } from '@bnw/contract';
import { api } from '@/lib/api-client';

/** user.forgot: a username or an e-mail address (the field is called `email`). */
export function requestResetMail(login: string): Promise<RpcResponse<null>> {
  return api.call('user.forgot', { email: login.trim() }, { notifySuccess: true });
}

/** user.pass_reset with the token of the mailed link. */
export function requestPasswordReset(
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<RpcResponse<null>> {
  return api.call('user.pass_reset', { token, password, password_confirm: passwordConfirm }, { notifySuccess: true });
}

/** user.reset_link_status: asked when the link's page opens, quietly (the page says what it means). */
export async function fetchResetLinkStatus(token: string): Promise<ResetLinkStatus> {
  const answer = await api.request('user.reset_link_status', { token }, { silent: true });
  return answer.status;
}
