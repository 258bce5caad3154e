import { LIMITS, MESSAGES, type MethodOutput, type PlayerBonus, type UserPart } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { expireBonuses } from '../src/modules/bonuses/index.js';
import { grantPrize } from '../src/modules/bonuses/prizes.js';
import { WAGERING_SUBSCRIBER, wageringSubscriber } from '../src/modules/bonuses/wagering.js';
import { openGameSession } from '../src/modules/wallet/index.js';
import { DAY_MS, insertPrizeOffer, insertTournament, settableClock } from './content-fixtures.js';
import { bankId, freshIban, methodId, requestId } from './support/money.js';
import { deliveredTo, roundSettledEvents } from './support/events.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestGame, allowLargeStakes, createGame, createProvider, walletCall, walletId } from './support/wallet.js';

/**
 * A bonus's whole life through the API: claimed from its offer, staked after
 * the cash, wagered by real rounds at their lobby's contribution, converted, expired or forfeited,
 * with `ledger verify` after each step. The seeded offers: a fixed ₺50 (5x, max stake ₺50, 7 days)
 * and deposit bonuses of 100 % (min ₺100) and 25 %.
 */
const clock = settableClock(new Date('2026-11-23T10:00:00.000Z'));
let app: TestApp;
let slot: TestGame;
let virtualGame: TestGame;
const offers: Record<'fixed' | 'welcome' | 'weekend', number> = { fixed: 0, welcome: 0, weekend: 0 };

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  await allowLargeStakes(app);
  const provider = await createProvider(app);
  slot = await createGame(app, provider);
  virtualGame = await createGame(app, provider);
  await app.services.db.updateTable('games').set({ lobby: 'virtual' }).where('id', '=', virtualGame.id).execute();
  const rows = await app.services.db
    .selectFrom('bonus_offers')
    .innerJoin('promotions', 'promotions.id', 'bonus_offers.promotion_id')
    .select(['bonus_offers.id', 'promotions.code'])
    .execute();
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  offers.fixed = byCode.get('deneme-bonusu')!;
  offers.welcome = byCode.get('hosgeldin-bonusu')!;
  offers.weekend = byCode.get('hafta-sonu-yatirim-bonusu')!;
});
afterAll(() => app.close());

interface Player {
  user: UserPart;
  userId: number;
  tokenFor(game: TestGame): Promise<string>;
}

async function newPlayer(): Promise<Player> {
  const { user } = await loginAs(app, await createPlayer(app));
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(resolved.problem);
  return {
    user,
    userId: resolved.player.user.id,
    async tokenFor(game) {
      const session = await openGameSession(app.services, resolved.player, { gameId: game.id });
      return session!.token;
    },
  };
}

async function call<T>(player: Player, method: string, data: Record<string, unknown> = {}) {
  const [cls, name] = method.split('.') as [string, string];
  return app.call<T>(cls, name, data, player.user);
}

async function balances(player: Player) {
  const answer = await call<MethodOutput<'finance.check_balance'>>(player, 'finance.check_balance');
  return { cash: answer.data[0]!.balance, bonus: answer.data[0]!.bonus };
}

async function activeBonus(player: Player): Promise<PlayerBonus | undefined> {
  return (await call<PlayerBonus[]>(player, 'bonus.list_active')).data[0];
}

/** One whole round through the provider's calls: a bet, then its closing win. */
async function playRound(token: string, game: TestGame, stake: number, win: number) {
  const round = walletId('round');
  const bet = walletId('bet');
  const base = { token, round_id: round, game_id: game.code, currency: 'TRY' };
  const placed = await walletCall(app, game.provider, 'bet', {
    ...base,
    request_id: walletId('req'),
    transaction_id: bet,
    amount: stake,
  });
  if (placed.status !== 'OK') return placed;
  return walletCall(app, game.provider, 'win', {
    ...base,
    request_id: walletId('req'),
    transaction_id: walletId('win'),
    reference_transaction_id: bet,
    amount: win,
    round_closed: true,
  });
}

