import { MESSAGES, formatTry } from '@bnw/contract';
import {
  BACKOFFICE_MESSAGES,
  type BackofficeMethodOutput,
  type StaffMessageKey,
  staffMessage,
  staffMessageText,
} from '@bnw/contract/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { type TestStaff, asStaff, readyStaff, staffCall } from './backoffice-support.js';
import { settableClock } from './content-fixtures.js';
import { createGame, createProvider, playerInGame, walletCall, walletId } from './support/wallet.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The back office's players area through the real app: search with Turkish
 * folding, the player's profile, money, rounds, sessions and protection, notes, lock and unlock,
 * and the manual adjustment through the ledger (atomic, audited, the ledger balanced after).
 */
const clock = settableClock(new Date('2026-11-23T09:00:00.000Z'));
let app: TestApp;
let admin: TestStaff;
let support: TestStaff;
let finance: TestStaff;
let auditor: TestStaff;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await readyStaff(app, clock, 'oyuncu.yonetici', 'administrator');
  support = await readyStaff(app, clock, 'oyuncu.destek', 'support');
  finance = await readyStaff(app, clock, 'oyuncu.finans', 'finance');
  auditor = await readyStaff(app, clock, 'oyuncu.denetci', 'auditor');
}, 60_000);
afterAll(() => app.close());

function call<T = unknown>(staff: TestStaff, method: string, data: Record<string, unknown> = {}) {
  return staffCall<T>(app, method, data, asStaff(staff));
}

