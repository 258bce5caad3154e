import {
  MESSAGES,
  type MessageKey,
  TRANSACTION_CATEGORY,
  TRANSACTION_TYPE,
  type ProtectionSettings,
  type UserPart,
  messageText,
} from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { openGameSession } from '../src/modules/wallet/index.js';
import { turkishInstant } from '../src/platform/turkish-time.js';
import { DEFAULT_MAX_STAKE, MAX_STAKE_SETTING, ageOn, playGate } from '../src/protection/guard.js';
import { DAY_MS, settableClock } from './content-fixtures.js';
import { methodId, requestId } from './support/money.js';
import { createPlayer, freshAddress, loginAs, registrationForm } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestGame, createGame, createProvider, walletCall, walletId } from './support/wallet.js';

/**
 * Player protection through the real app: limits set and changed by the 24-hour rule,
 * the lowest winning, deposits and wallet bets refused at them with the limit and its reset in
 * Turkish, the loss limit counted from real rounds, a time-out and a self-exclusion blocking what
 * they must and leaving withdrawals, the exclusion's return, and limits holding under bursts.
 * Time comes from the test's clock. 10:00 UTC is 13:00 in Istanbul: the day resets at 21:00 UTC.
 */
const clock = settableClock(new Date('2026-11-23T10:00:00.000Z'));
let app: TestApp;
let slot: TestGame;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  slot = await createGame(app, await createProvider(app));
});
afterAll(() => app.close());

interface Player {
  user: UserPart;
  userId: number;
}

let people = 0;
/** Details no other test player has: a self-excluded person's phone and name refuse later registrations. */
function ownDetails(): Record<string, string> {
  people += 1;
  const digits = String(process.pid * 100 + people)
    .padStart(7, '0')
    .slice(-7);
  // Names take letters only: the count written in letters makes each one its own.
  const letters = [...String(people)].map((digit) => 'abcçdefgğh'[Number(digit)]).join('');
  return {
    phone: `(555) ${digits.slice(0, 3)} - ${digits.slice(3)}`,
    first_name: 'Deniz',
    last_name: `Kaya${letters}`,
  };
}

async function newPlayer(overrides: Record<string, unknown> = {}): Promise<Player> {
  const { user } = await loginAs(app, await createPlayer(app, overrides));
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(resolved.problem);
  return { user, userId: resolved.player.user.id };
}

async function call<T>(player: Player, method: string, data: Record<string, unknown> = {}) {
  const [cls, name] = method.split('.') as [string, string];
  return app.call<T>(cls, name, data, player.user);
}

async function settings(player: Player): Promise<ProtectionSettings> {
  return (await call<ProtectionSettings>(player, 'protection.get_settings')).data;
}

function limitOf(state: ProtectionSettings, kind: string, period: string) {
  return state.Limits.find((limit) => limit.Kind === kind && limit.Period === period)!;
}

async function deposit(player: Player, amount: number) {
  return call(player, 'prepayServices.processTransaction', {
    Type: 1,
    methodID: await methodId(app, 'demo_instant_deposit'),
    amount,
    requestId: requestId(),
  });
}

async function depositsOf(player: Player): Promise<number> {
  const rows = await app.services.db
    .selectFrom('payment_transactions')
    .select('id')
    .where('user_id', '=', player.userId)
    .where('type', '=', TRANSACTION_TYPE.deposit)
    .where('category', '=', TRANSACTION_CATEGORY.payment)
    .execute();
  return rows.length;
}