async function ledgerHolds() {
  await app.services.events.deliverNow();
  const report = await verifyLedger(app.services.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
}

describe('claiming', () => {
  it('grants a fixed bonus at once into a bonus balance beside the cash', async () => {
    const player = await newPlayer();
    const claimed = await call<PlayerBonus>(player, 'bonus.claim', { offerID: offers.fixed });
    expect(claimed).toMatchObject({ result: true });
    expect(claimed.data).toMatchObject({
      Status: 'active',
      AmountKurus: 5_000,
      BalanceKurus: 5_000,
      WageringRequiredKurus: 25_000,
      WageredKurus: 0,
      MaxStakeKurus: 5_000,
    });
    expect(claimed.data.ExpiresAt).toBe(new Date(clock.now().getTime() + 7 * DAY_MS).toISOString());
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus, bonus: 5_000 });
    expect((await activeBonus(player))?.ID).toBe(claimed.data.ID);
    await ledgerHolds();
  });

  it('refuses a second claim of one offer and a second open bonus, in Turkish, changing nothing', async () => {
    const player = await newPlayer();
    await call(player, 'bonus.claim', { offerID: offers.fixed });
    const again = await call(player, 'bonus.claim', { offerID: offers.fixed });
    expect(again).toMatchObject({ result: false, code: MESSAGES.bonusAlreadyClaimed.code });
    expect(again.message).toBe(MESSAGES.bonusAlreadyClaimed.tr);
    const other = await call(player, 'bonus.claim', { offerID: offers.welcome });
    expect(other).toMatchObject({
      result: false,
      code: MESSAGES.bonusAlreadyOpen.code,
      message: MESSAGES.bonusAlreadyOpen.tr,
    });
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus, bonus: 5_000 });
    const claims = await app.services.db
      .selectFrom('player_bonuses')
      .select('id')
      .where('user_id', '=', player.userId)
      .execute();
    expect(claims).toHaveLength(1);
  });

  it.each([['abc'], [0], [-1], [1.5], ['1\u0000'], [999_999]])('refuses offer %j as not offered', async (offerID) => {
    const player = await newPlayer();
    const answer = await call(player, 'bonus.claim', { offerID });
    expect(answer).toMatchObject({ result: false, code: MESSAGES.bonusOfferNotFound.code });
    expect(answer.message).toBe(MESSAGES.bonusOfferNotFound.tr);
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus, bonus: 0 });
  });

  it('asks a guest to sign in, and refuses a history page past its bounds', async () => {
    const guest = await app.call('bonus', 'claim', { offerID: offers.fixed });
    expect(guest.result).toBe(false);
    const player = await newPlayer();
    for (const query of [{ limit: 21 }, { limit: 0 }, { offset: -1 }, { offset: 1_001 }]) {
      const answer = await call(player, 'bonus.list_history', query);
      expect(answer).toMatchObject({
        result: false,
        code: MESSAGES.bonusPageInvalid.code,
        message: MESSAGES.bonusPageInvalid.tr,
      });
    }
  });
});

describe('stakes and wins', () => {
  it('takes the cash first, then the bonus, and pays a win back in the same shares', async () => {
    const player = await newPlayer();
    await call(player, 'bonus.claim', { offerID: offers.fixed });
    const token = await player.tokenFor(slot);
    // ₺10.000 cash and ₺50 bonus: a ₺10.020 stake takes all the cash and ₺20 of the bonus.
    const stake = LIMITS.demoGrantKurus + 2_000;
    const answer = await playRound(token, slot, stake, 2 * stake);
    expect(answer.status).toBe('OK');
    // The win is twice the stake: ₺40 back to the bonus, ₺20.000 to the cash.
    expect(await balances(player)).toEqual({ cash: 2 * LIMITS.demoGrantKurus, bonus: 3_000 + 4_000 });
    expect(answer.balance).toBe(2 * LIMITS.demoGrantKurus + 7_000);
    await ledgerHolds();
  });

  it('refuses a stake that cash and bonus together cannot cover, and gives each part back on a rollback', async () => {
    const player = await newPlayer();
    await call(player, 'bonus.claim', { offerID: offers.fixed });
    const token = await player.tokenFor(slot);
    const tooMuch = await playRound(token, slot, LIMITS.demoGrantKurus + 5_001, 0);
    expect(tooMuch).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: LIMITS.demoGrantKurus + 5_000 });
    const bet = walletId('bet');
    const round = walletId('round');
    const base = { token, round_id: round, game_id: slot.code, currency: 'TRY' };
    const stake = LIMITS.demoGrantKurus + 1_000;
    await walletCall(app, slot.provider, 'bet', {
      ...base,
      request_id: walletId('req'),
      transaction_id: bet,
      amount: stake,
    });
    expect(await balances(player)).toEqual({ cash: 0, bonus: 4_000 });
    const rolledBack = await walletCall(app, slot.provider, 'rollback', {
      ...base,
      request_id: walletId('req'),
      transaction_id: walletId('rb'),
      reference_transaction_id: bet,
      amount: stake,
    });
    expect(rolledBack).toMatchObject({ status: 'OK', balance: LIMITS.demoGrantKurus + 5_000 });
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus, bonus: 5_000 });
    await ledgerHolds();
  });
});

