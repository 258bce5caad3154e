import { MIN_AGE_YEARS, type MethodParsedInput, ROLE, ageOn, turkishLower } from '@bnw/contract';
import { randomId } from '../../auth/tokens.js';
import { confirmationMail } from '../../mail/templates.js';
import type { RpcContext } from '../../rpc/context.js';
import { RpcError } from '../../rpc/outcome.js';
import { grantDemoMoney } from '../finance/demo-grant.js';
import { hashPassword } from './passwords.js';
import { originOf } from './player.js';

/** Creates an unconfirmed account and mails the single-use confirmation link. */
export async function register(input: MethodParsedInput<'user.register'>, context: RpcContext): Promise<void> {
  const { services } = context;
  const now = services.clock();
  if (ageOn(input.birth_date, now) < MIN_AGE_YEARS) throw new RpcError('underAge');
  if (await services.users.usernameTaken(input.username)) throw new RpcError('usernameTaken');
  if (await services.users.emailTaken(input.email)) throw new RpcError('emailTaken');

  let userId: number;
  try {
    userId = await services.users.insert({
      uid: randomId(),
      username: input.username,
      username_folded: turkishLower(input.username),
      email: input.email,
      email_folded: turkishLower(input.email),
      password_hash: await hashPassword(input.password),
      first_name: input.first_name,
      last_name: input.last_name,
      birth_date: input.birth_date,
      phone: input.phone,
      country: input.country,
      language: input.Lang,
      rid: ROLE.player,
      status: 'active',
      created_at: now.toISOString(),
    });
  } catch (error) {
    // Two registrations with the same name at once: the unique index decides.
    if (await services.users.usernameTaken(input.username)) throw new RpcError('usernameTaken');
    if (await services.users.emailTaken(input.email)) throw new RpcError('emailTaken');
    throw error;
  }
  await services.securityLog.record('register', userId, originOf(context));
  const token = await services.emailTokens.issue(userId, 'confirm');
  const link = `${services.config.publicUrl}/register-account-confirm?token=${token}`;
  await services.mailer.send(
    confirmationMail(
      { email: input.email, firstName: input.first_name, language: input.Lang },
      link,
      services.config.siteName,
    ),
  );
}

export async function confirmEmail(token: string, context: RpcContext): Promise<void> {
  const { services } = context;
  const userId = await services.emailTokens.consume(token, 'confirm');
  if (userId === null) throw new RpcError('tokenInvalid');
  await services.users.update(userId, { email_confirmed_at: services.clock().toISOString() });
  await services.securityLog.record('email_confirmed', userId, originOf(context));
  await grantDemoMoney(services, userId);
}