async function bet(player: Player, stake: number, win: number | null = 0) {
  const resolved = await app.services.sessions.resolve(player.user);
  if (!resolved.ok) throw new Error(resolved.problem);
  const session = await openGameSession(app.services, resolved.player, { gameId: slot.id });
  const base = { token: session!.token, round_id: walletId('round'), game_id: slot.code, currency: 'TRY' };
  const betId = walletId('bet');
  const placed = await walletCall(app, slot.provider, 'bet', {
    ...base,
    request_id: walletId('r'),
    transaction_id: betId,
    amount: stake,
  });
  if (placed.status !== 'OK' || win === null) return placed;
  return walletCall(app, slot.provider, 'win', {
    ...base,
    request_id: walletId('r'),
    transaction_id: walletId('win'),
    reference_transaction_id: betId,
    amount: win,
    round_closed: true,
  });
}

function expectRefused(answer: { result: boolean; code?: number; message: string }, key: MessageKey, text?: string) {
  expect(answer, JSON.stringify(answer)).toMatchObject({ result: false, code: MESSAGES[key].code });
  if (text !== undefined) expect(answer.message).toBe(text);
}

const TODAY_RESET = turkishInstant('2026-11-23T21:00:00.000Z');

describe('limits: the 24-hour rule', () => {
  it('applies a first limit and a decrease at once, an increase and a removal after 24 hours, cancellable', async () => {
    const player = await newPlayer();
    let state = (
      await call<ProtectionSettings>(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: 50_000 })
    ).data;
    expect(limitOf(state, 'deposit', 'day')).toMatchObject({
      AmountKurus: 50_000,
      Pending: null,
      ResetsAt: '2026-11-23T21:00:00.000Z',
    });
    state = (
      await call<ProtectionSettings>(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: 30_000 })
    ).data;
    expect(limitOf(state, 'deposit', 'day')).toMatchObject({ AmountKurus: 30_000, Pending: null });

    state = (
      await call<ProtectionSettings>(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: 90_000 })
    ).data;
    const appliesAt = new Date(clock.now().getTime() + DAY_MS).toISOString();
    expect(limitOf(state, 'deposit', 'day')).toMatchObject({
      AmountKurus: 30_000,
      Pending: { Value: 90_000, AppliesAt: appliesAt },
    });
    // Sending the amount in force again cancels the wait.
    state = (
      await call<ProtectionSettings>(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: 30_000 })
    ).data;
    expect(limitOf(state, 'deposit', 'day')).toMatchObject({ AmountKurus: 30_000, Pending: null });

    state = (
      await call<ProtectionSettings>(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: null })
    ).data;
    expect(limitOf(state, 'deposit', 'day').Pending).toEqual({ Value: null, AppliesAt: appliesAt });
    const audit = await app.services.db
      .selectFrom('protection_audit')
      .select(['setting', 'from_value', 'to_value'])
      .where('user_id', '=', player.userId)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.from_value, row.to_value])).toEqual([
      ['none', '50000'],
      ['50000', '30000'],
      ['30000', '90000'],
      ['30000', '30000'],
      ['30000', 'none'],
    ]);
  });

  it('lets a raise take effect exactly 24 hours later', async () => {
    const player = await newPlayer();
    await call(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: 5_000 });
    await call(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: 8_000 });
    const start = clock.now().getTime();
    try {
      clock.set(start + DAY_MS - 1);
      // The session has lapsed by then: read the settings as the module does.
      const { settingsOf } = await import('../src/modules/protection/settings-view.js');
      expect(limitOf(await settingsOf(app.services.db, player.userId, clock.now()), 'deposit', 'day').AmountKurus).toBe(
        5_000,
      );
      clock.set(start + DAY_MS);
      expect(limitOf(await settingsOf(app.services.db, player.userId, clock.now()), 'deposit', 'day').AmountKurus).toBe(
        8_000,
      );
    } finally {
      clock.set(start);
    }
  });

  it('refuses bad input in Turkish and changes nothing', async () => {
    const player = await newPlayer();
    for (const [data, key] of [
      [{ kind: 'bonus', period: 'day', amount: 100 }, 'protectionInputInvalid'],
      [{ kind: 'deposit', period: 'year', amount: 100 }, 'protectionInputInvalid'],
      [{ kind: 'deposit', period: 'day', amount: 0 }, 'protectionAmountInvalid'],
      [{ kind: 'deposit', period: 'day', amount: 12.5 }, 'protectionAmountInvalid'],
      [{ kind: 'deposit', period: 'day', amount: 1_000_000_001 }, 'protectionAmountInvalid'],
    ] as const) {
      const answer = await call(player, 'protection.set_limit', data);
      expect(answer.result, JSON.stringify(data)).toBe(false);
      expect(answer.message).toContain(MESSAGES[key].tr.slice(0, 20));
    }
    expectRefused(await call(player, 'protection.set_reality_check', { minutes: 45 }), 'protectionInputInvalid');
    expectRefused(await call(player, 'protection.take_timeout', { duration: '2d' }), 'protectionInputInvalid');
    const state = await settings(player);
    expect(state.Limits.every((limit) => limit.AmountKurus === null && limit.Pending === null)).toBe(true);
    expect(state.TimeoutUntil).toBeNull();
  });
});