describe('wagering', () => {
  it('counts slot rounds in full, virtual ones at 10 %, none above the maximum stake, and converts when met', async () => {
    const player = await newPlayer();
    const claimed = await call<PlayerBonus>(player, 'bonus.claim', { offerID: offers.fixed });
    const slotToken = await player.tokenFor(slot);
    const virtualToken = await player.tokenFor(virtualGame);

    await playRound(virtualToken, virtualGame, 5_000, 0);
    await playRound(slotToken, slot, 5_001, 0);
    await app.services.events.deliverNow();
    expect((await activeBonus(player))?.WageredKurus).toBe(500);
    await ledgerHolds();

    for (let round = 0; round < 4; round += 1) await playRound(slotToken, slot, 5_000, 5_000);
    await app.services.events.deliverNow();
    expect((await activeBonus(player))?.WageredKurus).toBe(20_500);
    // The last slot round meets ₺250: the ₺50 bonus is cash now.
    await playRound(slotToken, slot, 5_000, 5_000);
    await app.services.events.deliverNow();
    expect(await activeBonus(player)).toBeUndefined();
    const cashBefore = LIMITS.demoGrantKurus - 5_000 - 5_001;
    expect(await balances(player)).toEqual({ cash: cashBefore + 5_000, bonus: 0 });
    const history = await call<MethodOutput<'bonus.list_history'>>(player, 'bonus.list_history');
    expect(history.data.items[0]).toMatchObject({ ID: claimed.data.ID, Status: 'converted', ConvertedKurus: 5_000 });
    await ledgerHolds();
  });

  it('counts a round once however often its event is delivered', async () => {
    const player = await newPlayer();
    await call(player, 'bonus.claim', { offerID: offers.fixed });
    await playRound(await player.tokenFor(slot), slot, 1_000, 0);
    await app.services.events.deliverNow();
    const round = await app.services.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    const { countRound } = await import('../src/modules/bonuses/wagering.js');
    const event = {
      roundId: round.id,
      userId: player.userId,
      gameId: round.game_id,
      providerId: round.provider_id,
      stakeKurus: 1_000,
      winKurus: 0,
    };
    await countRound(app.services, event);
    await countRound(app.services, event);
    expect((await activeBonus(player))?.WageredKurus).toBe(1_000);
  });

  it('counts a delivered batch in order: several players, a round after the conversion not counted, a replay once', async () => {
    const [player, noBonus] = [await newPlayer(), await newPlayer()];
    const slotToken = await player.tokenFor(slot);
    const stakes: Array<[string, TestGame, number]> = [
      ...Array.from({ length: 4 }, (): [string, TestGame, number] => [slotToken, slot, 5_000]),
      [await player.tokenFor(virtualGame), virtualGame, 5_000],
      [slotToken, slot, 5_000], // meets ₺250: converts
      [slotToken, slot, 5_000], // after the conversion
      [await noBonus.tokenFor(slot), slot, 1_000],
    ];
    for (const [token, game, stake] of stakes) await playRound(token, game, stake, 0);
    // Delivered before the bonus exists, so only the batch below counts them; claimed at the same
    // instant, the rounds did not begin before it.
    await deliveredTo(app, WAGERING_SUBSCRIBER, new Date(clock.now().getTime() + 1));
    const claimed = await call<PlayerBonus>(player, 'bonus.claim', { offerID: offers.fixed });
    const rounds = await app.services.db
      .selectFrom('game_rounds')
      .select(['id', 'user_id', 'game_id', 'provider_id', 'stake_kurus', 'win_kurus'])
      .where('user_id', 'in', [player.userId, noBonus.userId])
      .orderBy('id')
      .execute();
    const events = roundSettledEvents(rounds, clock.now().toISOString());
    const subscriber = wageringSubscriber(app.services);
    await subscriber.handleBatch!(events.slice(0, 2));
    await subscriber.handleBatch!(events);

    const bonus = await app.services.db
      .selectFrom('player_bonuses')
      .select(['status', 'wagered_kurus'])
      .where('id', '=', claimed.data.ID)
      .executeTakeFirstOrThrow();
    expect({ status: bonus.status, wagered: Number(bonus.wagered_kurus) }).toEqual({
      status: 'converted',
      wagered: 25_500,
    });
    const wagers = await app.services.db
      .selectFrom('bonus_wagers')
      .select('game_round_id')
      .where('player_bonus_id', '=', claimed.data.ID)
      .execute();
    expect(wagers).toHaveLength(6);
    expect(await balances(player)).toMatchObject({ bonus: 0 });
    await ledgerHolds();
  });
});

