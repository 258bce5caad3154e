import { LIMITS } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { GAME_SESSION_KEEP_MS, sweepGameSessions } from '../src/modules/wallet/index.js';
import { manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import {
  type TestGame,
  allowLargeStakes,
  type TestProvider,
  createGame,
  createProvider,
  playerInGame,
  walletCall,
  walletId,
} from './support/wallet.js';

/**
 * The seamless wallet's contract with game providers: every call that was read is answered 200
 * with a status; a transaction id moves money once whatever the retries; a rollback may come
 * before its bet; the balance is the player's available cash in kuruş.
 */
const START = LIMITS.demoGrantKurus;
const clock = manualClock(new Date());
let app: TestApp;
let provider: TestProvider;
let game: TestGame;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  await allowLargeStakes(app);
  provider = await createProvider(app);
  game = await createGame(app, provider);
});
afterAll(() => app.close());

function money(token: string, fields: Record<string, unknown> = {}) {
  return {
    token,
    request_id: walletId('req'),
    transaction_id: walletId('tx'),
    round_id: walletId('round'),
    game_id: game.code,
    amount: 1000,
    currency: 'TRY',
    ...fields,
  };
}

const call = (name: string, body: Record<string, unknown> | string, options?: { signature?: string }) =>
  walletCall(app, provider, name, body, options);

async function roundOf(roundId: string) {
  return app.services.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('provider_id', '=', provider.id)
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
}

describe('balance', () => {
  it('answers the player available cash', async () => {
    const { token } = await playerInGame(app, game);
    expect(await call('balance', { token, request_id: 'r1' })).toEqual({
      status: 'OK',
      balance: START,
      currency: 'TRY',
      httpStatus: 200,
    });
  });

  it('refuses an unknown token, another provider and a bad signature, without telling a balance', async () => {
    const { token } = await playerInGame(app, game);
    expect(await call('balance', { token: 'nope', request_id: 'r1' })).toMatchObject({
      status: 'INVALID_TOKEN',
      balance: 0,
    });
    const other = await createProvider(app);
    expect(await walletCall(app, other, 'balance', { token, request_id: 'r1' })).toMatchObject({
      status: 'INVALID_TOKEN',
    });
    expect(await call('balance', { token, request_id: 'r1' }, { signature: 'sha256=00' })).toMatchObject({
      status: 'INVALID_SIGNATURE',
      balance: 0,
      httpStatus: 200,
    });
    const stranger = { code: 'no-such-provider', secret: 'x' };
    expect(await walletCall(app, stranger, 'balance', { token, request_id: 'r1' })).toMatchObject({
      status: 'UNKNOWN_PROVIDER',
    });
  });

  it('refuses malformed, oversized and control-character bodies', async () => {
    const { token } = await playerInGame(app, game);
    expect(await call('balance', '{not json')).toMatchObject({ status: 'INVALID_REQUEST' });
    expect(await call('balance', { token, request_id: 'a\u0000b' })).toMatchObject({ status: 'INVALID_REQUEST' });
    expect(await call('balance', { token, request_id: 'r', extra: 1 })).toMatchObject({ status: 'INVALID_REQUEST' });
    const huge = await app.server.inject({
      method: 'POST',
      url: '/wallet/v1/balance',
      headers: { 'content-type': 'application/json', 'x-bnw-provider': provider.code },
      payload: JSON.stringify({ token, request_id: 'x'.repeat(10_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('bet', () => {
  it('takes the stake once and answers the balance after it', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    expect(await call('bet', bet)).toEqual({
      status: 'OK',
      balance: START - 1000,
      currency: 'TRY',
      transaction_id: bet.transaction_id,
      httpStatus: 200,
    });
    expect(await roundOf(bet.round_id)).toMatchObject({ status: 'open', stake_kurus: 1000, win_kurus: 0 });
  });

  it('answers an exact replay with the first answer, and another request under the same id as a duplicate', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    await call('bet', bet);
    await call('bet', money(token, { amount: 500 }));
    // The replay carries a new request id; the answer is the first one, not the balance of now.
    expect(await call('bet', { ...bet, request_id: walletId('req') })).toMatchObject({
      status: 'OK',
      balance: START - 1000,
    });
    expect(await call('bet', { ...bet, amount: 2000 })).toMatchObject({
      status: 'DUPLICATE_TRANSACTION',
      balance: START - 1500,
    });
  });

  it('moves the money once when the same bet arrives 20 times at once', async () => {
    const { token, userId } = await playerInGame(app, game);
    const bet = money(token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('bet', bet)));
    for (const answer of answers) expect(answer).toMatchObject({ status: 'OK', balance: START - 1000 });
    const rows = await app.services.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await call('balance', { token, request_id: 'r' })).balance).toBe(START - 1000);
  });

  it('refuses amounts that are not positive whole kuruş', async () => {
    const { token } = await playerInGame(app, game);
    for (const amount of [-100, 0, 10.5, '1000', null]) {
      expect(await call('bet', money(token, { amount }))).toMatchObject({ status: 'INVALID_REQUEST' });
    }
    expect((await call('balance', { token, request_id: 'r' })).balance).toBe(START);
  });

  it('answers insufficient funds with the balance, and a retry the same', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token, { amount: START + 1 });
    expect(await call('bet', bet)).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: START });
    expect(await call('bet', bet)).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: START });
    expect(await call('bet', money(token, { amount: START }))).toMatchObject({ status: 'OK', balance: 0 });
  });

  it('refuses a wrong currency, another game and an expired token', async () => {
    const { token } = await playerInGame(app, game);
    expect(await call('bet', money(token, { currency: 'EUR' }))).toMatchObject({
      status: 'WRONG_CURRENCY',
      balance: START,
    });
    expect(await call('bet', money(token, { game_id: 'another-game' }))).toMatchObject({
      status: 'INVALID_REQUEST',
    });
    clock.advance(13 * 60 * 60 * 1000);
    expect(await call('bet', money(token))).toMatchObject({ status: 'TOKEN_EXPIRED', balance: START });
    expect(await call('balance', { token, request_id: 'r' })).toMatchObject({ status: 'TOKEN_EXPIRED' });
  });

  it('refuses a blocked player', async () => {
    const { token, userId } = await playerInGame(app, game);
    await app.services.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', userId).execute();
    expect(await call('bet', money(token))).toMatchObject({ status: 'PLAYER_BLOCKED', balance: START });
  });
});