describe('limits where money moves', () => {
  it('refuses a deposit past the daily limit with the limit and its reset in Turkish, and records nothing', async () => {
    const player = await newPlayer();
    await call(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: 10_000 });
    const first = await deposit(player, 6_000);
    expect(first.result, JSON.stringify(first)).toBe(true);
    const refused = await deposit(player, 5_000);
    expectRefused(
      refused,
      'depositLimitDay',
      messageText('depositLimitDay', 'tr', { limit: '₺100,00', resetsAt: TODAY_RESET }),
    );
    expect(await depositsOf(player)).toBe(1);
    expect(limitOf(await settings(player), 'deposit', 'day').UsedKurus).toBe(6_000);
    const decisions = await app.services.db
      .selectFrom('protection_decisions')
      .select(['decision', 'reason', 'amount_kurus'])
      .where('user_id', '=', player.userId)
      .execute();
    expect(decisions).toEqual([{ decision: 'deposit_refused', reason: 'depositLimitDay', amount_kurus: 5_000 }]);
  });

  it('counts what the day already held when the first limit is set, and lets the lowest limit win', async () => {
    const player = await newPlayer();
    expect((await deposit(player, 4_000)).result).toBe(true);
    await call(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: 50_000 });
    await call(player, 'protection.set_limit', { kind: 'deposit', period: 'week', amount: 7_000 });
    expectRefused(await deposit(player, 3_500), 'depositLimitWeek');
    expect((await deposit(player, 3_000)).result).toBe(true);
    expect(limitOf(await settings(player), 'deposit', 'week').UsedKurus).toBe(7_000);
  });

  it('answers a wallet bet past the stake limit LIMIT_REACHED, and counts the loss net of wins', async () => {
    const player = await newPlayer();
    await call(player, 'protection.set_limit', { kind: 'stake', period: 'day', amount: 3_000 });
    await call(player, 'protection.set_limit', { kind: 'loss', period: 'day', amount: 1_500 });
    expect((await bet(player, 1_000, 0)).status).toBe('OK'); // lost 1.000
    expect((await bet(player, 1_000, null)).status).toBe('LIMIT_REACHED'); // a loss of 2.000 would pass 1.500
    expect((await bet(player, 500, 2_000)).status).toBe('OK'); // staked 1.500; lost 1.000 + 500 - 2.000 = -500
    expect((await bet(player, 1_000, 0)).status).toBe('OK'); // staked 2.500, lost 500
    expect((await bet(player, 1_000, 0)).status).toBe('LIMIT_REACHED'); // staked would be 3.500
    const state = await settings(player);
    expect(limitOf(state, 'stake', 'day').UsedKurus).toBe(2_500);
    expect(limitOf(state, 'loss', 'day').UsedKurus).toBe(500);
    expect(state.Today.NetKurus).toBe(-500);
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });
});

