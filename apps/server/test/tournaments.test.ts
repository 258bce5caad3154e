import type { MethodOutput, UserPart } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { HOUSE_ACCOUNTS } from '../src/ledger/house-accounts.js';
import { maskName } from '../src/platform/masked-name.js';
import { settleTournaments } from '../src/modules/tournaments/index.js';
import { PRIZE_SUBSCRIBER } from '../src/modules/bonuses/index.js';
import { SCORING_SUBSCRIBER, scoringSubscriber } from '../src/modules/tournaments/scoring.js';
import {
  DAY_MS,
  MINUTE_MS,
  expectRefusal,
  insertPrizeOffer,
  insertTournament,
  isoFrom,
  settableClock,
} from './content-fixtures.js';
import { deliveredTo } from './support/events.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import {
  type TestGame,
  type TestProvider,
  createGame,
  createProvider,
  walletCall,
  walletId,
} from './support/wallet.js';
import { openGameSession } from '../src/modules/wallet/index.js';

/**
 * The tournaments engine through the real app: points from real rounds (the wallet's bets and
 * wins, round_settled), only inside the window, on eligible games and at the minimum stake; the
 * leaderboard with masked names and the player's own standing far down; prizes paid once when the
 * tournament concludes, whether the run repeats or two run at once; the ledger verifies.
 */
type Board = MethodOutput<'tournaments.leaderboard'>;
type Standing = MethodOutput<'tournaments.my_standing'>;

const clock = settableClock(new Date('2026-11-22T10:00:00.000Z'));
let app: TestApp;
let provider: TestProvider;
let game: TestGame;
let otherLobbyGame: TestGame;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  provider = await createProvider(app);
  game = await createGame(app, provider);
  otherLobbyGame = await createGame(app, provider);
  await app.services.db.updateTable('games').set({ lobby: 'virtual' }).where('id', '=', otherLobbyGame.id).execute();
}, 60_000);
afterAll(() => app.close());

interface Player {
  user: UserPart;
  userId: number;
  username: string;
}

async function newPlayer(): Promise<Player> {
  const created = await createPlayer(app);
  const { user } = await loginAs(app, created);
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(resolved.problem);
  return { user, userId: resolved.player.user.id, username: created.username };
}

/** One settled round of `stake` and `win` kuruş, as a provider plays it (bet, then the closing win). */
async function playRound(player: Player, stake: number, win: number, on: TestGame = game): Promise<void> {
  const resolved = await app.services.sessions.resolve(player.user);
  if (!resolved.ok) throw new Error(resolved.problem);
  const session = await openGameSession(app.services, resolved.player, { gameId: on.id });
  const base = { token: session!.token, round_id: walletId('round'), game_id: on.code, currency: 'TRY' };
  const betId = walletId('bet');
  const bet = await walletCall(app, provider, 'bet', {
    ...base,
    request_id: walletId('r'),
    transaction_id: betId,
    amount: stake,
  });
  expect(bet.status).toBe('OK');
  const paid = await walletCall(app, provider, 'win', {
    ...base,
    request_id: walletId('r'),
    transaction_id: walletId('win'),
    reference_transaction_id: betId,
    amount: win,
    round_closed: true,
  });
  expect(paid.status).toBe('OK');
}

async function board(tournamentId: number, limit = 20): Promise<Board> {
  const answer = await app.call<Board>('tournaments', 'leaderboard', { tournamentID: tournamentId, limit });
  expect(answer.result, JSON.stringify(answer)).toBe(true);
  return answer.data;
}

async function standing(player: Player, tournamentId: number): Promise<Standing> {
  const answer = await app.call<Standing>('tournaments', 'my_standing', { tournamentID: tournamentId }, player.user);
  expect(answer.result, JSON.stringify(answer)).toBe(true);
  return answer.data;
}

async function cashOf(userId: number): Promise<number> {
  const account = await app.services.ledger.playerCashAccountId(userId);
  return (await app.services.ledger.balance(account)).availableKurus;
}

function tournament(overrides: Parameters<typeof insertTournament>[2] = {}) {
  return insertTournament(app, clock.now(), { eligible_category_ids: '[]', ...overrides });
}

