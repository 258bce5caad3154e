import {
  LIMITS,
  type PlayerBonus,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  TRANSACTION_SUB_CATEGORY as SUB,
  TRANSACTION_TYPE,
  type Transaction,
  type UserPart,
} from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGameSession } from '../src/modules/wallet/index.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestGame, allowLargeStakes, createGame, createProvider, walletCall, walletId } from './support/wallet.js';

/**
 * The account history lists every ledger movement of the player under its category: the rounds'
 * stakes, wins and refunds under "Oyun", a bonus's grant and end under "Bonus", beside the
 * payments, with the spec's filters and paging over all of them.
 */
let app: TestApp;
let game: TestGame;
let user: UserPart;
let userId: number;
const PAYMENT_KINDS = ['deposit', 'withdrawal', 'payout', 'adjustment', 'demo_grant'];

type Page = { items: Transaction[]; total: number };

async function history(query: Record<string, unknown> = {}, who: UserPart = user): Promise<Page> {
  const answer = await app.call<Page>('finance', 'list_transactions', { limit: 250, ...query }, who);
  expect(answer.result, JSON.stringify(answer)).toBe(true);
  return answer.data;
}

/** One line's essentials, to compare with what was played. */
const essentials = (line: Transaction) => ({
  type: line.transaction_type_id,
  category: line.transaction_category_id,
  sub: line.transaction_sub_category_id,
  amount: line.amount,
});

async function walletStep(token: string, kind: 'bet' | 'win' | 'rollback', fields: Record<string, unknown>) {
  const answer = await walletCall(app, game.provider, kind, {
    token,
    request_id: walletId('req'),
    game_id: game.code,
    currency: 'TRY',
    ...fields,
  });
  if (answer.status !== 'OK') throw new Error(`${kind}: ${answer.status}`);
}

/** A bet and, unless told otherwise, its closing win; or a bet its provider rolls back. */
async function playRound(token: string, stake: number, ending: { win: number } | 'rollback') {
  const round = walletId('round');
  const bet = walletId('bet');
  await walletStep(token, 'bet', { round_id: round, transaction_id: bet, amount: stake });
  if (ending === 'rollback') {
    await walletStep(token, 'rollback', {
      round_id: round,
      transaction_id: walletId('rb'),
      reference_transaction_id: bet,
      amount: stake,
    });
  } else {
    await walletStep(token, 'win', {
      round_id: round,
      transaction_id: walletId('win'),
      reference_transaction_id: bet,
      amount: ending.win,
      round_closed: true,
    });
  }
}

/** A new player signed in, with a game session's token. */
async function newGambler(): Promise<{ user: UserPart; userId: number; token: string }> {
  const { user: signedIn } = await loginAs(app, await createPlayer(app));
  const resolved = await app.services.sessions.resolve(signedIn);
  if (!resolved.ok) throw new Error(resolved.problem);
  const session = await openGameSession(app.services, resolved.player, { gameId: game.id });
  return { user: signedIn, userId: resolved.player.user.id, token: session!.token };
}

/** The demo's fixed ₺50 bonus (wagered 5 times, at most ₺50 a round), claimed. */
async function claimFixedBonus(who: UserPart): Promise<PlayerBonus> {
  const offer = await app.services.db
    .selectFrom('bonus_offers')
    .innerJoin('promotions', 'promotions.id', 'bonus_offers.promotion_id')
    .select('bonus_offers.id')
    .where('promotions.code', '=', 'deneme-bonusu')
    .executeTakeFirstOrThrow();
  const claimed = await app.call<PlayerBonus>('bonus', 'claim', { offerID: offer.id }, who);
  expect(claimed.result, JSON.stringify(claimed)).toBe(true);
  return claimed.data;
}

beforeAll(async () => {
  app = await createTestApp();
  await allowLargeStakes(app);
  game = await createGame(app, await createProvider(app));
  const gambler = await newGambler();
  ({ user, userId } = gambler);
  await playRound(gambler.token, 1_000, { win: 2_500 });
  await playRound(gambler.token, 500, { win: 0 });
  await playRound(gambler.token, 700, 'rollback');
  const claimed = await claimFixedBonus(user);
  const forfeited = await app.call('bonus', 'forfeit', { bonusID: claimed.ID }, user);
  expect(forfeited.result, JSON.stringify(forfeited)).toBe(true);
}, 60_000);
afterAll(() => app.close());

const { deposit: IN, withdraw: OUT } = TRANSACTION_TYPE;
const { game: GAME, bonus: BONUS, adjustment: ADJUSTMENT } = TRANSACTION_CATEGORY;