describe('the highest stake per round', () => {
  it('is ₺250, and ₺100 for a player aged 18 to 24, as the operator may change it', async () => {
    const adult = await newPlayer({ birth_date: '1990-04-23' });
    // Twenty-four years old on the test's day (23 November 2026): 25 tomorrow.
    const young = await newPlayer({ birth_date: '2001-11-24' });
    expect((await bet(adult, 25_000, null)).status).toBe('OK');
    expect((await bet(adult, 25_001, null)).status).toBe('LIMIT_REACHED');
    expect((await bet(young, 10_000, null)).status).toBe('OK');
    expect((await bet(young, 10_001, null)).status).toBe('LIMIT_REACHED');
    const reasons = await app.services.db
      .selectFrom('protection_decisions')
      .select('reason')
      .where('user_id', 'in', [adult.userId, young.userId])
      .orderBy('id')
      .execute();
    expect(reasons.map((row) => row.reason)).toEqual(['maxStake', 'maxStakeYoung']);
    try {
      await app.services.settings.set(MAX_STAKE_SETTING, { adultKurus: 50_000, youngKurus: 20_000 });
      expect((await bet(young, 20_000, null)).status).toBe('OK');
    } finally {
      await app.services.settings.set(MAX_STAKE_SETTING, DEFAULT_MAX_STAKE);
    }
  });

  it('knows a birthday by the Turkish date', () => {
    // 23 November 2026, 22:00 UTC is already the 24th in Istanbul.
    expect(ageOn('2001-11-24', new Date('2026-11-23T20:59:00.000Z'))).toBe(24);
    expect(ageOn('2001-11-24', new Date('2026-11-23T21:00:00.000Z'))).toBe(25);
  });
});

