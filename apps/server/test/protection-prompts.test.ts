import { MESSAGES, type MessageKey, type ProtectionSettings, type UserPart, messageText } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { excludedPersonMatches, restrictionOf } from '../src/protection/guard.js';
import { DAY_MS, settableClock } from './content-fixtures.js';
import { bankId, freshIban, methodId, requestId } from './support/money.js';
import { type Player as Credentials, createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * What player protection asks of a player, and the way back from a closed account:
 * the deposit-limit offer after registration and at the first deposit (skippable, remembered on
 * the server), the review of limits every 6 months (`protection.review_limits`), the highest stake
 * per round the site is told, and a closed account that stays withdrawable and reopens 24 hours
 * after the player asks. Time comes from the test's clock.
 */
const START = new Date('2026-11-23T10:00:00.000Z');
const clock = settableClock(START);
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());

interface Player {
  credentials: Credentials;
  user: UserPart;
  userId: number;
}

async function newPlayer(overrides: Record<string, unknown> = {}): Promise<Player> {
  const credentials = await createPlayer(app, overrides);
  return signIn(credentials);
}

/** Logs in (again): a session made months earlier has lapsed. */
async function signIn(credentials: Credentials): Promise<Player> {
  const { user } = await loginAs(app, credentials);
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(resolved.problem);
  return { credentials, user, userId: resolved.player.user.id };
}

async function call<T = ProtectionSettings>(player: Player, method: string, data: Record<string, unknown> = {}) {
  const [cls, name] = method.split('.') as [string, string];
  return app.call<T>(cls, name, data, player.user);
}

async function settings(player: Player): Promise<ProtectionSettings> {
  const answer = await call(player, 'protection.get_settings');
  expect(answer.result, answer.message).toBe(true);
  return answer.data;
}

function expectRefused(answer: { result: boolean; code?: number; message: string }, key: MessageKey, text?: string) {
  expect(answer, JSON.stringify(answer)).toMatchObject({ result: false, code: MESSAGES[key].code });
  if (text !== undefined) expect(answer.message).toBe(text);
}

async function deposit(player: Player, amount: number) {
  return call(player, 'prepayServices.processTransaction', {
    Type: 1,
    methodID: await methodId(app, 'demo_instant_deposit'),
    amount,
    requestId: requestId(),
  });
}

async function auditOf(player: Player) {
  return app.services.db
    .selectFrom('protection_audit')
    .select(['setting', 'from_value', 'to_value'])
    .where('user_id', '=', player.userId)
    .orderBy('id')
    .execute();
}

async function withClock<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    clock.set(START);
  }
}

describe('the offer of a deposit limit', () => {
  it('is made after registration, then at the first deposit, each skipped once and for every device', async () => {
    const player = await newPlayer();
    expect((await settings(player)).DepositLimitPrompt).toBe('registration');

    const skipped = await call(player, 'protection.skip_limit_prompt', { occasion: 'registration' });
    expect(skipped.data.DepositLimitPrompt).toBe('first_deposit');
    // Another device (a second session) is not asked again after registration.
    const phone = await signIn(player.credentials);
    expect((await settings(phone)).DepositLimitPrompt).toBe('first_deposit');

    await call(phone, 'protection.skip_limit_prompt', { occasion: 'first_deposit' });
    expect((await settings(player)).DepositLimitPrompt).toBeNull();
    // The occasions go one way: a late skip of the registration's offer asks nothing again.
    await call(player, 'protection.skip_limit_prompt', { occasion: 'registration' });
    expect((await settings(player)).DepositLimitPrompt).toBeNull();
    expect(await auditOf(player)).toEqual([
      { setting: 'limit_prompt', from_value: null, to_value: 'skipped:registration' },
      { setting: 'limit_prompt', from_value: 'registration', to_value: 'skipped:first_deposit' },
    ]);
  });

  it('is not made once the player has a deposit limit or has deposited, nor during a time-out', async () => {
    const limited = await newPlayer();
    await call(limited, 'protection.set_limit', { kind: 'deposit', period: 'month', amount: 200_000 });
    expect((await settings(limited)).DepositLimitPrompt).toBeNull();
    // A stake limit is not a deposit limit: the offer stands.
    const staking = await newPlayer();
    await call(staking, 'protection.set_limit', { kind: 'stake', period: 'day', amount: 5_000 });
    expect((await settings(staking)).DepositLimitPrompt).toBe('registration');

    const depositor = await newPlayer();
    await call(depositor, 'protection.skip_limit_prompt', { occasion: 'registration' });
    expect((await deposit(depositor, 10_000)).result).toBe(true);
    expect((await settings(depositor)).DepositLimitPrompt).toBeNull();

    const resting = await newPlayer();
    await call(resting, 'protection.take_timeout', { duration: '24h' });
    expect((await settings(resting)).DepositLimitPrompt).toBeNull();
  });

  it('refuses an unknown occasion in Turkish and remembers nothing', async () => {
    const player = await newPlayer();
    for (const occasion of ['login', '', null, 3]) {
      expectRefused(
        await call(player, 'protection.skip_limit_prompt', { occasion }),
        'protectionInputInvalid',
        MESSAGES.protectionInputInvalid.tr,
      );
    }
    expect((await settings(player)).DepositLimitPrompt).toBe('registration');
    expect(await auditOf(player)).toEqual([]);
  });
});