describe('tournament scoring', () => {
  it('counts total stake from real rounds on eligible games at the minimum stake, inside the window only', async () => {
    const now = clock.now();
    const id = await tournament({ scoring_rule: 'total_stake', min_stake_kurus: 200 });
    const later = await tournament({ start_date: isoFrom(now, MINUTE_MS), end_date: isoFrom(now, DAY_MS) });
    const player = await newPlayer();
    await playRound(player, 500, 0);
    await playRound(player, 300, 900);
    await playRound(player, 100, 0); // below the minimum stake
    await playRound(player, 1_000, 0, otherLobbyGame); // not a slot-lobby game
    expect(await standing(player, id)).toMatchObject({ Rank: 1, Points: 800 });
    expect(await standing(player, later)).toMatchObject({ Rank: null, Points: 0 });
  });

  it('counts total win, and the best single-round multiplier in hundredths of the stake', async () => {
    const byWin = await tournament({ scoring_rule: 'total_win' });
    const byMultiplier = await tournament({ scoring_rule: 'best_multiplier' });
    const player = await newPlayer();
    await playRound(player, 200, 500);
    await playRound(player, 1_000, 2_000);
    await playRound(player, 100, 0);
    expect(await standing(player, byWin)).toMatchObject({ Points: 2_500 });
    expect(await standing(player, byMultiplier)).toMatchObject({ Points: 250 });
  });

  it('counts a round delivered twice once', async () => {
    const id = await tournament();
    const player = await newPlayer();
    await playRound(player, 400, 0);
    const round = await app.services.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    const { scoreRound } = await import('../src/modules/tournaments/scoring.js');
    const payload = {
      roundId: round.id,
      userId: player.userId,
      gameId: round.game_id,
      providerId: round.provider_id,
      stakeKurus: 400,
      winKurus: 0,
    };
    await scoreRound(app.services, payload, { recordedAt: clock.now().toISOString() });
    expect(await standing(player, id)).toMatchObject({ Points: 400 });
  });
});

describe('tournament scoring in batches', () => {
  it('scores a batch of several players, games in and out, and a replayed round once each, as one at a time would', async () => {
    const [first, second] = [await newPlayer(), await newPlayer()];
    const plays: Array<[Player, number, number, TestGame]> = [
      [first, 500, 0, game],
      [second, 300, 900, game],
      [first, 700, 7_000, otherLobbyGame], // not a slot-lobby game
      [second, 200, 0, game],
      [first, 400, 1_200, game],
      [second, 100, 1_000, game],
    ];
    for (const [player, stake, win, on] of plays) await playRound(player, stake, win, on);
    // Their deliveries are done before the tournaments below exist: only the calls here score them for those.
    await deliveredTo(app, SCORING_SUBSCRIBER, new Date(clock.now().getTime() + 1));
    const events = (await roundsOf([first, second])).map((round, index) => ({
      payload: round,
      meta: { eventId: index + 1, recordedAt: isoFrom(clock.now(), index * 1_000), attempt: 1 },
    }));
    const subscriber = scoringSubscriber(app.services);

    const oneByOne = [await tournament(), await tournament({ scoring_rule: 'best_multiplier' })];
    for (const event of [...events, events[0]!]) await subscriber.handle(event.payload, event.meta);
    const batched = [await tournament(), await tournament({ scoring_rule: 'best_multiplier' })];
    await subscriber.handleBatch!(events.slice(0, 2));
    await subscriber.handleBatch!([...events, events[3]!]); // the first two again, and one twice

    const expected = [
      [
        { user_id: first.userId, points: 900, reached_at: events[4]!.meta.recordedAt, rounds: 2 },
        { user_id: second.userId, points: 600, reached_at: events[5]!.meta.recordedAt, rounds: 3 },
      ],
      [
        { user_id: first.userId, points: 300, reached_at: events[4]!.meta.recordedAt, rounds: 2 },
        { user_id: second.userId, points: 1_000, reached_at: events[5]!.meta.recordedAt, rounds: 3 },
      ],
    ];
    for (const [index, expectedEntries] of expected.entries()) {
      expect(await entriesOf(oneByOne[index]!)).toEqual(expectedEntries);
      expect(await entriesOf(batched[index]!)).toEqual(expectedEntries);
      expect(await countedRounds(batched[index]!)).toBe(5);
    }
  });

  it('dates a best multiplier at the first round that reached it, and a sum at its last gain', async () => {
    const player = await newPlayer();
    for (const [stake, win] of [
      [200, 400],
      [100, 200],
      [300, 0],
    ]) {
      await playRound(player, stake!, win!);
    }
    await deliveredTo(app, SCORING_SUBSCRIBER, new Date(clock.now().getTime() + 1));
    const events = (await roundsOf([player])).map((round, index) => ({
      payload: round,
      meta: { eventId: index + 1, recordedAt: isoFrom(clock.now(), index * 1_000), attempt: 1 },
    }));
    const [byWin, byMultiplier] = [
      await tournament({ scoring_rule: 'total_win' }),
      await tournament({ scoring_rule: 'best_multiplier' }),
    ];
    await scoringSubscriber(app.services).handleBatch!(events);
    expect(await entriesOf(byWin)).toEqual([
      { user_id: player.userId, points: 600, reached_at: events[1]!.meta.recordedAt, rounds: 3 },
    ]);
    expect(await entriesOf(byMultiplier)).toEqual([
      { user_id: player.userId, points: 200, reached_at: events[0]!.meta.recordedAt, rounds: 3 },
    ]);
  });
});