describe('the daily play-time limit', () => {
  it('stops play once the day’s minutes are used, until the next Turkish midnight', async () => {
    const player = await newPlayer();
    const start = clock.now().getTime();
    try {
      await call(player, 'protection.set_session_limit', { minutes: 15 });
      // A round a minute for a quarter of an hour: one stretch of play from the first round to the last.
      for (let minute = 0; minute <= 15; minute += 1) {
        clock.set(start + minute * 60_000);
        expect((await bet(player, 100, 0)).status, `minute ${minute}`).toBe('OK');
      }
      clock.set(start + 16 * 60_000);
      expect((await bet(player, 100, 0)).status).toBe('LIMIT_REACHED');
      expect((await settings(player)).Today.PlayedMinutes).toBe(15);
      const gate = await playGate(app.services.db, player.userId, clock.now());
      expect(gate.refusal?.params).toEqual({ minutes: '15', resetsAt: TODAY_RESET });
      // Midnight in Istanbul (the session has lapsed by then: the gate itself is asked).
      clock.set('2026-11-23T21:00:00.000Z');
      expect((await playGate(app.services.db, player.userId, clock.now())).refusal).toBeNull();
    } finally {
      clock.set(start);
    }
  });

  it('pauses play when a reality check is due until the player answers it', async () => {
    const player = await newPlayer();
    const start = clock.now().getTime();
    try {
      await call(player, 'protection.set_reality_check', { minutes: 15 });
      for (let minute = 0; minute < 15; minute += 1) {
        clock.set(start + minute * 60_000);
        expect((await bet(player, 100, 0)).status, `minute ${minute}`).toBe('OK');
      }
      // The site is told when the check falls due, to show it then.
      expect((await settings(player)).RealityCheck.DueAt).toBe(new Date(start + 15 * 60_000).toISOString());
      clock.set(start + 15 * 60_000);
      expect((await bet(player, 100, 0)).status).toBe('LIMIT_REACHED');
      const gate = await playGate(app.services.db, player.userId, clock.now());
      expect(gate.refusal?.key).toBe('realityCheckDue');
      expect(messageText('realityCheckDue', 'tr', gate.refusal!.params)).toBe(
        'Oyun süresi hatırlatması: 15 dakikadır oynuyorsunuz. Devam etmek için hatırlatmayı yanıtlayın.',
      );
      expect((await call(player, 'protection.answer_reality_check')).result).toBe(true);
      expect((await bet(player, 100, 0)).status).toBe('OK');
      // The next check is a full interval after the answer.
      for (let minute = 16; minute < 30; minute += 1) {
        clock.set(start + minute * 60_000);
        expect((await bet(player, 100, 0)).status, `minute ${minute}`).toBe('OK');
      }
      clock.set(start + 30 * 60_000);
      expect((await bet(player, 100, 0)).status).toBe('LIMIT_REACHED');
    } finally {
      clock.set(start);
    }
  });

  it('tells the reality check the session going on: its start and its net in every game, not the day’s', async () => {
    const player = await newPlayer();
    const start = clock.now().getTime();
    try {
      await call(player, 'protection.set_reality_check', { minutes: 30 });
      expect((await settings(player)).RealityCheck.Session).toBeNull();
      // An earlier session: one losing round, then a pause of twenty minutes ends it.
      expect((await bet(player, 5_000, 0)).status).toBe('OK');
      clock.set(start + 20 * 60_000);
      expect((await bet(player, 1_000, 2_500)).status).toBe('OK');
      clock.set(start + 25 * 60_000);
      expect((await bet(player, 1_000, 0)).status).toBe('OK');
      const check = (await settings(player)).RealityCheck;
      expect(check.Session).toEqual({ StartedAt: new Date(start + 20 * 60_000).toISOString(), NetKurus: 500 });
      expect((await settings(player)).Today.NetKurus).toBe(-4_500);
    } finally {
      clock.set(start);
    }
  });

  it('shortens at once and lengthens after 24 hours', async () => {
    const player = await newPlayer();
    await call(player, 'protection.set_session_limit', { minutes: 60 });
    const longer = await call<ProtectionSettings>(player, 'protection.set_session_limit', { minutes: 120 });
    expect(longer.data.SessionLimit).toEqual({
      Minutes: 60,
      Pending: { Value: 120, AppliesAt: new Date(clock.now().getTime() + DAY_MS).toISOString() },
    });
    const shorter = await call<ProtectionSettings>(player, 'protection.set_session_limit', { minutes: 30 });
    expect(shorter.data.SessionLimit).toEqual({ Minutes: 30, Pending: null });
    const check = await call<ProtectionSettings>(player, 'protection.set_reality_check', { minutes: 30 });
    expect(check.data.RealityCheck).toEqual({ Minutes: 30, Pending: null, DueAt: null, Session: null });
    const off = await call<ProtectionSettings>(player, 'protection.set_reality_check', { minutes: 0 });
    expect(off.data.RealityCheck.Pending?.Value).toBe(0);
  });
});

