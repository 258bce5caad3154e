import { MIN_AGE_YEARS, type MethodParsedInput, ROLE, ageOn } from '@bnw/contract';
import { ADDRESS_RULE, type ThrottleRule } from '../../auth/throttle.js';
import type { UserRow } from '../../platform/actor.js';
import { randomId } from '../../auth/tokens.js';
import { recipientOf, registrationAttemptMail } from '../../mail/templates.js';
import type { Actor } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { UserDeps } from './deps.js';
import { addressKey, reserveAttempt } from './attempts.js';
import { type ConfirmationDeps, sendConfirmationLink } from './confirmation-links.js';
import { hashPassword } from '../../auth/credentials.js';
import { foldIdentifier } from './user-repository.js';
import { excludedPersonMatches } from '../../protection/guard.js';

export type RegisterDeps = ConfirmationDeps & Pick<UserDeps, 'db' | 'users' | 'throttle' | 'securityLog' | 'clock'>;

type Registration = MethodParsedInput<'user.register'>;

const HOUR_MS = 3600_000;
/** Mails to the owner of an address that someone keeps registering with: a few a day at most. */
const OWNER_NOTICE_RULE: ThrottleRule = { limit: 3, windowMs: 24 * HOUR_MS };

type Creation =
  { kind: 'created'; userId: number } | { kind: 'usernameTaken' } | { kind: 'emailTaken'; owner: UserRow };

/**
 * Creates an unconfirmed account and mails the single-use confirmation link.
 *
 * One client address may open `registrationsPerAddressPerHour` accounts an hour (5 unless
 * configured): the attempt is reserved before anything else, so parallel requests cannot pass
 * it. A username that is taken says so (it is shown to other players anyway) and gives the
 * attempt back. An e-mail address that is taken answers the same success as a new account, so
 * that the form does not tell who is registered; the address's owner gets a mail instead.
 */
export async function register(deps: RegisterDeps, actor: Actor, input: Registration): Promise<void> {
  if (ageOn(input.birth_date, deps.clock()) < MIN_AGE_YEARS) throw new RpcError('underAge');
  // Real money only where the operator is licensed (lawful operation).
  const license = deps.config.license;
  if (license && !license.jurisdictions.includes(input.country)) throw new RpcError('countryNotServed');
  const address = addressKey('register', actor);
  const rule = { limit: deps.config.registrationsPerAddressPerHour, windowMs: HOUR_MS };
  await reserveAttempt(deps.throttle, [[address, rule]]);
  const person = {
    phone: input.phone,
    firstName: input.first_name,
    lastName: input.last_name,
    birthDate: input.birth_date,
  };
  // A self-excluded person may not come back through a second account.
  if (await excludedPersonMatches(deps.db, person, deps.clock())) throw new RpcError('registrationExcluded');
  // Hashed before any look-up, so that a taken address takes as long to answer as a new account.
  const passwordHash = await hashPassword(input.password);
  const creation = await createAccount(deps, input, passwordHash);
  if (creation.kind === 'usernameTaken') {
    await deps.throttle.release(address);
    throw new RpcError('usernameTaken');
  }
  if (creation.kind === 'emailTaken') return tellOwner(deps, actor, creation.owner);
  await deps.securityLog.record('register', creation.userId, actor.origin);
  const to = { email: input.email, firstName: input.first_name, language: input.Lang };
  await sendConfirmationLink(deps, creation.userId, to);
}

async function createAccount(deps: RegisterDeps, input: Registration, passwordHash: string): Promise<Creation> {
  const taken = await takenIdentifier(deps, input);
  if (taken) return taken;
  try {
    const userId = await deps.users.insert({
      uid: randomId(),
      username: input.username,
      username_folded: foldIdentifier(input.username),
      email: input.email,
      email_folded: foldIdentifier(input.email),
      password_hash: passwordHash,
      first_name: input.first_name,
      last_name: input.last_name,
      birth_date: input.birth_date,
      phone: input.phone,
      country: input.country,
      language: input.Lang,
      rid: ROLE.player,
      status: 'active',
      created_at: deps.clock().toISOString(),
    });
    return { kind: 'created', userId };
  } catch (error) {
    // Two registrations with the same name or address at once: the unique constraints decided.
    const raced = await takenIdentifier(deps, input);
    if (raced) return raced;
    throw error;
  }
}

async function takenIdentifier(deps: RegisterDeps, input: Registration): Promise<Creation | null> {
  if (await deps.users.usernameTaken(input.username)) return { kind: 'usernameTaken' };
  const owner = await deps.users.findByEmail(input.email);
  return owner ? { kind: 'emailTaken', owner } : null;
}

/** Tells the owner of the address that someone tried to register with it, a few times a day at most. */
async function tellOwner(deps: RegisterDeps, actor: Actor, owner: UserRow): Promise<void> {
  await deps.securityLog.record('register_existing_email', owner.id, actor.origin);
  if ((await deps.throttle.reserve([[`register:owner:${owner.id}`, OWNER_NOTICE_RULE]])) > 0) return;
  const links = {
    login: `${deps.config.publicUrl}/login`,
    forgotPassword: `${deps.config.publicUrl}/forgot-password`,
  };
  await deps.mailer.send(registrationAttemptMail(recipientOf(owner), links, deps.config.siteName));
}

/**
 * Confirms the address and records `email_confirmed` in the same transaction: whatever other
 * modules do for a confirmed player (the demo grant) runs after the commit, at least once.
 * Each link tried is an attempt reserved on the client's address first (20 in 15 minutes, as for
 * reset links): a link is 256 random bits, but no door of ours takes guesses without a limit. A
 * link that works gives its attempt back, so an honest address is never used up.
 */
export async function confirmEmail(
  deps: Pick<UserDeps, 'db' | 'emailTokens' | 'securityLog' | 'clock' | 'events' | 'throttle'>,
  actor: Actor,
  input: MethodParsedInput<'user.confirm_email'>,
): Promise<void> {
  const address = addressKey('confirm_email', actor);
  await reserveAttempt(deps.throttle, [[address, ADDRESS_RULE]]);
  const userId = await deps.emailTokens.consume(input.token, 'confirm');
  if (userId === null) throw new RpcError('tokenInvalid');
  await deps.throttle.release(address);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ email_confirmed_at: deps.clock().toISOString() })
      .where('id', '=', userId)
      .execute();
    await deps.events.record(trx, 'email_confirmed', { userId });
  });
  await deps.securityLog.record('email_confirmed', userId, actor.origin);
  await deps.events.deliverNow();
}
