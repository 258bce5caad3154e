import type { MethodName } from '@bnw/contract';
import type { HandlerMap } from '../../rpc/handlers.js';
import { ok } from '../../rpc/outcome.js';
import {
  authenticatorStatus,
  checkAuthenticatorCode,
  clearAuthenticator,
  generateAuthenticator,
} from './authenticator.js';
import { login, logout } from './login.js';
import { changePassword, forgot, resetPassword } from './password-recovery.js';
import { playerOf } from './player.js';
import { listLogins, logoutOthers, toProfile, updateProfile } from './profile.js';
import { confirmEmail, register } from './registration.js';

type UserMethod = Extract<MethodName, `user.${string}`>;

export const userHandlers: HandlerMap<UserMethod> = {
  'user.register': async (input, context) => (await register(input, context), ok(null, 'registrationComplete')),
  'user.confirm_email': async (input, context) => (
    await confirmEmail(input.token, context),
    ok(null, 'emailConfirmed')
  ),
  'user.login': async (input, context) => ok(await login(input, context), 'loginSuccess'),
  'user.logout': async (_input, context) => (await logout(context), ok(null, 'logoutSuccess')),
  'user.get_user_profile': async (_input, context) => ok(toProfile(playerOf(context).user)),
  'user.update_profile': async (input, context) => ok(await updateProfile(input, context), 'profileUpdated'),
  'user.pass_change': async (input, context) => (await changePassword(input, context), ok(null, 'passwordChanged')),
  'user.forgot': async (input, context) => (await forgot(input, context), ok(null, 'resetInstructionsSent')),
  'user.pass_reset': async (input, context) => (await resetPassword(input, context), ok(null, 'passwordResetDone')),
  'user.check_user_ga': async (_input, context) => ok(await authenticatorStatus(context)),
  'user.user_generate_ga': async (_input, context) => ok(await generateAuthenticator(context)),
  'user.check_ga': async (input, context) =>
    ok({ enabled: true }, await checkAuthenticatorCode(input.ga_code, context)),
  'user.clear_generated_ga': async (input, context) => (
    await clearAuthenticator(input.gacode, context),
    ok(null, 'gaDisabled')
  ),
  'user.list_logins': async (input, context) => ok(await listLogins(input.limit, context)),
  'user.logout_others': async (_input, context) => ok(await logoutOthers(context), 'otherSessionsEnded'),
};