describe('a time-out', () => {
  it('blocks deposits, bets and bonus claims at once, leaves withdrawals, and allows only stricter settings', async () => {
    const player = await newPlayer();
    await call(player, 'protection.set_limit', { kind: 'stake', period: 'day', amount: 50_000 });
    const taken = await call<ProtectionSettings>(player, 'protection.take_timeout', { duration: '1w' });
    const until = new Date(clock.now().getTime() + 7 * DAY_MS).toISOString();
    expect(taken.data.TimeoutUntil).toBe(until);
    const message = messageText('protectionTimeout', 'tr', { until: turkishInstant(until) });
    expectRefused(await deposit(player, 5_000), 'protectionTimeout', message);
    expect((await bet(player, 100, null)).status).toBe('PLAYER_BLOCKED');
    const offer = await app.services.db
      .selectFrom('bonus_offers')
      .select('id')
      .where('kind', '=', 'fixed')
      .executeTakeFirstOrThrow();
    expectRefused(await call(player, 'bonus.claim', { offerID: offer.id }), 'protectionTimeout', message);
    const refusals = await app.services.db
      .selectFrom('protection_decisions')
      .select('decision')
      .where('user_id', '=', player.userId)
      .where('decision', '!=', 'restriction_taken')
      .orderBy('id')
      .execute();
    expect(refusals.map((row) => row.decision)).toEqual(['deposit_refused', 'bet_refused', 'claim_refused']);

    expectRefused(
      await call(player, 'protection.set_limit', { kind: 'stake', period: 'day', amount: 60_000 }),
      'protectionOnlyStricter',
    );
    expect((await call(player, 'protection.set_limit', { kind: 'stake', period: 'day', amount: 40_000 })).result).toBe(
      true,
    );
    // No marketing meanwhile: no pop-up, no mass message; a visitor still gets the pop-ups.
    const popups = await call<unknown[]>(player, 'cmscontroller.popupInformation', {});
    expect(popups).toMatchObject({ result: true, data: [] });
    const visitor = await app.call<unknown[]>('cmscontroller', 'popupInformation', {});
    expect(visitor.data.length).toBeGreaterThan(0);
    const stale = { ...player.user, sid: 'x'.repeat(40) };
    expect((await app.call<unknown[]>('cmscontroller', 'popupInformation', {}, stale)).data.length).toBeGreaterThan(0);
    const messages = await call<{ messages: unknown[]; unreadCount: number }>(player, 'crm.list_mass_messages', {
      limit: 10,
      offset: 0,
    });
    expect(messages.data).toMatchObject({ messages: [], unreadCount: 0 });
    // A shorter break does not shorten the running one.
    expect(
      (await call<ProtectionSettings>(player, 'protection.take_timeout', { duration: '24h' })).data.TimeoutUntil,
    ).toBe(until);
  });
});

describe('self-exclusion', () => {
  it('cannot be shortened, forfeits the open bonus through the ledger, and needs a return with a cooling-off', async () => {
    const player = await newPlayer(ownDetails());
    const offer = await app.services.db
      .selectFrom('bonus_offers')
      .select('id')
      .where('kind', '=', 'fixed')
      .executeTakeFirstOrThrow();
    expect((await call(player, 'bonus.claim', { offerID: offer.id })).result).toBe(true);
    const excluded = await call<ProtectionSettings>(player, 'protection.self_exclude', { duration: '1y' });
    expect(excluded.data.Exclusion).toEqual({
      Since: '2026-11-23T10:00:00.000Z',
      Until: '2027-11-23T10:00:00.000Z',
      ReturnFrom: '2027-11-23T10:00:00.000Z',
      ReturnRequestedAt: null,
      ReturnAt: null,
    });
    expectRefused(await call(player, 'protection.self_exclude', { duration: '6m' }), 'exclusionCannotShorten');
    const indefinite = await call<ProtectionSettings>(player, 'protection.self_exclude', { duration: 'indefinite' });
    // An indefinite exclusion keeps its start; a return may be asked six months into it.
    expect(indefinite.data.Exclusion).toMatchObject({ Until: null, ReturnFrom: '2027-05-23T10:00:00.000Z' });
    expectRefused(await call(player, 'protection.request_return'), 'returnNotYet');
    expectRefused(
      await deposit(player, 5_000),
      'protectionExcludedIndefinite',
      MESSAGES.protectionExcludedIndefinite.tr,
    );

    await app.services.events.deliverNow();
    const bonus = await app.services.db
      .selectFrom('player_bonuses')
      .select(['status', 'forfeited_kurus'])
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(bonus).toEqual({ status: 'forfeited', forfeited_kurus: 5_000 });
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });

  it('after its end keeps the account closed until the return asked for and 24 hours more', async () => {
    const player = await newPlayer(ownDetails());
    const { requestReturn, selfExclude } = await import('../src/modules/protection/restrictions.js');
    const resolved = await app.services.sessions.resolve(player.user);
    if (!resolved.ok) throw new Error(resolved.problem);
    const actor = { kind: 'player' as const, player: resolved.player, origin: { ip: '127.0.0.1', userAgent: 'test' } };
    const start = clock.now().getTime();
    try {
      await selfExclude(app.services, actor as never, { Lang: 'tr', duration: '6m' });
      clock.set('2027-05-23T10:00:00.000Z');
      const { restrictionOf } = await import('../src/protection/guard.js');
      expect((await restrictionOf(app.services.db, player.userId, clock.now()))?.key).toBe('protectionAccountClosed');
      const returning = await requestReturn(app.services, actor as never);
      expect(returning.Exclusion?.ReturnAt).toBe('2027-05-24T10:00:00.000Z');
      clock.set('2027-05-24T09:59:59.999Z');
      expect((await restrictionOf(app.services.db, player.userId, clock.now()))?.key).toBe('protectionAccountClosed');
      clock.set('2027-05-24T10:00:00.000Z');
      expect(await restrictionOf(app.services.db, player.userId, clock.now())).toBeNull();
    } finally {
      clock.set(start);
    }
  });
});

