import type { MethodName } from '@bnw/contract';
import type { HandlerMap } from '../../rpc/handlers.js';
import { ok } from '../../rpc/outcome.js';
import {
  authenticatorStatus,
  checkAuthenticatorCode,
  clearAuthenticator,
  generateAuthenticator,
} from './authenticator.js';
import { resendConfirmation } from './confirmation-links.js';
import { userDeps } from './deps.js';
import { login, logout } from './login.js';
import { changePassword, forgot, resetLinkStatus, resetPassword } from './password-recovery.js';
import { currentProfile, listLogins, logoutOthers, updateProfile } from './profile.js';
import { confirmEmail, register } from './registration.js';

/** `user.favorites` is the casino module's: favourite games belong to the lobby. */
type UserMethod = Exclude<Extract<MethodName, `user.${string}`>, 'user.favorites'>;

/** Each RPC method calls its use case with the services, the caller and the checked input. */
export const userHandlers: HandlerMap<UserMethod> = {
  'user.register': async (input, context) => {
    await register(userDeps(context.services), context.actor, input);
    return ok(null, 'registrationComplete');
  },
  'user.confirm_email': async (input, context) => {
    await confirmEmail(userDeps(context.services), context.actor, input);
    return ok(null, 'emailConfirmed');
  },
  'user.resend_confirmation': async (input, context) => {
    await resendConfirmation(userDeps(context.services), context.actor, input);
    return ok(null, 'confirmationResent');
  },
  'user.login': async (input, context) =>
    ok(await login(userDeps(context.services), context.actor, input), 'loginSuccess'),
  'user.logout': async (_input, context) => {
    await logout(userDeps(context.services), context.actor);
    return ok(null, 'logoutSuccess');
  },
  'user.get_user_profile': async (_input, context) => ok(currentProfile(context.actor)),
  'user.update_profile': async (input, context) =>
    ok(await updateProfile(userDeps(context.services), context.actor, input), 'profileUpdated'),
  'user.pass_change': async (input, context) => {
    await changePassword(userDeps(context.services), context.actor, input);
    return ok(null, 'passwordChanged');
  },
  'user.forgot': async (input, context) => {
    await forgot(userDeps(context.services), context.actor, input);
    return ok(null, 'resetInstructionsSent');
  },
  'user.reset_link_status': async (input, context) =>
    ok(await resetLinkStatus(userDeps(context.services), context.actor, input)),
  'user.pass_reset': async (input, context) => {
    await resetPassword(userDeps(context.services), context.actor, input);
    return ok(null, 'passwordResetDone');
  },
  'user.check_user_ga': async (_input, context) => ok(await authenticatorStatus(context.actor)),
  'user.user_generate_ga': async (input, context) =>
    ok(await generateAuthenticator(userDeps(context.services), context.actor, input)),
  'user.check_ga': async (input, context) =>
    ok({ enabled: true }, await checkAuthenticatorCode(userDeps(context.services), context.actor, input)),
  'user.clear_generated_ga': async (input, context) => {
    await clearAuthenticator(userDeps(context.services), context.actor, input);
    return ok(null, 'gaDisabled');
  },
  'user.list_logins': async (input, context) => ok(await listLogins(userDeps(context.services), context.actor, input)),
  'user.logout_others': async (_input, context) =>
    ok(await logoutOthers(userDeps(context.services), context.actor), 'otherSessionsEnded'),
};