describe('the review of limits every 6 months', () => {
  it('falls due 6 months after the last setting or review, and "Limitlerim uygun" records the review', async () => {
    const player = await newPlayer();
    await call(player, 'protection.set_limit', { kind: 'loss', period: 'week', amount: 30_000 });
    const set = await settings(player);
    expect(set).toMatchObject({ ReviewedAt: START.toISOString(), ReviewDue: false });

    await withClock(async () => {
      clock.set('2027-05-23T09:59:59.999Z');
      let later = await signIn(player.credentials);
      expect((await settings(later)).ReviewDue).toBe(false);
      clock.set('2027-05-23T10:00:00.000Z');
      later = await signIn(player.credentials);
      expect((await settings(later)).ReviewDue).toBe(true);

      const reviewed = await call(later, 'protection.review_limits');
      expect(reviewed.data).toMatchObject({ ReviewedAt: '2027-05-23T10:00:00.000Z', ReviewDue: false });
      // The limits themselves are untouched.
      expect(reviewed.data.Limits.find((limit) => limit.Kind === 'loss' && limit.Period === 'week')).toMatchObject({
        AmountKurus: 30_000,
        Pending: null,
      });
      expect((await auditOf(player)).at(-1)).toEqual({
        setting: 'review',
        from_value: START.toISOString(),
        to_value: '2027-05-23T10:00:00.000Z',
      });
      // Changing a limit counts as a review too.
      clock.set('2027-11-23T10:00:00.000Z');
      later = await signIn(player.credentials);
      expect((await settings(later)).ReviewDue).toBe(true);
      await call(later, 'protection.set_limit', { kind: 'loss', period: 'week', amount: 20_000 });
      expect((await settings(later)).ReviewDue).toBe(false);
    });
  });

  it('is never due without limits, and a review of none is refused in Turkish and changes nothing', async () => {
    const player = await newPlayer();
    await withClock(async () => {
      clock.set('2027-11-23T10:00:00.000Z');
      const later = await signIn(player.credentials);
      expect((await settings(later)).ReviewDue).toBe(false);
      expectRefused(
        await call(later, 'protection.review_limits'),
        'protectionNothingToReview',
        'Gözden geçirilecek bir limitiniz yok. Sorumlu Oyun sayfasından limit belirleyebilirsiniz.',
      );
      expect((await settings(later)).ReviewedAt).toBeNull();
      expect(await auditOf(player)).toEqual([]);
    });
  });
});

describe('the highest stake per round, told to the site', () => {
  it('is ₺250, and ₺100 with its age for a player aged 18 to 24', async () => {
    const adult = await newPlayer({ birth_date: '1990-04-23' });
    expect((await settings(adult)).MaxStake).toEqual({ Kurus: 25_000, YoungUntilAge: null });
    // Twenty-four on the test's day: 25 tomorrow.
    const young = await newPlayer({ birth_date: '2001-11-24' });
    expect((await settings(young)).MaxStake).toEqual({ Kurus: 10_000, YoungUntilAge: 25 });
  });
});