async function userIdOf(username: string): Promise<number> {
  const row = await app.services.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function newPlayer(overrides: Record<string, unknown> = {}) {
  const account = await createPlayer(app, overrides);
  return { account, id: await userIdOf(account.username) };
}

function expectRefused(
  answer: { result: boolean; code: number; message: string },
  key: StaffMessageKey,
  params: Record<string, string | number> = {},
) {
  const expected = [false, staffMessage(key).code, staffMessageText(key, 'tr', params)];
  expect([answer.result, answer.code, answer.message]).toEqual(expected);
}

type Search = BackofficeMethodOutput<'bo_players.search'>;

describe('searching players', () => {
  it('finds by name the Turkish way, by e-mail, username, phone and id, a bounded page', async () => {
    const isik = await newPlayer({ first_name: 'Işık', last_name: 'Çağlar', phone: '(555) 987 - 6543' });
    const ismail = await newPlayer({ first_name: 'İsmail', last_name: 'Öztürk' });

    const names = async (query: string) => {
      const found = await call<Search>(support, 'bo_players.search', { query });
      if (!found.result) throw new Error(`${query}: ${found.message} ${found.debug}`);
      return found.data.players.map((player) => player.id);
    };
    expect(await names('IŞIK ÇAĞ')).toContain(isik.id);
    expect(await names('ışık')).toContain(isik.id);
    expect(await names('İSMAİL')).toContain(ismail.id);
    expect(await names('ismail öz')).toContain(ismail.id);
    // Turkish folding: the dotless capital I is ı, never i.
    expect(await names('ISMAIL')).not.toContain(ismail.id);
    expect(await names(ismail.account.email.toUpperCase())).toEqual([ismail.id]);
    expect(await names(isik.account.username)).toEqual([isik.id]);
    expect(await names('987 65 43')).toContain(isik.id);
    expect(await names(String(isik.id))).toContain(isik.id);

    const everyone = await call<Search>(auditor, 'bo_players.search', { query: '%_', limit: 1 });
    expect(everyone.data.players).toEqual([]); // LIKE's wildcards are taken literally
    const page = await call<Search>(finance, 'bo_players.search', { query: 'example.com', limit: 1 });
    expect(page.data.players).toHaveLength(1);
    expect(page.data.pagination.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad search in Turkish', async () => {
    expectRefused(await call(support, 'bo_players.search', { query: 'a' }), 'staffPlayerSearchInvalid');
    expectRefused(await call(support, 'bo_players.search', { query: 'x'.repeat(101) }), 'staffPlayerSearchInvalid');
    expectRefused(await call(support, 'bo_players.search', { query: 'ay\u0000şe' }), 'invalidCharacter');
    expectRefused(await call(support, 'bo_players.search', { query: 'ayşe', limit: 51 }), 'staffPageInvalid');
  });
});

describe("a player's page", () => {
  it('shows the profile, money, payments, every round, sessions and protection; an unknown id is refused', async () => {
    const provider = await createProvider(app);
    const game = await createGame(app, provider);
    const { token, userId } = await playerInGame(app, game);
    const round = walletId('round');
    const base = { token, round_id: round, game_id: game.code, currency: 'TRY' };
    const bet = { ...base, request_id: walletId('req'), transaction_id: walletId('tx'), amount: 2_000 };
    expect((await walletCall(app, provider, 'bet', bet)).status).toBe('OK');
    const win = {
      ...base,
      request_id: walletId('req'),
      transaction_id: walletId('tx'),
      amount: 5_000,
      reference_transaction_id: bet.transaction_id,
      round_closed: true,
    };
    expect((await walletCall(app, provider, 'win', win)).status).toBe('OK');

    const profile = await call<BackofficeMethodOutput<'bo_players.get'>>(support, 'bo_players.get', {
      playerID: userId,
    });
    expect(profile.data).toMatchObject({ id: userId, firstName: 'Ayşe', lastName: 'Yılmaz', status: 'active' });

    const balances = await call<BackofficeMethodOutput<'bo_players.balances'>>(finance, 'bo_players.balances', {
      playerID: userId,
    });
    const money = await app.services.ledger.balance(await app.services.ledger.playerCashAccountId(userId));
    expect(balances.data.cash.balanceKurus).toBe(money.balanceKurus);
    expect(balances.data.bonus).toEqual({ balanceKurus: 0, pendingDebitsKurus: 0, availableKurus: 0 });

    const rounds = await call<BackofficeMethodOutput<'bo_players.rounds'>>(auditor, 'bo_players.rounds', {
      playerID: userId,
    });
    expect(rounds.data.rounds).toHaveLength(1);
    expect(rounds.data.rounds[0]).toMatchObject({ providerRoundID: round, stakeKurus: 2_000, winKurus: 5_000 });
    expect(rounds.data.totals).toEqual({ stakedKurus: 2_000, wonKurus: 5_000, netKurus: 3_000 });

    const payments = await call<BackofficeMethodOutput<'bo_players.transactions'>>(auditor, 'bo_players.transactions', {
      playerID: userId,
    });
    expect(payments.result).toBe(true);
    expect(payments.data.pagination.total).toBe(payments.data.transactions.length);

    const sessions = await call<BackofficeMethodOutput<'bo_players.sessions'>>(support, 'bo_players.sessions', {
      playerID: userId,
    });
    expect(sessions.data.sessions.some((session) => session.live)).toBe(true);

    const protection = await call<BackofficeMethodOutput<'bo_players.protection'>>(support, 'bo_players.protection', {
      playerID: userId,
    });
    expect(protection.data.Limits.length).toBeGreaterThan(0);
    expect(protection.data.Limits.every((limit) => limit.AmountKurus === null && limit.UsedKurus === 0)).toBe(true);
    expect(protection.data.Exclusion).toBeNull();

    for (const method of ['bo_players.get', 'bo_players.balances', 'bo_players.rounds', 'bo_players.protection'])
      expectRefused(await call(admin, method, { playerID: 2_000_000 }), 'staffPlayerNotFound');
    expectRefused(await call(admin, 'bo_players.get', { playerID: 'bir' }), 'staffPlayerNotFound');
  });
});

describe('notes', () => {
  it('are appended with their author and time, newest first; bad text is refused and adds nothing', async () => {
    const { id } = await newPlayer();
    const first = await call(support, 'bo_players.add_note', { playerID: id, text: 'Oyuncu telefonla aradı.' });
    expect(first.message).toBe(BACKOFFICE_MESSAGES.staffPlayerNoteAdded.tr);
    clock.advance(1_000);
    await call(finance, 'bo_players.add_note', { playerID: id, text: 'İade talebi incelendi.' });
    expectRefused(await call(support, 'bo_players.add_note', { playerID: id, text: '  ' }), 'staffPlayerNoteInvalid');
    expectRefused(
      await call(support, 'bo_players.add_note', { playerID: id, text: 'ç'.repeat(2_001) }),
      'staffPlayerNoteInvalid',
    );
    expectRefused(await call(support, 'bo_players.add_note', { playerID: id, text: 'a\u0007b' }), 'invalidCharacter');

    const notes = await call<BackofficeMethodOutput<'bo_players.notes'>>(auditor, 'bo_players.notes', { playerID: id });
    expect(notes.data.notes.map((note) => [note.staffUsername, note.text])).toEqual([
      [finance.username, 'İade talebi incelendi.'],
      [support.username, 'Oyuncu telefonla aradı.'],
    ]);
    expect(notes.data.pagination.total).toBe(2);
  });
});

describe('lock, unlock and sessions', () => {
  it('a locked player cannot log in and their sessions end; unlocked, they log in again; all audited', async () => {
    const { account, id } = await newPlayer();
    const { user } = await loginAs(app, account);
    const { user: other } = await loginAs(app, account);

    expectRefused(await call(support, 'bo_players.lock', { playerID: id, reason: 'kısa' }), 'staffLockReasonInvalid');
    const locked = await call<{ endedSessions: number }>(support, 'bo_players.lock', {
      playerID: id,
      reason: 'Şüpheli giriş denemeleri',
    });
    expect(locked.message).toBe(BACKOFFICE_MESSAGES.staffPlayerLocked.tr);
    expect(locked.data).toEqual({ status: 'inactive', endedSessions: 2 });
    for (const session of [user, other]) {
      const answer = await app.call('finance', 'check_balance', {}, session);
      expect(answer.result).toBe(false);
    }
    const login = await app.call('user', 'login', { username: account.username, password: account.password });
    expect([login.result, login.message]).toEqual([false, MESSAGES.inactiveAccount.tr]);
    expectRefused(
      await call(admin, 'bo_players.lock', { playerID: id, reason: 'İkinci kilit denemesi' }),
      'staffPlayerAlreadyLocked',
    );

    const unlocked = await call(admin, 'bo_players.unlock', { playerID: id, reason: 'Kimlik doğrulandı' });
    expect(unlocked.data).toEqual({ status: 'active', endedSessions: 0 });
    expect((await loginAs(app, account)).user.sid).toBeTruthy();
    expectRefused(
      await call(admin, 'bo_players.unlock', { playerID: id, reason: 'Kimlik doğrulandı' }),
      'staffPlayerNotLocked',
    );

    // The refusal by the schema (a short reason) names no target; the use case's refusals do.
    const audit = await auditRows(`player:${id}`);
    expect(audit).toEqual([
      ['bo_players.lock', 'ok', support.username],
      ['bo_players.lock', 'refused', admin.username],
      ['bo_players.unlock', 'ok', admin.username],
      ['bo_players.unlock', 'refused', admin.username],
    ]);
    const notes = await call<BackofficeMethodOutput<'bo_players.notes'>>(admin, 'bo_players.notes', { playerID: id });
    expect(notes.data.notes.map((note) => note.text)).toEqual([
      'Kilidi açıldı: Kimlik doğrulandı',
      'Kilitlendi: Şüpheli giriş denemeleri',
    ]);
  });

  it('parallel locks lock once', async () => {
    const { id } = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(support, 'bo_players.lock', { playerID: id, reason: 'Aynı anda kilit' })),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.result)) expectRefused(answer, 'staffPlayerAlreadyLocked');
  });

  it('ends one live session, once', async () => {
    const { account, id } = await newPlayer();
    const { user } = await loginAs(app, account);
    const { user: kept } = await loginAs(app, account);
    const resolved = await app.services.sessions.resolve(user);
    if (!resolved.ok) throw new Error(resolved.problem);
    const sessionID = resolved.player.sessionId;

    const ended = await call(support, 'bo_players.end_session', { playerID: id, sessionID });
    expect(ended.message).toBe(BACKOFFICE_MESSAGES.staffPlayerSessionEnded.tr);
    expect((await app.call('finance', 'check_balance', {}, user)).result).toBe(false);
    expect((await app.call('finance', 'check_balance', {}, kept)).result).toBe(true);
    expectRefused(
      await call(support, 'bo_players.end_session', { playerID: id, sessionID }),
      'staffPlayerSessionNotFound',
    );
    const stranger = await newPlayer();
    const { user: strangerSession } = await loginAs(app, stranger.account);
    const strangers = await app.services.sessions.resolve(strangerSession);
    if (!strangers.ok) throw new Error(strangers.problem);
    expectRefused(
      await call(support, 'bo_players.end_session', { playerID: id, sessionID: strangers.player.sessionId }),
      'staffPlayerSessionNotFound',
    );
  });
});