describe('win', () => {
  it('pays the win, settles the round and records round_settled', async () => {
    const { token, userId } = await playerInGame(app, game);
    const bet = money(token);
    await call('bet', bet);
    const win = money(token, {
      round_id: bet.round_id,
      amount: 2500,
      reference_transaction_id: bet.transaction_id,
      round_closed: true,
    });
    expect(await call('win', win)).toMatchObject({ status: 'OK', balance: START + 1500 });
    const round = await roundOf(bet.round_id);
    expect(round).toMatchObject({ status: 'settled', stake_kurus: 1000, win_kurus: 2500 });
    const events = await app.services.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('type', '=', 'round_settled')
      .execute();
    expect(events.map((event) => JSON.parse(event.payload))).toContainEqual({
      roundId: round.id,
      userId,
      gameId: game.id,
      providerId: provider.id,
      stakeKurus: 1000,
      winKurus: 2500,
    });
  });

  it('is accepted after the token lapsed', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    await call('bet', bet);
    clock.advance(13 * 60 * 60 * 1000);
    const win = money(token, { round_id: bet.round_id, amount: 300, reference_transaction_id: bet.transaction_id });
    expect(await call('win', win)).toMatchObject({ status: 'OK', balance: START - 700 });
  });

  it('refuses a win on an unknown or rolled-back bet', async () => {
    const { token } = await playerInGame(app, game);
    const unknown = money(token, { reference_transaction_id: 'never-seen' });
    expect(await call('win', unknown)).toMatchObject({ status: 'TRANSACTION_NOT_FOUND', balance: START });
    const bet = money(token);
    await call('bet', bet);
    await call('rollback', money(token, { round_id: bet.round_id, reference_transaction_id: bet.transaction_id }));
    const win = money(token, { round_id: bet.round_id, amount: 500, reference_transaction_id: bet.transaction_id });
    expect(await call('win', win)).toMatchObject({ status: 'TRANSACTION_NOT_FOUND', balance: START });
  });
});

