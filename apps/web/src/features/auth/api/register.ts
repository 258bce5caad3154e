import type { RpcResponse } from '@bnw/contract';
import { api } from '@/lib/api-client';
import type { RegisterPayload } from '../utils/register-form';

/** user.register; the success message ("registration complete") is shown as a positive notice. */
export function requestRegistration(payload: RegisterPayload): Promise<RpcResponse<null>> {
  return api.call('user.register', payload, { notifySuccess: true });
}

/** user.confirm_email with the token of the mailed link; the page shows the answer itself. */
export function requestEmailConfirmation(token: string): Promise<RpcResponse<null>> {
  return api.call('user.confirm_email', { token }, { silent: true });
}

/**
 * user.resend_confirmation with a username or an e-mail address; the page shows the answer
 * itself (the same success whoever asks, or the limit's refusal).
 */
export function requestConfirmationResend(login: string): Promise<RpcResponse<null>> {
  return api.call('user.resend_confirmation', { login: login.trim() }, { silent: true });
}