describe('the end of a bonus', () => {
  it('expires after its validity: what remains goes back to the house', async () => {
    const player = await newPlayer();
    const claimed = await call<PlayerBonus>(player, 'bonus.claim', { offerID: offers.fixed });
    // Seven days on, the session has lapsed too: the rows and the ledger tell.
    const statusOf = async () =>
      await app.services.db
        .selectFrom('player_bonuses')
        .selectAll()
        .where('id', '=', claimed.data.ID)
        .executeTakeFirstOrThrow();
    clock.set(new Date(clock.now().getTime() + 7 * DAY_MS - 1));
    await expireBonuses(app.services);
    expect((await statusOf()).status).toBe('active');
    clock.set(new Date(clock.now().getTime() + 1));
    expect((await expireBonuses(app.services)).expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toMatchObject({ status: 'expired', forfeited_kurus: 5_000, converted_kurus: 0 });
    const bonusAccount = await app.services.ledger.playerBonusAccountId(player.userId);
    expect((await app.services.ledger.balance(bonusAccount)).balanceKurus).toBe(0);
    await ledgerHolds();
  });

  it('is forfeited by the player, and the next offer may then be claimed', async () => {
    const player = await newPlayer();
    const claimed = await call<PlayerBonus>(player, 'bonus.claim', { offerID: offers.fixed });
    const stranger = await newPlayer();
    const notTheirs = await call(stranger, 'bonus.forfeit', { bonusID: claimed.data.ID });
    expect(notTheirs).toMatchObject({
      result: false,
      code: MESSAGES.bonusNotFound.code,
      message: MESSAGES.bonusNotFound.tr,
    });
    expect((await activeBonus(player))?.Status).toBe('active');
    const forfeited = await call<PlayerBonus>(player, 'bonus.forfeit', { bonusID: claimed.data.ID });
    expect(forfeited.data).toMatchObject({ Status: 'forfeited', ForfeitedKurus: 5_000 });
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus, bonus: 0 });
    expect((await call(player, 'bonus.claim', { offerID: offers.welcome })).result).toBe(true);
    await ledgerHolds();
  });

  it('asks a withdrawal to confirm the forfeit, records nothing until it does, then forfeits', async () => {
    const player = await newPlayer();
    await call(player, 'bonus.claim', { offerID: offers.fixed });
    const saved = await call<{ bankAccountID: number }>(player, 'finance.save_bank_account', {
      bankID: await bankId(app),
      iban: freshIban(),
      holderName: 'Ayşe Yılmaz',
    });
    const withdrawal = {
      Type: 2,
      methodID: await methodId(app, 'bank_withdrawal'),
      amount: 20_000,
      bankAccountID: saved.data.bankAccountID,
      requestId: requestId(),
    };
    const refused = await call(player, 'prepayServices.processTransaction', withdrawal);
    expect(refused).toMatchObject({
      result: false,
      code: MESSAGES.bonusForfeitRequired.code,
      message: MESSAGES.bonusForfeitRequired.tr,
    });
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus, bonus: 5_000 });
    expect((await activeBonus(player))?.Status).toBe('active');

    const confirmed = await call(player, 'prepayServices.processTransaction', { ...withdrawal, forfeitBonus: true });
    expect(confirmed.result).toBe(true);
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus - 20_000, bonus: 0 });
    expect(await activeBonus(player)).toBeUndefined();
    await ledgerHolds();
  });
});

describe('a deposit bonus', () => {
  async function completeDeposit(player: Player, amountKurus: number) {
    await app.services.db.transaction().execute((trx) =>
      app.services.events.record(trx, 'payment_completed', {
        userId: player.userId,
        publicId: `dep-${walletId()}`.slice(0, 40),
        type: 1,
        status: 1003,
        amountKurus,
      }),
    );
    await app.services.events.deliverNow();
  }

  it('waits for a deposit of at least its minimum, then grants its percent up to its cap', async () => {
    const player = await newPlayer();
    const claimed = await call<PlayerBonus>(player, 'bonus.claim', { offerID: offers.welcome });
    expect(claimed.data).toMatchObject({ Status: 'awaiting_deposit', AmountKurus: 0, MinDepositKurus: 10_000 });
    await completeDeposit(player, 9_999);
    expect((await activeBonus(player))?.Status).toBe('awaiting_deposit');
    await completeDeposit(player, 30_000);
    expect(await activeBonus(player)).toMatchObject({
      Status: 'active',
      AmountKurus: 30_000,
      BalanceKurus: 30_000,
      WageringRequiredKurus: 300_000,
    });
    await completeDeposit(player, 30_000);
    expect((await activeBonus(player))?.AmountKurus).toBe(30_000);
    await ledgerHolds();
  });
});