/** The players' settled rounds as their round_settled events carry them, in the order played. */
async function roundsOf(players: readonly Player[]) {
  const rows = await app.services.db
    .selectFrom('game_rounds')
    .select(['id', 'user_id', 'game_id', 'provider_id', 'stake_kurus', 'win_kurus'])
    .where(
      'user_id',
      'in',
      players.map((player) => player.userId),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    roundId: row.id,
    userId: row.user_id,
    gameId: row.game_id,
    providerId: row.provider_id,
    stakeKurus: Number(row.stake_kurus),
    winKurus: Number(row.win_kurus),
  }));
}

async function entriesOf(tournamentId: number) {
  const rows = await app.services.db
    .selectFrom('tournament_entries')
    .select(['user_id', 'points', 'reached_at', 'rounds'])
    .where('tournament_id', '=', tournamentId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => ({ ...row, points: Number(row.points), rounds: Number(row.rounds) }));
}

async function countedRounds(tournamentId: number): Promise<number> {
  const rows = await app.services.db
    .selectFrom('tournament_rounds')
    .select('game_round_id')
    .where('tournament_id', '=', tournamentId)
    .execute();
  return rows.length;
}

describe('tournament leaderboard', () => {
  it('ranks with masked names and prizes, ties sharing their ranks, and shows a player far down their own rank', async () => {
    const id = await tournament({
      prize_table: JSON.stringify([
        { fromRank: 1, toRank: 1, amountKurus: 10_000, kind: 'cash' },
        { fromRank: 2, toRank: 3, amountKurus: 3_000, kind: 'cash' },
      ]),
    });
    const players = [];
    for (const stake of [900, 500, 500, 300, 200]) {
      const player = await newPlayer();
      await playRound(player, stake, 0);
      players.push(player);
    }
    const top = await board(id, 3);
    expect(top).toMatchObject({ State: 'active', ScoringRule: 'total_stake', Entries: 5, Settled: false });
    expect(top.Rows.map((row) => [row.Rank, row.Points, row.Prize])).toEqual([
      [1, 900, { CashKurus: 10_000, BonusKurus: 0 }],
      [2, 500, { CashKurus: 3_000, BonusKurus: 0 }],
      [2, 500, { CashKurus: 3_000, BonusKurus: 0 }],
    ]);
    expect(top.Rows[0]!.MaskedName).toBe(maskName(players[0]!.username));
    expect(JSON.stringify(top)).not.toContain(players[0]!.username);
    expect(await standing(players[4]!, id)).toEqual({ TournamentID: id, Rank: 5, Points: 200, Prize: null });
  });

  it('refuses an unknown tournament and a bad limit in Turkish, and my standing needs a login', async () => {
    const id = await tournament();
    expectRefusal(await app.call('tournaments', 'leaderboard', { tournamentID: 999_999 }), 'tournamentNotFound');
    expectRefusal(await app.call('tournaments', 'leaderboard', { tournamentID: 'x' }), 'tournamentNotFound');
    for (const limit of [0, 51, 2.5, 'çok']) {
      expectRefusal(
        await app.call('tournaments', 'leaderboard', { tournamentID: id, limit }),
        'leaderboardQueryInvalid',
      );
    }
    const anonymous = await app.call('tournaments', 'my_standing', { tournamentID: id });
    expect(anonymous.result).toBe(false);
    const hidden = await tournament({ status: 'inactive' });
    expectRefusal(await app.call('tournaments', 'leaderboard', { tournamentID: hidden }), 'tournamentNotFound');
  });
});

