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
import { signBody } from '../src/platform/hmac.js';

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
    expect(await call('balance', { token, request_id: 42 })).toMatchObject({ status: 'INVALID_REQUEST' });
    expect(await call('balance', JSON.stringify([token, 'r']))).toMatchObject({ status: 'INVALID_REQUEST' });
    const huge = await app.server.inject({
      method: 'POST',
      url: '/wallet/v1/balance',
      headers: { 'content-type': 'application/json', 'x-bnw-provider': provider.code },
      payload: JSON.stringify({ token, request_id: 'x'.repeat(10_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('fields a provider adds', () => {
  /** What providers send beside our fields: ids of their own, the game and currency on a balance call. */
  const theirs = {
    game_id: 'sweet-bonanza',
    currency: 'TRY',
    session_id: 's-81',
    bonus_id: 'fs-7',
    campaign: { id: 3 },
  };

  it('are ignored in every call, which answers as without them; the signature still covers them', async () => {
    const { token } = await playerInGame(app, game);
    expect(await call('balance', { token, request_id: 'r1', ...theirs })).toMatchObject({
      status: 'OK',
      balance: START,
    });
    const extra = { session_id: 's-81', bonus_id: 'fs-7', free_spin: false, jackpot_contribution: 12 };
    const bet = money(token, extra);
    expect(await call('bet', bet)).toMatchObject({ status: 'OK', balance: START - 1000 });
    // A retry whose own extra fields changed is still the same request: the first answer, no second stake.
    expect(await call('bet', { ...bet, request_id: walletId('req'), session_id: 's-82' })).toMatchObject({
      status: 'OK',
      balance: START - 1000,
    });
    const reference = { round_id: bet.round_id, reference_transaction_id: bet.transaction_id };
    expect(await call('win', money(token, { ...reference, amount: 1500, round_closed: true, ...extra }))).toMatchObject(
      {
        status: 'OK',
        balance: START + 500,
      },
    );
    const other = money(token, extra);
    await call('bet', other);
    const undo = money(token, { round_id: other.round_id, reference_transaction_id: other.transaction_id, ...extra });
    expect(await call('rollback', undo)).toMatchObject({ status: 'OK', balance: START + 500 });

    // Still covered by the signature; our own fields are still checked.
    const body = JSON.stringify({ token, request_id: 'r1', session_id: 's-1' });
    const signedOther = signBody(provider.secret, body.replace('s-1', 's-2'));
    expect(await call('balance', body, { signature: signedOther })).toMatchObject({
      status: 'INVALID_SIGNATURE',
      balance: 0,
    });
    expect(await call('bet', money(token, { amount: '1000', session_id: 's-1' }))).toMatchObject({
      status: 'INVALID_REQUEST',
    });
    expect((await call('balance', { token, request_id: 'r2' })).balance).toBe(START + 500);
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

  it('rolls a bet back once: a second rollback under a new id answers OK, names the first and moves nothing', async () => {
    const { token, userId } = await playerInGame(app, game);
    const bet = money(token);
    await call('bet', bet);
    const reference = { round_id: bet.round_id, reference_transaction_id: bet.transaction_id };
    const first = money(token, reference);
    expect(await call('rollback', first)).toEqual({
      status: 'OK',
      balance: START,
      currency: 'TRY',
      transaction_id: first.transaction_id,
      httpStatus: 200,
    });
    // Money moves on meanwhile: the answer tells the balance of now, as any new call does.
    await call('bet', money(token, { amount: 300 }));
    const second = money(token, reference);
    const expected = {
      status: 'OK',
      balance: START - 300,
      currency: 'TRY',
      transaction_id: second.transaction_id,
      original_transaction_id: first.transaction_id,
      httpStatus: 200,
    };
    expect(await call('rollback', second)).toEqual(expected);
    // Its replay is its first answer again; another amount or round than the bet's is refused as before.
    expect(await call('rollback', { ...second, request_id: walletId('req') })).toEqual(expected);
    expect(await call('rollback', money(token, { ...reference, amount: 999 }))).toMatchObject({
      status: 'INVALID_REQUEST',
    });
    expect(await call('rollback', money(token, { ...reference, round_id: 'another-round' }))).toMatchObject({
      status: 'INVALID_REQUEST',
    });
    const transfers = await app.services.db
      .selectFrom('wallet_transactions')
      .select(['transaction_id', 'ledger_transfer_id'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'rollback')
      .where('ledger_transfer_id', 'is not', null)
      .execute();
    expect(transfers.map((row) => row.transaction_id)).toEqual([first.transaction_id]);
    expect(await roundOf(bet.round_id)).toMatchObject({ status: 'rolled_back', stake_kurus: 0 });
  });

  it('gives the stake back once when rollbacks of one bet under ten ids arrive at once', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    await call('bet', bet);
    const reference = { round_id: bet.round_id, reference_transaction_id: bet.transaction_id };
    const rollbacks = Array.from({ length: 10 }, () => money(token, reference));
    const answers = await Promise.all(rollbacks.map((rollback) => call('rollback', rollback)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 'OK'));
    const originals = answers.filter((answer) => answer.original_transaction_id === undefined);
    expect(originals).toHaveLength(1);
    for (const answer of answers) {
      if (answer !== originals[0]) expect(answer.original_transaction_id).toBe(originals[0]!.transaction_id);
    }
    expect((await call('balance', { token, request_id: 'r' })).balance).toBe(START);
  });

  it('accepts a rollback of a bet never seen, and refuses the late bet', async () => {
    const { token } = await playerInGame(app, game);
    const bet = money(token);
    const rollback = money(token, { round_id: bet.round_id, reference_transaction_id: bet.transaction_id });
    expect(await call('rollback', rollback)).toMatchObject({ status: 'OK', balance: START });
    expect(await call('bet', bet)).toMatchObject({ status: 'DUPLICATE_TRANSACTION', balance: START });
    expect((await call('balance', { token, request_id: 'r' })).balance).toBe(START);
    // A second rollback of the unseen bet, under a new id: OK, naming the rollback that left the tombstone.
    const again = money(token, { round_id: bet.round_id, reference_transaction_id: bet.transaction_id });
    expect(await call('rollback', again)).toMatchObject({
      status: 'OK',
      balance: START,
      original_transaction_id: rollback.transaction_id,
    });
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
