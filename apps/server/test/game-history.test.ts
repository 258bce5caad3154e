import {
  GAME_HISTORY_LIMITS,
  type GameHistoryPage,
  type GameRoundDetail,
  MESSAGES,
  type UserPart,
} from '@bnw/contract';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGameSession } from '../src/modules/wallet/index.js';
import { roundPageQuery } from '../src/modules/wallet/history.js';
import { turkishDayStart } from '../src/platform/turkish-time.js';
import type { AuthenticatedPlayer } from '../src/platform/actor.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestGame, createGame, createProvider, walletCall, walletId } from './support/wallet.js';

/**
 * casino.game_history and casino.game_round over rounds made by real wallet calls, at chosen
 * instants: the day edges are Istanbul's (UTC+3), a day there starting at 21:00 UTC.
 */
let now = new Date('2026-11-23T12:00:00.000Z');
const QUERY_TIME = now;
let app: TestApp;
let game: TestGame;

interface Gambler {
  user: UserPart;
  player: AuthenticatedPlayer;
}

/** A player signed in at QUERY_TIME, with the resolved player that opens game sessions. */
async function newGambler(): Promise<Gambler> {
  now = QUERY_TIME;
  const { user } = await loginAs(app, await createPlayer(app));
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(resolved.problem);
  return { user, player: resolved.player };
}

type Step = { bet: number } | { win: number } | { rollback: true };

/**
 * One round played at `at` through the signed wallet API: the bets and wins (a win closes it)
 * or a rollback of the last bet. Answers the round's provider id.
 */
async function playRound(gambler: Gambler, at: string, steps: Step[]): Promise<string> {
  now = new Date(at);
  const session = await openGameSession(app.services, gambler.player, { gameId: game.id });
  if (!session) throw new Error('no game session');
  const roundId = walletId('round');
  let lastBet = { id: '', amount: 0 };
  for (const step of steps) {
    const base = {
      token: session.token,
      request_id: walletId('req'),
      transaction_id: walletId('tx'),
      round_id: roundId,
      game_id: game.code,
      currency: 'TRY',
    };
    let answer;
    if ('bet' in step) {
      answer = await walletCall(app, game.provider, 'bet', { ...base, amount: step.bet });
      lastBet = { id: base.transaction_id, amount: step.bet };
    } else if ('win' in step) {
      answer = await walletCall(app, game.provider, 'win', {
        ...base,
        amount: step.win,
        reference_transaction_id: lastBet.id,
        round_closed: true,
      });
    } else {
      answer = await walletCall(app, game.provider, 'rollback', {
        ...base,
        amount: lastBet.amount,
        reference_transaction_id: lastBet.id,
      });
    }
    if (answer.status !== 'OK') throw new Error(`wallet ${JSON.stringify(step)}: ${answer.status}`);
  }
  now = QUERY_TIME;
  return roundId;
}

function history(gambler: Gambler, data: Record<string, unknown> = {}) {
  return app.call<GameHistoryPage>('casino', 'game_history', data, gambler.user);
}

let alice: Gambler;
let bob: Gambler;
/** The provider's ids of the rounds played in beforeAll. */
const rounds = { lastSecondOf20th: '', firstSecondOf21st: '', open: '', rolledBack: '', twoBets: '', bobs: '' };

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  game = await createGame(app, await createProvider(app));
  alice = await newGambler();
  bob = await newGambler();
  // The last second of 20 November in Istanbul, and the first of the 21st.
  rounds.lastSecondOf20th = await playRound(alice, '2026-11-20T20:59:59.000Z', [{ bet: 1000 }, { win: 2500 }]);
  rounds.firstSecondOf21st = await playRound(alice, '2026-11-20T21:00:00.000Z', [{ bet: 500 }, { win: 0 }]);
  rounds.open = await playRound(alice, '2026-11-21T10:00:00.000Z', [{ bet: 700 }]);
  rounds.rolledBack = await playRound(alice, '2026-11-22T09:00:00.000Z', [{ bet: 300 }, { rollback: true }]);
  rounds.twoBets = await playRound(alice, '2026-11-22T15:00:00.000Z', [{ bet: 200 }, { bet: 300 }, { win: 1000 }]);
  rounds.bobs = await playRound(bob, '2026-11-22T16:00:00.000Z', [{ bet: 900 }, { win: 100 }]);
});
afterAll(() => app.close());

const ids = (page: GameHistoryPage) => page.rounds.map((round) => round.providerRoundID);

describe('Istanbul days', () => {
  it('a Turkish day starts at 21:00 UTC of the day before, across months and years', () => {
    expect(turkishDayStart('2026-11-21')).toBe('2026-11-20T21:00:00.000Z');
    expect(turkishDayStart('2026-11-30', 1)).toBe('2026-11-30T21:00:00.000Z');
    expect(turkishDayStart('2027-01-01')).toBe('2026-12-31T21:00:00.000Z');
    expect(turkishDayStart('2024-02-28', 1)).toBe('2024-02-28T21:00:00.000Z');
  });
});

