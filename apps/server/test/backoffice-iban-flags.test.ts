import type { UserPart } from '@bnw/contract';
import type { BackofficeMethodOutput, StaffPayment } from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingWithdrawal } from './backoffice-samples-payments.js';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { settableClock } from './content-fixtures.js';
import { bankId, freshIban } from './support/money.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * What the payment desk shows beside a payment: the player's cash (balance and available) and the
 * shared-IBAN flag, set when another player saved the same IBAN (a deleted account counts), shown
 * in the queue and on both players' pages (bo_players.bank_accounts, a read the audit records).
 */
const clock = settableClock(new Date('2026-11-23T10:00:00.000Z'));
let app: TestApp;
let auditor: TestStaff;
let finance: TestStaff;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  auditor = await readyStaff(app, clock, 'iban.denetci', 'auditor');
  finance = await readyStaff(app, clock, 'iban.finans', 'finance');
}, 60_000);
afterAll(() => app.close());

async function playerIdOf(user: UserPart): Promise<number> {
  const row = await app.services.db
    .selectFrom('users')
    .select('id')
    .where('uid', '=', String(user.uid))
    .executeTakeFirstOrThrow();
  return row.id;
}

async function paymentUserId(paymentId: number): Promise<number> {
  const row = await app.services.db
    .selectFrom('payment_transactions')
    .select('user_id')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

async function queued(paymentId: number): Promise<StaffPayment> {
  const queue = await staffCall<BackofficeMethodOutput<'bo_payments.queue'>>(
    app,
    'bo_payments.queue',
    { type: 'withdraw' },
    asStaff(auditor),
  );
  return queue.data.payments.find((payment) => payment.id === paymentId)!;
}

describe('the shared-IBAN flag and the player’s cash beside a payment', () => {
  it('flags a withdrawal to an IBAN another player saved, in the queue and on both players’ pages', async () => {
    const iban = freshIban();
    // Another player saved the same IBAN, then deleted it: deleting hides nothing.
    const other = (await loginAs(app, await createPlayer(app))).user;
    const saved = await app.call<{ bankAccountID: number }>(
      'finance',
      'save_bank_account',
      { bankID: await bankId(app), iban, holderName: 'Ayşe Yılmaz' },
      other,
    );
    expect(saved.result, saved.message).toBe(true);
    const otherId = await playerIdOf(other);
    await app.call('finance', 'delete_bank_account', { bankAccountID: saved.data.bankAccountID }, other);
    const otherName = (
      await app.services.db.selectFrom('users').select('username').where('id', '=', otherId).executeTakeFirstOrThrow()
    ).username;

    const withdrawal = await pendingWithdrawal(app, 50_000, iban);
    const playerId = await paymentUserId(withdrawal.id);
    const shown = await queued(withdrawal.id);
    expect(shown.sharedIban).toEqual({ count: 1, players: [{ playerId: otherId, username: otherName }] });

    // The cash beside it: as the ledger holds it, the withdrawal's hold not available.
    const balances = await staffCall<BackofficeMethodOutput<'bo_players.balances'>>(
      app,
      'bo_players.balances',
      { playerID: playerId },
      asStaff(finance),
    );
    expect(shown.playerCash).toEqual({
      balanceKurus: balances.data.cash.balanceKurus,
      availableKurus: balances.data.cash.availableKurus,
    });
    expect(shown.playerCash.balanceKurus - shown.playerCash.availableKurus).toBe(50_000);
    const single = await staffCall<StaffPayment>(
      app,
      'bo_payments.get',
      { paymentID: withdrawal.id },
      asStaff(auditor),
    );
    expect(single.data.sharedIban?.count).toBe(1);

    const playerName = (
      await app.services.db.selectFrom('users').select('username').where('id', '=', playerId).executeTakeFirstOrThrow()
    ).username;
    const mine = await staffCall<BackofficeMethodOutput<'bo_players.bank_accounts'>>(
      app,
      'bo_players.bank_accounts',
      { playerID: playerId },
      asStaff(finance),
    );
    expect(mine.data.accounts).toEqual([
      expect.objectContaining({
        iban,
        deletedAt: null,
        sharedIban: { count: 1, players: [{ playerId: otherId, username: otherName }] },
      }),
    ]);
    const theirs = await staffCall<BackofficeMethodOutput<'bo_players.bank_accounts'>>(
      app,
      'bo_players.bank_accounts',
      { playerID: otherId },
      asStaff(finance),
    );
    expect(theirs.data.accounts).toEqual([
      expect.objectContaining({
        iban,
        bankName: 'T.C. Ziraat Bankası',
        deletedAt: expect.any(String),
        sharedIban: { count: 1, players: [{ playerId, username: playerName }] },
      }),
    ]);

    // Who looked at whose bank accounts is in the audit.
    const read = await app.services.db
      .selectFrom('staff_audit')
      .select(['username', 'target', 'outcome', 'detail'])
      .where('method', '=', 'bo_players.bank_accounts')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(read).toEqual({
      username: 'iban.finans',
      target: `player:${otherId}`,
      outcome: 'ok',
      detail: JSON.stringify({ read: 'bank_accounts' }),
    });
  });

  it('leaves an IBAN only one player holds unflagged, and answers a deposit without one', async () => {
    const withdrawal = await pendingWithdrawal(app, 40_000);
    expect((await queued(withdrawal.id)).sharedIban).toBeNull();
    const missing = await staffCall(app, 'bo_players.bank_accounts', { playerID: 999_999 }, asStaff(finance));
    expect(missing.message).toBe('Oyuncu bulunamadı.');
  });
});