describe('a closed account', () => {
  async function saveAccount(player: Player) {
    const saved = await call<{ bankAccountID: number }>(player, 'finance.save_bank_account', {
      bankID: await bankId(app),
      iban: freshIban(),
      holderName: 'Ayşe Yılmaz',
    });
    expect(saved.result, saved.message).toBe(true);
    return saved.data.bankAccountID;
  }

  it('refuses deposits, leaves the balance withdrawable, and reopens 24 hours after the player asks', async () => {
    const player = await newPlayer();
    const bankAccountID = await saveAccount(player);
    const closed = await call(player, 'protection.close_account');
    expect(closed.data).toMatchObject({
      Closed: true,
      Closure: { Since: START.toISOString(), ReturnRequestedAt: null, ReturnAt: null },
      DepositLimitPrompt: null,
    });
    expectRefused(await deposit(player, 10_000), 'protectionAccountClosed', MESSAGES.protectionAccountClosed.tr);

    const withdrawal = await call<{ transaction: { transactionID: string } }>(
      player,
      'prepayServices.processTransaction',
      {
        Type: 2,
        methodID: await methodId(app, 'bank_withdrawal'),
        amount: 50_000,
        bankAccountID,
        requestId: requestId(),
      },
    );
    expect(withdrawal.result, withdrawal.message).toBe(true);
    const payment = await app.services.db
      .selectFrom('payment_transactions')
      .select(['amount', 'destination_iban'])
      .where('public_id', '=', withdrawal.data.transaction.transactionID)
      .executeTakeFirstOrThrow();
    expect(Number(payment.amount)).toBe(50_000);

    await withClock(async () => {
      clock.set(START.getTime() + 3 * DAY_MS);
      const later = await signIn(player.credentials);
      const asked = await call(later, 'protection.request_return');
      const reopensAt = new Date(START.getTime() + 4 * DAY_MS).toISOString();
      expect(asked.data.Closure).toEqual({
        Since: START.toISOString(),
        ReturnRequestedAt: new Date(START.getTime() + 3 * DAY_MS).toISOString(),
        ReturnAt: reopensAt,
      });
      // Asking again does not move the reopening later or sooner.
      clock.set(START.getTime() + 3 * DAY_MS + 60_000);
      const again = await call(later, 'protection.request_return');
      expect(again.data?.Closure?.ReturnAt, again.message).toBe(reopensAt);
      expectRefused(await deposit(later, 10_000), 'protectionAccountClosed');

      clock.set(reopensAt);
      const reopened = await signIn(player.credentials);
      expect(await settings(reopened)).toMatchObject({ Closed: false, Closure: null });
      expect((await deposit(reopened, 10_000)).result).toBe(true);
    });
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });

  it('does not bring back an exclusion the player had returned from', async () => {
    const details = { phone: '(555) 987 - 6543', first_name: 'Ece', last_name: 'Döner' };
    const player = await newPlayer(details);
    const person = { phone: details.phone, firstName: 'Ece', lastName: 'Döner', birthDate: '1990-04-23' };
    await withClock(async () => {
      await call(player, 'protection.self_exclude', { duration: '6m' });
      clock.set('2027-05-23T10:00:00.000Z');
      let later = await signIn(player.credentials);
      await call(later, 'protection.request_return');
      clock.set('2027-05-24T10:00:00.000Z');
      later = await signIn(player.credentials);
      expect(await excludedPersonMatches(app.services.db, person, clock.now())).toBe(false);

      const closed = await call(later, 'protection.close_account');
      expect(closed.data).toMatchObject({ Closed: true, Exclusion: null });
      expect((await restrictionOf(app.services.db, later.userId, clock.now()))?.key).toBe('protectionAccountClosed');
      // A closure is not an exclusion: the same person may still register.
      expect(await excludedPersonMatches(app.services.db, person, clock.now())).toBe(false);
      const asked = await call(later, 'protection.request_return');
      expect(asked.data.Closure?.ReturnAt).toBe('2027-05-25T10:00:00.000Z');
    });
  });

  it('says in Turkish that there is nothing to return from on an open account', async () => {
    const player = await newPlayer();
    expectRefused(
      await call(player, 'protection.request_return'),
      'returnNotExcluded',
      messageText('returnNotExcluded', 'tr'),
    );
    expect((await settings(player)).Closure).toBeNull();
  });
});

describe('the account history', () => {
  it('still lists a deposit made 13 months ago', async () => {
    const player = await withClock(async () => {
      clock.set('2025-10-20T09:00:00.000Z');
      const then = await newPlayer();
      expect((await deposit(then, 12_345)).result).toBe(true);
      return then;
    });
    const now = await signIn(player.credentials);
    const history = await call<{ items: Array<{ amount: number }>; total: number }>(now, 'finance.list_transactions', {
      startDate: '2025-10-01',
      endDate: '2026-11-23',
      searchType: 1,
      limit: 50,
      offset: 0,
    });
    expect(history.result, history.message).toBe(true);
    // The deposit and, before it, the demo's play money granted at the e-mail's confirmation.
    expect(history.data.items.map((item) => item.amount)).toEqual([12_345, 1_000_000]);
  });
});