async function auditRows(target: string) {
  const rows = await app.services.db
    .selectFrom('staff_audit')
    .select(['method', 'outcome', 'username'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.method, row.outcome, row.username]);
}

type Adjusted = BackofficeMethodOutput<'bo_players.adjust'>;
let requests = 0;
const requestID = () => `istek-${process.pid}-${(requests += 1)}`;

async function cashOf(playerId: number): Promise<number> {
  const balances = await call<BackofficeMethodOutput<'bo_players.balances'>>(admin, 'bo_players.balances', {
    playerID: playerId,
  });
  return balances.data.cash.availableKurus;
}

describe('a manual adjustment', () => {
  it('credits and debits cash through the ledger with its reason, shown in the history, audited', async () => {
    const { account, id } = await newPlayer();
    const before = await cashOf(id);
    const credit = await call<Adjusted>(finance, 'bo_players.adjust', {
      playerID: id,
      direction: 'credit',
      amountKurus: 12_345,
      reason: 'Yanlış düşülen tutarın iadesi',
      requestID: requestID(),
    });
    expect(credit.message).toBe(BACKOFFICE_MESSAGES.staffAdjustmentDone.tr);
    expect(credit.data.balances.cash.availableKurus).toBe(before + 12_345);
    expect(credit.data.transaction).toMatchObject({
      amountKurus: 12_345,
      note: 'Yanlış düşülen tutarın iadesi',
      resolvedBy: finance.username,
    });

    const debit = await call<Adjusted>(admin, 'bo_players.adjust', {
      playerID: id,
      direction: 'debit',
      amountKurus: 345,
      reason: 'Mükerrer iade düzeltmesi',
      requestID: requestID(),
    });
    expect(debit.data.balances.cash.availableKurus).toBe(before + 12_000);

    const { user } = await loginAs(app, account);
    const history = await app.call<{ items: Array<{ amount: number; methodName: string }> }>(
      'finance',
      'list_transactions',
      { limit: 10 },
      user,
    );
    expect(history.data.items.slice(0, 2).map((item) => [item.amount, item.methodName])).toEqual([
      [345, 'Personel düzeltmesi'],
      [12_345, 'Personel düzeltmesi'],
    ]);
    expect(await auditRows(`player:${id}`)).toEqual([
      ['bo_players.adjust', 'ok', finance.username],
      ['bo_players.adjust', 'ok', admin.username],
    ]);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('refuses a bad amount, reason or direction, and a debit below zero, changing nothing', async () => {
    const { id } = await newPlayer();
    const before = await cashOf(id);
    const valid = {
      playerID: id,
      direction: 'debit',
      amountKurus: 100,
      reason: 'Geçerli bir gerekçe',
      requestID: requestID(),
    };
    const cases: Array<[Record<string, unknown>, StaffMessageKey, Record<string, string>?]> = [
      [{ amountKurus: 0 }, 'staffAdjustmentAmountInvalid'],
      [{ amountKurus: 10.5 }, 'staffAdjustmentAmountInvalid'],
      [{ amountKurus: -100 }, 'staffAdjustmentAmountInvalid'],
      // Over the limit, too short, too long: each says exactly what is wrong.
      [{ amountKurus: 100_000_001 }, 'staffAdjustmentAmountTooLarge'],
      [{ amountKurus: '100' }, 'staffAdjustmentAmountInvalid'],
      [{ reason: null }, 'staffAdjustmentReasonInvalid'],
      [{ reason: '' }, 'staffAdjustmentReasonTooShort'],
      [{ reason: '   kısa  ' }, 'staffAdjustmentReasonTooShort'],
      [{ reason: 'ş'.repeat(501) }, 'staffAdjustmentReasonTooLong'],
      [{ direction: 'gift' }, 'staffAdjustmentDirectionInvalid'],
      [{ requestID: 'kısa' }, 'staffAdjustmentRequestInvalid'],
      [{ amountKurus: before + 1 }, 'staffAdjustmentInsufficient', { available: formatTry(before) }],
    ];
    for (const [change, key, params] of cases)
      expectRefused(await call(finance, 'bo_players.adjust', { ...valid, ...change }), key, params);
    expect(await cashOf(id)).toBe(before);
    const rows = await app.services.db
      .selectFrom('payment_transactions')
      .select('id')
      .where('user_id', '=', id)
      .where('sub_category', '=', 42)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers a repeated request once, and refuses its id for another adjustment', async () => {
    const { id } = await newPlayer();
    const before = await cashOf(id);
    const input = {
      playerID: id,
      direction: 'credit',
      amountKurus: 5_000,
      reason: 'Kampanya telafisi',
      requestID: requestID(),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call<Adjusted>(finance, 'bo_players.adjust', input)),
    );
    expect(answers.every((answer) => answer.result)).toBe(true);
    expect(answers.filter((answer) => !answer.data.replayed)).toHaveLength(1);
    expect(await cashOf(id)).toBe(before + 5_000);
    expectRefused(await call(finance, 'bo_players.adjust', { ...input, amountKurus: 6_000 }), 'staffAdjustmentReused');
    expectRefused(
      await call(finance, 'bo_players.adjust', { ...input, playerID: (await newPlayer()).id }),
      'staffAdjustmentReused',
    );
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('never takes the balance below zero, whatever debits arrive at once; the ledger stays balanced', async () => {
    const { id } = await newPlayer();
    const available = await cashOf(id);
    const step = Math.floor(available / 10);
    expect(step).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        call(finance, 'bo_players.adjust', {
          playerID: id,
          direction: 'debit',
          amountKurus: step,
          reason: 'Eşzamanlı düşüm sınaması',
          requestID: requestID(),
        }),
      ),
    );
    const done = answers.filter((answer) => answer.result).length;
    expect(done).toBe(Math.floor(available / step));
    for (const answer of answers.filter((one) => !one.result))
      expect(answer.code).toBe(BACKOFFICE_MESSAGES.staffAdjustmentInsufficient.code);
    expect(await cashOf(id)).toBe(available - done * step);
    const report = await verifyLedger(app.services.db);
    expect(report.violations).toEqual([]);
    expect(report.ok).toBe(true);
  });
});

describe('who may do what', () => {
  it('support cannot adjust and finance cannot lock: refused, audited as denied, nothing changed', async () => {
    const { id } = await newPlayer();
    const before = await cashOf(id);
    const adjust = await call(support, 'bo_players.adjust', {
      playerID: id,
      direction: 'credit',
      amountKurus: 100,
      reason: 'Yetkisiz deneme',
      requestID: requestID(),
    });
    expectRefused(adjust, 'staffForbidden');
    expectRefused(await call(finance, 'bo_players.lock', { playerID: id, reason: 'Yetkisiz kilit' }), 'staffForbidden');
    expect(await cashOf(id)).toBe(before);
    const profile = await call<{ status: string }>(auditor, 'bo_players.get', { playerID: id });
    expect(profile.data.status).toBe('active');
  });
});