describe('a tournament prize paid as bonus', () => {
  async function prizeTournament(): Promise<{ tournamentId: number; offerId: number }> {
    const tournamentId = await insertTournament(app, clock.now(), { title: 'Kış Slot Turnuvası' });
    return { tournamentId, offerId: await insertPrizeOffer(app, tournamentId, clock.now()) };
  }
  const prize = (tournamentId: number, player: Player) => ({
    tournamentId,
    userId: player.userId,
    rank: 12,
    bonusKurus: 1_000,
  });

  it('starts at once on the tournament terms, once however often the event arrives', async () => {
    const player = await newPlayer();
    const { tournamentId } = await prizeTournament();
    await Promise.all([
      grantPrize(app.services, prize(tournamentId, player)),
      grantPrize(app.services, prize(tournamentId, player)),
    ]);
    await grantPrize(app.services, prize(tournamentId, player));
    expect(await activeBonus(player)).toMatchObject({
      Kind: 'prize',
      Title: 'Kış Slot Turnuvası',
      Status: 'active',
      AmountKurus: 1_000,
      BalanceKurus: 1_000,
      WageringRequiredKurus: 10_000,
    });
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus, bonus: 1_000 });
    await ledgerHolds();
  });

  it('waits behind an open bonus and starts, with its own days, when that one is forfeited', async () => {
    const player = await newPlayer();
    const claimed = await call<PlayerBonus>(player, 'bonus.claim', { offerID: offers.fixed });
    const { tournamentId } = await prizeTournament();
    await grantPrize(app.services, prize(tournamentId, player));
    const listed = (await call<PlayerBonus[]>(player, 'bonus.list_active')).data;
    expect(listed.map((bonus) => [bonus.Status, bonus.BalanceKurus])).toEqual([
      ['active', 5_000],
      ['queued', 0],
    ]);
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus, bonus: 5_000 });

    clock.advance(30 * 60_000); // within the session's hour
    await call(player, 'bonus.forfeit', { bonusID: claimed.data.ID });
    const started = await activeBonus(player);
    expect(started).toMatchObject({ Kind: 'prize', Status: 'active', BalanceKurus: 1_000 });
    expect(started?.ExpiresAt).toBe(new Date(clock.now().getTime() + 14 * DAY_MS).toISOString());
    expect(await balances(player)).toEqual({ cash: LIMITS.demoGrantKurus, bonus: 1_000 });
    await ledgerHolds();
  });

  it('fails the delivery, granting nothing, when the tournament has no bonus terms', async () => {
    const player = await newPlayer();
    const tournamentId = await insertTournament(app, clock.now());
    await expect(grantPrize(app.services, prize(tournamentId, player))).rejects.toThrow(/no bonus terms/);
    expect(await activeBonus(player)).toBeUndefined();
  });
});

describe('under a burst', () => {
  it('leaves one open bonus whatever offers twelve parallel claims name', async () => {
    const player = await newPlayer();
    const offerIds = [offers.fixed, offers.welcome, offers.weekend];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => call(player, 'bonus.claim', { offerID: offerIds[index % 3] })),
    );
    expect(answers.filter((answer) => answer.result)).toHaveLength(1);
    const open = await app.services.db
      .selectFrom('player_bonuses')
      .select(['status', 'amount_kurus'])
      .where('user_id', '=', player.userId)
      .execute();
    expect(open).toHaveLength(1);
    expect((await balances(player)).bonus).toBe(Number(open[0]!.amount_kurus));
    await ledgerHolds();
  });

  it('splits parallel stakes of one player without overdrawing cash or bonus', async () => {
    const player = await newPlayer();
    await call(player, 'bonus.claim', { offerID: offers.fixed });
    const token = await player.tokenFor(slot);
    // ₺10.050 in all: twenty stakes of ₺502,50 take it all (one of them split), the twenty-first is short.
    const answers = await Promise.all(Array.from({ length: 21 }, () => playRound(token, slot, 50_250, 0)));
    expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(20);
    expect(await balances(player)).toEqual({ cash: 0, bonus: 0 });
    await ledgerHolds();
  });
});