describe('casino.game_history', () => {
  it('lists only the player own rounds, newest first, with game, provider, stake, win, status and times', async () => {
    const answer = await history(alice);
    expect(answer.result).toBe(true);
    expect(ids(answer.data)).toEqual([
      rounds.twoBets,
      rounds.rolledBack,
      rounds.open,
      rounds.firstSecondOf21st,
      rounds.lastSecondOf20th,
    ]);
    expect(answer.data.pagination).toEqual({ total: 5, limit: 20, offset: 0 });
    const [twoBets, rolledBack, open] = answer.data.rounds;
    expect(twoBets).toMatchObject({
      gameID: game.id,
      gameName: `Game ${game.code}`,
      providerName: `Provider ${game.provider.code}`,
      stakeKurus: 500,
      winKurus: 1000,
      status: 'settled',
      openedAt: '2026-11-22T15:00:00.000Z',
      settledAt: '2026-11-22T15:00:00.000Z',
    });
    expect(rolledBack).toMatchObject({ stakeKurus: 0, winKurus: 0, status: 'rolled_back' });
    expect(open).toMatchObject({ stakeKurus: 700, winKurus: 0, status: 'open', settledAt: null });
    expect(answer.data.totals).toEqual({ stakedKurus: 2700, wonKurus: 3500, netKurus: 800 });
  });

  it('counts a round on the Istanbul day it was opened, to the second', async () => {
    const the20th = await history(alice, { startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(ids(the20th.data)).toEqual([rounds.lastSecondOf20th]);
    const the21st = await history(alice, { startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(ids(the21st.data)).toEqual([rounds.open, rounds.firstSecondOf21st]);
    expect(the21st.data.totals).toEqual({ stakedKurus: 1200, wonKurus: 0, netKurus: -1200 });
  });

  it('takes open-ended ranges and sums the whole filtered range, not the page', async () => {
    const fromThe21st = await history(alice, { startDate: '2026-11-21', limit: 1 });
    expect(fromThe21st.data.rounds).toHaveLength(1);
    expect(fromThe21st.data.pagination.total).toBe(4);
    expect(fromThe21st.data.totals).toEqual({ stakedKurus: 1700, wonKurus: 1000, netKurus: -700 });
    const untilThe20th = await history(alice, { endDate: '2026-11-20' });
    expect(ids(untilThe20th.data)).toEqual([rounds.lastSecondOf20th]);
    const empty = await history(alice, { startDate: '2026-11-24' });
    expect(empty.data).toEqual({
      rounds: [],
      pagination: { total: 0, limit: 20, offset: 0 },
      totals: { stakedKurus: 0, wonKurus: 0, netKurus: 0 },
    });
  });

  it('filters by status', async () => {
    const settled = await history(alice, { status: 'settled' });
    expect(ids(settled.data)).toEqual([rounds.twoBets, rounds.firstSecondOf21st, rounds.lastSecondOf20th]);
    expect(settled.data.totals).toEqual({ stakedKurus: 2000, wonKurus: 3500, netKurus: 1500 });
    expect(ids((await history(alice, { status: 'open' })).data)).toEqual([rounds.open]);
    expect(ids((await history(alice, { status: 'rolled_back' })).data)).toEqual([rounds.rolledBack]);
  });

  it('pages through the rounds without gaps or repeats, and stops at the deepest page', async () => {
    const pages = await Promise.all([0, 2, 4].map((offset) => history(alice, { limit: 2, offset })));
    expect(pages.flatMap((page) => ids(page.data))).toEqual(ids((await history(alice)).data));
    expect(pages[2]?.data.pagination).toEqual({ total: 5, limit: 2, offset: 4 });
    const deepest = await history(alice, { offset: GAME_HISTORY_LIMITS.maxRows - 1, limit: 100 });
    expect(deepest.result).toBe(true);
    expect(deepest.data.rounds).toEqual([]);
  });

  it('accepts the limit as the site sends it, as text too', async () => {
    const answer = await history(alice, { limit: '100', offset: '0' });
    expect(answer.data.pagination).toEqual({ total: 5, limit: 100, offset: 0 });
  });

  it('shows another player none of the rounds', async () => {
    const answer = await history(bob);
    expect(ids(answer.data)).toEqual([rounds.bobs]);
    expect(answer.data.totals).toEqual({ stakedKurus: 900, wonKurus: 100, netKurus: -800 });
  });

  it('needs a signed-in player', async () => {
    const answer = await app.call('casino', 'game_history', {});
    expect(answer.result).toBe(false);
    expect(answer.data).toBeNull();
  });

  const limitText = MESSAGES.gameHistoryLimitInvalid.tr;
  const offsetText = MESSAGES.gameHistoryOffsetInvalid.tr;
  const dateText = MESSAGES.dateInvalid.tr;
  it.each([
    ['limit 0', { limit: 0 }, limitText],
    ['limit 101', { limit: 101 }, limitText],
    ['limit x', { limit: 'x' }, limitText],
    ['limit 1.5', { limit: 1.5 }, limitText],
    ['offset -1', { offset: -1 }, offsetText],
    ['offset past the deepest page', { offset: GAME_HISTORY_LIMITS.maxRows }, offsetText],
    ['offset x', { offset: 'x' }, offsetText],
    ['a month 13', { startDate: '2026-13-01' }, dateText],
    ['30 February', { endDate: '2026-02-30' }, dateText],
    ['a date without dashes', { startDate: '20261120' }, dateText],
    ['a day and month swapped', { startDate: '20-11-2026' }, dateText],
    ['a date too long', { startDate: '2026-11-20'.repeat(50) }, dateText],
    ['a date as a number', { endDate: 20261120 }, dateText],
    ['an end before the start', { startDate: '2026-11-21', endDate: '2026-11-20' }, MESSAGES.dateRangeInvalid.tr],
    ['a control character', { startDate: '2026-11\u000020' }, MESSAGES.invalidCharacter.tr],
    ['an unknown status', { status: 'won' }, MESSAGES.gameRoundStatusInvalid.tr],
    ['a status too long', { status: 'settled'.repeat(200) }, MESSAGES.gameRoundStatusInvalid.tr],
    ['a status with a control character', { status: 'settled\u0007' }, MESSAGES.gameRoundStatusInvalid.tr],
  ])('refuses %s in Turkish', async (_name, data, message) => {
    const answer = await history(alice, data);
    expect(answer).toMatchObject({ result: false, message, data: null });
  });

  it.skipIf(!!process.env.DATABASE_URL)(
    'reads a page through the (user_id, opened_at, id) index, without sorting',
    async () => {
      const compiled = roundPageQuery(app.services, alice.player.user.id, {
        Lang: 'tr',
        limit: 100,
        offset: 900,
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        status: 'settled',
      }).compile();
      const plan = await app.services.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((row) => row.detail).join(' | ');
      expect(details).toMatch(/game_rounds USING INDEX game_rounds_user_opened/);
      expect(details).not.toContain('TEMP B-TREE');
    },
  );
});

describe('casino.game_round', () => {
  async function roundIdOf(providerRoundId: string): Promise<number> {
    const row = await app.services.db
      .selectFrom('game_rounds')
      .select('id')
      .where('round_id', '=', providerRoundId)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const detail = (gambler: Gambler, roundID: unknown) =>
    app.call<GameRoundDetail>('casino', 'game_round', { roundID }, gambler.user);

  it('answers the round with its bets and win in the order they came', async () => {
    const answer = await detail(alice, await roundIdOf(rounds.twoBets));
    expect(answer.result).toBe(true);
    expect(answer.data.round).toMatchObject({ providerRoundID: rounds.twoBets, stakeKurus: 500, winKurus: 1000 });
    expect(answer.data.calls.map(({ kind, amountKurus, cancelled }) => ({ kind, amountKurus, cancelled }))).toEqual([
      { kind: 'bet', amountKurus: 200, cancelled: false },
      { kind: 'bet', amountKurus: 300, cancelled: false },
      { kind: 'win', amountKurus: 1000, cancelled: false },
    ]);
    expect(answer.data.callsTotal).toBe(3);
    for (const call of answer.data.calls) {
      expect(call.at).toBe('2026-11-22T15:00:00.000Z');
      expect(call.transactionID).toMatch(/^tx-[0-9a-f]{16}$/);
    }
  });

  it('shows a rolled-back bet as cancelled, followed by its rollback', async () => {
    const answer = await detail(alice, await roundIdOf(rounds.rolledBack));
    expect(answer.data.round.status).toBe('rolled_back');
    expect(answer.data.calls.map(({ kind, amountKurus, cancelled }) => ({ kind, amountKurus, cancelled }))).toEqual([
      { kind: 'bet', amountKurus: 300, cancelled: true },
      { kind: 'rollback', amountKurus: 300, cancelled: false },
    ]);
  });

  it('answers another player round exactly as an unknown one', async () => {
    const bobsRound = await detail(alice, await roundIdOf(rounds.bobs));
    const unknown = await detail(alice, 2_000_000_000);
    expect(bobsRound).toMatchObject({ result: false, message: MESSAGES.roundNotFound.tr, data: null });
    expect(unknown).toEqual(bobsRound);
    expect((await detail(bob, await roundIdOf(rounds.bobs))).result).toBe(true);
  });

  it.each([['x'], [0], [-1], [1.5], ['1'.repeat(40)], [null]])(
    'refuses the round id %s in Turkish',
    async (roundID) => {
      expect(await detail(alice, roundID)).toMatchObject({
        result: false,
        message: MESSAGES.roundNotFound.tr,
        data: null,
      });
    },
  );
});