describe('the account history', () => {
  it('lists the rounds under Oyun and the bonus under Bonus, newest first, money out as withdrawals', async () => {
    const page = await history();
    expect(page.items.map(essentials)).toEqual([
      { type: OUT, category: BONUS, sub: SUB.bonusForfeit, amount: 5_000 },
      { type: IN, category: BONUS, sub: SUB.bonusGrant, amount: 5_000 },
      { type: IN, category: GAME, sub: SUB.gameRefund, amount: 700 },
      { type: OUT, category: GAME, sub: SUB.gameStake, amount: 700 },
      { type: OUT, category: GAME, sub: SUB.gameStake, amount: 500 },
      { type: IN, category: GAME, sub: SUB.gameWin, amount: 2_500 },
      { type: OUT, category: GAME, sub: SUB.gameStake, amount: 1_000 },
      { type: IN, category: ADJUSTMENT, sub: SUB.demoGrant, amount: LIMITS.demoGrantKurus },
    ]);
    expect(page.total).toBe(8);
    const stake = page.items[6]!;
    expect(stake).toMatchObject({
      transactionID: expect.stringMatching(/^L\d+$/),
      transaction_status: TRANSACTION_STATUS.completed,
      methodName: `Game ${game.code}`,
      description: `Oyun · Game ${game.code}`,
      reason: null,
    });
    // Every round line names its game; the bonus lines keep their kind.
    expect(page.items.slice(2, 7).map((line) => line.methodName)).toEqual(Array(5).fill(`Game ${game.code}`));
    expect(page.items[0]!.methodName).not.toContain(game.code);
    const dates = page.items.map((line) => line.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('shows every ledger movement of the player exactly once', async () => {
    const accounts = await app.services.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    const ids = accounts.map((account) => account.id);
    const movements = await app.services.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where((eb) => eb.or([eb('debit_account_id', 'in', ids), eb('credit_account_id', 'in', ids)]))
      .where('kind', 'not in', PAYMENT_KINDS)
      .execute();
    const listed = (await history()).items.filter((line) => line.transactionID.startsWith('L'));
    expect(listed.map((line) => line.transactionID).sort()).toEqual(movements.map((row) => `L${row.id}`).sort());
  });

  it('filters by category, sub-category, type, status, minimum amount, dates and id', async () => {
    const game = await history({ searchCategory: GAME });
    expect(game.total).toBe(5);
    expect(game.items.every((line) => line.transaction_category_id === GAME)).toBe(true);
    const bonus = await history({ searchCategory: BONUS });
    expect(bonus.items.map(essentials).map((line) => line.sub)).toEqual([SUB.bonusForfeit, SUB.bonusGrant]);
    const stakes = await history({ searchSubCategory: SUB.gameStake });
    expect(stakes.items.map((line) => line.amount)).toEqual([700, 500, 1_000]);
    const moneyIn = await history({ searchType: IN, searchCategory: GAME });
    expect(moneyIn.items.map((line) => line.amount)).toEqual([700, 2_500]);
    expect((await history({ status: TRANSACTION_STATUS.pending })).total).toBe(0);
    expect((await history({ status: TRANSACTION_STATUS.completed })).total).toBe(8);
    const large = await history({ minAmount: 2_500 });
    expect(large.items.map((line) => line.amount)).toEqual([5_000, 5_000, 2_500, LIMITS.demoGrantKurus]);
    expect((await history({ startDate: '2099-01-01' })).total).toBe(0);
    expect((await history({ endDate: '2000-01-01' })).total).toBe(0);
    const win = (await history({ searchSubCategory: SUB.gameWin })).items[0]!;
    const byId = await history({ searchID: win.transactionID.toLowerCase() });
    expect(byId.items.map(essentials)).toEqual([essentials(win)]);
    expect((await history({ searchID: 'L999999999' })).total).toBe(0);
  });

  it('pages and orders the payments and the ledger lines together', async () => {
    const all = (await history()).items.map((line) => line.transactionID);
    const pages: string[] = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      const page = await history({ limit: 3, offset });
      expect(page.total).toBe(all.length);
      pages.push(...page.items.map((line) => line.transactionID));
    }
    expect(pages).toEqual(all);
    const byAmount = (await history({ OrderPar: 'amount', OrderDir: 'asc' })).items.map((line) => line.amount);
    expect(byAmount).toEqual([500, 700, 700, 1_000, 2_500, 5_000, 5_000, LIMITS.demoGrantKurus]);
    const second = await history({ OrderPar: 'amount', OrderDir: 'asc', limit: 2, offset: 2 });
    expect(second.items.map((line) => line.amount)).toEqual([700, 1_000]);
  });

  it('lists a bonus converted to cash once, as money in under Bonus', async () => {
    const gambler = await newGambler();
    await claimFixedBonus(gambler.user);
    // Five rounds of ₺50 wager the ₺250 the bonus asks; the cash pays them, so the bonus stays whole.
    for (let round = 0; round < 5; round += 1) await playRound(gambler.token, 5_000, { win: 0 });
    await app.services.events.deliverNow();
    const bonusLines = await history({ searchCategory: BONUS }, gambler.user);
    expect(bonusLines.items.map(essentials)).toEqual([
      { type: IN, category: BONUS, sub: SUB.bonusConversion, amount: 5_000 },
      { type: IN, category: BONUS, sub: SUB.bonusGrant, amount: 5_000 },
    ]);
    const moneyOut = await history({ searchType: OUT }, gambler.user);
    expect(moneyOut.items.map((line) => line.transaction_sub_category_id)).toEqual(Array(5).fill(SUB.gameStake));
  });

  it('keeps a stranger from seeing any of it', async () => {
    const stranger = (await loginAs(app, await createPlayer(app))).user;
    const answer = await app.call<Page>('finance', 'list_transactions', { limit: 250 }, stranger);
    expect(answer.data.items.map(essentials)).toEqual([
      { type: IN, category: ADJUSTMENT, sub: SUB.demoGrant, amount: LIMITS.demoGrantKurus },
    ]);
  });
});
