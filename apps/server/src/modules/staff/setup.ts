import { BACKOFFICE_MESSAGES, type BackofficeMethodOutput, type BackofficeParsedInput } from '@bnw/contract/backoffice';
import { hashPassword, newTotpSecret, qrDataUrl, totpUri, verifyTotp } from '../../auth/credentials.js';
import { ACCOUNT_RULE } from '../../auth/throttle.js';
import { sha256Hex } from '../../auth/tokens.js';
import { type StaffActor, StaffRefusal } from '../../rpc/backoffice-handlers.js';
import { reserveStaffAttempt } from './credentials-check.js';
import { AUTHENTICATOR_ISSUER, type StaffDeps } from './deps.js';

/** The staff member a set-up link names, while it is unused and not expired. */
async function linkOwner(deps: Pick<StaffDeps, 'db' | 'clock'>, token: string) {
  const row = await deps.db
    .selectFrom('staff_users')
    .selectAll()
    .where('setup_token_hash', '=', sha256Hex(token))
    .where('setup_expires_at', '>', deps.clock().toISOString())
    .executeTakeFirst();
  if (!row) throw new StaffRefusal('staffSetupLinkInvalid');
  return row;
}

/**
 * `bo_auth.setup_start`: the authenticator key to add, made on the first opening of the link and
 * the same on every later one until the set-up ends (a conditional update: two openings at once
 * store one key), so the QR code scanned is the one the code is checked against.
 */
export async function startSetup(
  deps: Pick<StaffDeps, 'db' | 'clock'>,
  input: BackofficeParsedInput<'bo_auth.setup_start'>,
): Promise<BackofficeMethodOutput<'bo_auth.setup_start'>> {
  let owner = await linkOwner(deps, input.token);
  if (owner.totp_pending_secret === null) {
    await deps.db
      .updateTable('staff_users')
      .set({ totp_pending_secret: newTotpSecret() })
      .where('id', '=', owner.id)
      .where('totp_pending_secret', 'is', null)
      .execute();
    owner = await linkOwner(deps, input.token);
  }
  const secret = owner.totp_pending_secret!;
  const otpauthUri = totpUri(secret, owner.username, AUTHENTICATOR_ISSUER);
  return { username: owner.username, secret, otpauthUri, qrDataUrl: await qrDataUrl(otpauthUri) };
}

/**
 * `bo_auth.setup_finish`: the password and the authenticator together, before any session
 * exists. Codes are tried under an attempt limit per link; the link is used up by the same
 * conditional update that stores the password and the key, so it works exactly once.
 */
export async function finishSetup(
  deps: StaffDeps,
  actor: StaffActor,
  input: BackofficeParsedInput<'bo_auth.setup_finish'>,
): Promise<BackofficeMethodOutput<'bo_auth.setup_finish'>> {
  const tokenHash = sha256Hex(input.token);
  await reserveStaffAttempt(deps.throttle, [[`staff-setup:${tokenHash}`, ACCOUNT_RULE]]);
  const owner = await linkOwner(deps, input.token);
  const now = deps.clock();
  const step = owner.totp_pending_secret ? await verifyTotp(owner.totp_pending_secret, input.code, now, null) : null;
  if (step === null) throw new StaffRefusal('staffCodeInvalid');
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db
    .updateTable('staff_users')
    .set({
      password_hash: passwordHash,
      totp_secret: owner.totp_pending_secret,
      totp_pending_secret: null,
      totp_last_step: step,
      setup_token_hash: null,
      setup_expires_at: null,
    })
    .where('id', '=', owner.id)
    .where('setup_token_hash', '=', tokenHash)
    .where('setup_expires_at', '>', now.toISOString())
    .where('totp_pending_secret', '=', owner.totp_pending_secret)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new StaffRefusal('staffSetupLinkInvalid');
  await deps.throttle.clear(`staff-setup:${tokenHash}`);
  await deps.staffAudit.record({
    staffId: owner.id,
    username: owner.username,
    role: owner.role,
    method: 'bo_auth.setup_finish',
    target: `staff:${owner.id}`,
    outcome: 'ok',
    code: BACKOFFICE_MESSAGES.staffSetupDone.code,
    ip: actor.origin.ip,
    userAgent: actor.origin.userAgent,
  });
  return { username: owner.username };
}
