import type { MethodOutput } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { highEarningsSubscriber } from '../src/modules/studio/high-earnings.js';
import { maskName } from '../src/platform/masked-name.js';
import { roundSettledEvents } from './support/events.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestGame, createGame, createProvider, playerInGame, walletCall, walletId } from './support/wallet.js';

/**
 * The high-earnings feed's thresholds are the operator's (HIGH_EARNINGS_MIN_MULTIPLE,
 * HIGH_EARNINGS_MIN_WIN_KURUS). The app runs with 5x and ₺200 rather than the defaults, so a row
 * in the feed proves the settings were read, not the old constants.
 */
type Feed = MethodOutput<'casino.high_earnings'>;

let app: TestApp;
let game: TestGame;

beforeAll(async () => {
  app = await createTestApp({ env: { HIGH_EARNINGS_MIN_MULTIPLE: '5', HIGH_EARNINGS_MIN_WIN_KURUS: '20000' } });
  game = await createGame(app, await createProvider(app));
}, 60_000);
afterAll(() => app.close());

/**
 * One settled round of a fresh player through the signed wallet API: answers the round's id as the
 * feed names it (ours, not the provider's) and the player's name.
 */
async function settledRound(stakeKurus: number, winKurus: number): Promise<{ roundId: number; username: string }> {
  const { token, userId } = await playerInGame(app, game);
  const providerRoundId = walletId('round');
  const base = { token, round_id: providerRoundId, game_id: game.code, currency: 'TRY' };
  const betId = walletId('bet');
  const bet = await walletCall(app, game.provider, 'bet', {
    ...base,
    request_id: walletId('r'),
    transaction_id: betId,
    amount: stakeKurus,
  });
  expect(bet.httpStatus).toBe(200);
  const win = await walletCall(app, game.provider, 'win', {
    ...base,
    request_id: walletId('r'),
    transaction_id: walletId('win'),
    reference_transaction_id: betId,
    amount: winKurus,
    round_closed: true,
  });
  expect(win.httpStatus).toBe(200);
  await app.services.events.drain();
  const round = await app.services.db
    .selectFrom('game_rounds')
    .innerJoin('users', 'users.id', 'game_rounds.user_id')
    .select(['game_rounds.id', 'game_rounds.status', 'users.username'])
    .where('game_rounds.round_id', '=', providerRoundId)
    .where('game_rounds.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(round.status).toBe('settled');
  return { roundId: round.id, username: round.username };
}

async function feedRow(roundId: number) {
  const feed = await app.call<Feed>('casino', 'high_earnings', { by: 'amount' });
  expect(feed.result).toBe(true);
  return feed.data.find((row) => row.roundID === roundId);
}

describe('high-earnings thresholds from the settings', () => {
  it('leaves out a win below both the multiple and the amount', async () => {
    const { roundId } = await settledRound(1_000, 4_999);
    expect(await feedRow(roundId)).toBeUndefined();
  });

  it('lists a win at exactly the multiple, under a masked name', async () => {
    const { roundId, username } = await settledRound(1_000, 5_000);
    const row = await feedRow(roundId);
    expect(row).toMatchObject({ maskedName: maskName(username), stakeKurus: 1_000, winKurus: 5_000 });
    expect(row!.maskedName).toMatch(/^.{1,2}\*\*\*.?$/u);
    expect(row!.maskedName).not.toContain(username);
  });

  it('lists a win at exactly the amount though its multiple is small', async () => {
    const { roundId, username } = await settledRound(10_000, 20_000);
    const row = await feedRow(roundId);
    expect(row).toMatchObject({ maskedName: maskName(username), winKurus: 20_000, multiplierHundredths: 200 });
  });
});

describe('high earnings in a batch', () => {
  it("records the big wins of a delivered batch once each, under each player's masked name", async () => {
    const played = [await settledRound(1_000, 6_000), await settledRound(1_000, 100), await settledRound(500, 20_000)];
    const ids = played.map((round) => round.roundId);
    // As if the deliveries had not happened yet.
    await app.services.db.deleteFrom('high_earnings').where('game_round_id', 'in', ids).execute();
    const rounds = await app.services.db
      .selectFrom('game_rounds')
      .select(['id', 'user_id', 'game_id', 'provider_id', 'stake_kurus', 'win_kurus'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const events = roundSettledEvents(rounds, new Date().toISOString());
    const subscriber = highEarningsSubscriber(app.services);
    await subscriber.handleBatch!([...events, events[0]!]);
    await subscriber.handleBatch!(events);
    const rows = await app.services.db
      .selectFrom('high_earnings')
      .select(['game_round_id', 'masked_name'])
      .where('game_round_id', 'in', ids)
      .orderBy('game_round_id')
      .execute();
    expect(rows).toEqual([
      { game_round_id: ids[0], masked_name: maskName(played[0]!.username) },
      { game_round_id: ids[2], masked_name: maskName(played[2]!.username) },
    ]);
  });
});

describe('loading the thresholds', () => {
  it('keeps 10x and ₺500 when unset', () => {
    const config = loadConfig({});
    expect(config.highEarningsMinMultipleHundredths).toBe(1_000);
    expect(config.highEarningsMinWinKurus).toBe(50_000);
  });

  it('reads a decimal multiple as hundredths without float error', () => {
    expect(loadConfig({ HIGH_EARNINGS_MIN_MULTIPLE: '1.5' }).highEarningsMinMultipleHundredths).toBe(150);
    expect(loadConfig({ HIGH_EARNINGS_MIN_MULTIPLE: '2.29' }).highEarningsMinMultipleHundredths).toBe(229);
    expect(loadConfig({ HIGH_EARNINGS_MIN_MULTIPLE: '1' }).highEarningsMinMultipleHundredths).toBe(100);
  });

  it.each(['0', '0.5', '-2', '1,5', '1.555', 'abc', '1e3', ' 10', '100001'])(
    'refuses the multiple %j with a clear error',
    (value) => {
      expect(() => loadConfig({ HIGH_EARNINGS_MIN_MULTIPLE: value })).toThrow(/HIGH_EARNINGS_MIN_MULTIPLE .*got "/);
    },
  );

  it.each(['0', '-1', '12.5', 'abc', '1000000001'])('refuses the amount %j with a clear error', (value) => {
    expect(() => loadConfig({ HIGH_EARNINGS_MIN_WIN_KURUS: value })).toThrow(/HIGH_EARNINGS_MIN_WIN_KURUS must be/);
  });
});