describe('rollback', () => {
  it('gives the stake back and closes the round', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    await call('bet', bet);
    const rollback = money(token, { round_id: bet.round_id, reference_transaction_id: bet.transaction_id });
    expect(await call('rollback', rollback)).toMatchObject({ status: 'OK', balance: START });
    expect(await call('rollback', rollback)).toMatchObject({ status: 'OK', balance: START });
    expect(await roundOf(bet.round_id)).toMatchObject({ status: 'rolled_back', stake_kurus: 0 });
  });

  it('accepts a rollback of a bet never seen, and refuses the late bet', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    const rollback = money(token, { round_id: bet.round_id, reference_transaction_id: bet.transaction_id });
    expect(await call('rollback', rollback)).toMatchObject({ status: 'OK', balance: START });
    expect(await call('bet', bet)).toMatchObject({ status: 'DUPLICATE_TRANSACTION', balance: START });
    expect((await call('balance', { token, request_id: 'r' })).balance).toBe(START);
  });

  it('refuses to roll back a bet that already has a win', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    await call('bet', bet);
    await call(
      'win',
      money(token, { round_id: bet.round_id, amount: 400, reference_transaction_id: bet.transaction_id }),
    );
    const rollback = money(token, { round_id: bet.round_id, reference_transaction_id: bet.transaction_id });
    expect(await call('rollback', rollback)).toMatchObject({ status: 'INVALID_REQUEST', balance: START - 600 });
  });

  it('lets only one of a win and a rollback of the same bet through when they race', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { token } = await playerInGame(app, game);
      const bet = money(token);
      await call('bet', bet);
      const reference = { round_id: bet.round_id, reference_transaction_id: bet.transaction_id };
      const [win, rollback] = await Promise.all([
        call('win', money(token, { ...reference, amount: 700 })),
        call('rollback', money(token, reference)),
      ]);
      expect([win.status, rollback.status].filter((status) => status === 'OK')).toHaveLength(1);
      const balance = (await call('balance', { token, request_id: 'r' })).balance;
      expect(balance).toBe(win.status === 'OK' ? START - 300 : START);
    }
  });

  it('moves nothing when a bet and its early rollback race', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    const rollback = money(token, { round_id: bet.round_id, reference_transaction_id: bet.transaction_id });
    const answers = await Promise.all([call('rollback', rollback), call('bet', bet)]);
    expect(answers[0]).toMatchObject({ status: 'OK' });
    expect((await call('balance', { token, request_id: 'r' })).balance).toBe(START);
  });

  it('answers OK without money for a bet that was refused, and records round_settled for a rollback', async () => {
    const { token, userId } = await playerInGame(app, game);
    const refused = money(token, { amount: START + 1 });
    await call('bet', refused);
    const undo = money(token, {
      round_id: refused.round_id,
      amount: START + 1,
      reference_transaction_id: refused.transaction_id,
    });
    expect(await call('rollback', undo)).toMatchObject({ status: 'OK', balance: START });
    const bet = money(token);
    await call('bet', bet);
    await call('rollback', money(token, { round_id: bet.round_id, reference_transaction_id: bet.transaction_id }));
    const round = await roundOf(bet.round_id);
    const events = await app.services.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('type', '=', 'round_settled')
      .execute();
    expect(events.map((event) => JSON.parse(event.payload))).toContainEqual(
      expect.objectContaining({ roundId: round.id, userId, stakeKurus: 0, winKurus: 0 }),
    );
  });

  it('refuses a rollback naming another round than its bet', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    await call('bet', bet);
    const rollback = money(token, { round_id: 'another-round', reference_transaction_id: bet.transaction_id });
    expect(await call('rollback', rollback)).toMatchObject({ status: 'INVALID_REQUEST', balance: START - 1000 });
  });

  it('keeps the ledger balanced', async () => {
    expect((await verifyLedger(app.services.db)).violations).toEqual([]);
  });
});

describe('game sessions', () => {
  // Last: it moves the clock a month on.
  it('are swept a month after they lapsed, and their token is unknown from then on', async () => {
    const { token } = await playerInGame(app, game);
    expect(await sweepGameSessions(app.services)).toBe(0);
    clock.advance(GAME_SESSION_KEEP_MS + 13 * 60 * 60 * 1000);
    expect(await sweepGameSessions(app.services)).toBeGreaterThan(0);
    expect(await call('balance', { token, request_id: 'r' })).toMatchObject({ status: 'INVALID_TOKEN', balance: 0 });
  });
});