describe('registration while excluded', () => {
  it('refuses the same phone, or the same name and birth date, in Turkish, and opens no account', async () => {
    const details = ownDetails();
    const excluded = await newPlayer(details);
    await call(excluded, 'protection.self_exclude', { duration: 'indefinite' });
    const usersBefore = await countUsers();
    const samePhone = registrationForm({ phone: details.phone });
    const sameName = registrationForm({
      ...ownDetails(),
      first_name: details.first_name,
      last_name: details.last_name,
    });
    for (const form of [samePhone, sameName]) {
      const answer = await app.call('user', 'register', form, undefined, { ip: freshAddress() });
      expectRefused(answer, 'registrationExcluded', MESSAGES.registrationExcluded.tr);
    }
    expect(await countUsers()).toBe(usersBefore);
    const someoneElse = await app.call('user', 'register', registrationForm(ownDetails()), undefined, {
      ip: freshAddress(),
    });
    expect(someoneElse.result).toBe(true);
  });
});

async function countUsers(): Promise<number> {
  const row = await app.services.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('under a burst', () => {
  it('lets parallel deposits pass the daily limit not by a kuruş', async () => {
    const player = await newPlayer();
    await call(player, 'protection.set_limit', { kind: 'deposit', period: 'day', amount: 10_000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(player, 4_000)));
    expect(answers.filter((answer) => answer.result)).toHaveLength(2);
    expect(await depositsOf(player)).toBe(2);
    expect(limitOf(await settings(player), 'deposit', 'day').UsedKurus).toBe(8_000);
  });

  it('lets parallel bets pass the daily stake limit not by a kuruş', async () => {
    const player = await newPlayer();
    await call(player, 'protection.set_limit', { kind: 'stake', period: 'day', amount: 5_000 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => bet(player, 1_000, null)));
    expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 'LIMIT_REACHED')).toHaveLength(7);
    expect(limitOf(await settings(player), 'stake', 'day').UsedKurus).toBe(5_000);
  });

  it('lets parallel losing bets pass the daily loss limit not by a kuruş', async () => {
    const player = await newPlayer();
    await call(player, 'protection.set_limit', { kind: 'loss', period: 'day', amount: 5_000 });
    // Each stake counts as lost until a win comes back: none does, so the sixth would pass the limit.
    const answers = await Promise.all(Array.from({ length: 12 }, () => bet(player, 1_000, null)));
    expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 'LIMIT_REACHED')).toHaveLength(7);
    const state = await settings(player);
    expect(limitOf(state, 'loss', 'day').UsedKurus).toBe(5_000);
    expect(state.Today.NetKurus).toBe(-5_000);
    const refusals = await app.services.db
      .selectFrom('protection_decisions')
      .select('reason')
      .where('user_id', '=', player.userId)
      .execute();
    expect(refusals.map((row) => row.reason)).toEqual(Array.from({ length: 7 }, () => 'lossLimitDay'));
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });
});