describe('tournament prizes', () => {
  it('pays once when it concludes, however often and however many at once run the payout', async () => {
    const now = clock.now();
    const id = await tournament({
      end_date: isoFrom(now, 10 * MINUTE_MS),
      prize_table: JSON.stringify([
        { fromRank: 1, toRank: 2, amountKurus: 5_001, kind: 'cash' },
        { fromRank: 3, toRank: 3, amountKurus: 2_000, kind: 'bonus' },
      ]),
    });
    await insertPrizeOffer(app, id, clock.now());
    const [first, second, third] = [await newPlayer(), await newPlayer(), await newPlayer()];
    await playRound(first, 700, 0);
    await playRound(second, 700, 0);
    await playRound(third, 100, 0);
    const before = await Promise.all([first, second, third].map((player) => cashOf(player.userId)));
    const houseBefore = await houseBalance();

    await settleTournaments(app.services);
    expect(await settlementOf(id)).toBeUndefined(); // not over yet
    clock.advance(10 * MINUTE_MS);
    // A round settled at the end itself no longer counts.
    await playRound(third, 5_000, 0);
    await Promise.all([settleTournaments(app.services), settleTournaments(app.services)]);
    await settleTournaments(app.services);
    expect(await settlementOf(id)).toMatchObject({ winners: 3, cash_kurus: 10_002, bonus_kurus: 2_000 });

    const after = await Promise.all([first, second, third].map((player) => cashOf(player.userId)));
    // Tied first: ranks 1 and 2 pooled (10,002) and split, no leftover. Third's prize is bonus, not cash.
    expect(after[0]! - before[0]!).toBe(5_001);
    expect(after[1]! - before[1]!).toBe(5_001);
    expect(after[2]! - before[2]!).toBe(-5_000);
    expect(houseBefore - (await houseBalance())).toBe(10_002);
    const payouts = await app.services.db
      .selectFrom('tournament_payouts')
      .select(['user_id', 'rank', 'cash_kurus', 'bonus_kurus', 'bonus_status'])
      .where('tournament_id', '=', id)
      .orderBy('rank')
      .orderBy('user_id')
      .execute();
    expect(payouts).toHaveLength(3);
    expect(payouts[2]).toMatchObject({
      user_id: third.userId,
      rank: 3,
      cash_kurus: 0,
      bonus_kurus: 2_000,
      bonus_status: 'awarded',
    });
    // The bonus part arrives as an event: one prize bonus on the tournament's terms, however often delivered.
    await deliveredTo(app, PRIZE_SUBSCRIBER, clock.now());
    const prizes = await app.services.db
      .selectFrom('player_bonuses')
      .select(['user_id', 'status', 'amount_kurus', 'wagering_required_kurus'])
      .where('user_id', 'in', [first.userId, second.userId, third.userId])
      .execute();
    expect(prizes).toEqual([
      { user_id: third.userId, status: 'active', amount_kurus: 2_000, wagering_required_kurus: 20_000 },
    ]);
    expect((await board(id)).Settled).toBe(true);
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });
});

async function houseBalance(): Promise<number> {
  const house = await app.services.ledger.houseAccountId(HOUSE_ACCOUNTS.tournamentPrizes);
  return (await app.services.ledger.balance(house)).balanceKurus;
}

function settlementOf(tournamentId: number) {
  return app.services.db
    .selectFrom('tournament_settlements')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
}
