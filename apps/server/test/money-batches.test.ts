import type { UserPart, WalletAnswer } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseGameAccount } from '../src/ledger/house-accounts.js';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { openGameSession } from '../src/modules/wallet/index.js';
import { type MoneyCall, type MoneyRequest, settleMoneyBatch } from '../src/modules/wallet/money-batch.js';
import { CallFailure, canonicalRequestOf, settleCalls } from '../src/modules/wallet/money-calls.js';
import type { WalletTransactionKind } from '../src/db/schema.js';
import { createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import {
  type TestGame,
  type TestProvider,
  createGame,
  createProvider,
  walletCall,
  walletId,
} from './support/wallet.js';

/**
 * Outside providers' bet, win and rollback settled in batches (modules/wallet/money-batch.ts), on
 * both databases: one batch that mixes every kind of call and refusal answers each call as it was
 * answered alone and writes nothing of a refused call; a burst of many players' bets with copies of
 * their transaction ids moves each bet's money exactly once.
 */
const clock = manualClock(new Date());
let app: TestApp;
let provider: TestProvider;
let game: TestGame;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  provider = await createProvider(app);
  game = await createGame(app, provider);
}, 120_000);
afterAll(() => app.close());

interface Player {
  user: UserPart;
  userId: number;
  token: string;
}

async function newPlayer(): Promise<Player> {
  const { user } = await loginAs(app, await createPlayer(app));
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(resolved.problem);
  const session = await openGameSession(app.services, resolved.player, { gameId: game.id });
  if (!session) throw new Error('no game session');
  return { user, userId: resolved.player.user.id, token: session.token };
}

function body(player: Player, fields: Record<string, unknown> = {}) {
  return {
    token: player.token,
    request_id: walletId('req'),
    transaction_id: walletId('tx'),
    round_id: walletId('round'),
    game_id: game.code,
    amount: 100,
    currency: 'TRY',
    ...fields,
  };
}

/** A call as money-calls.ts hands it to a batch once its token named the player. */
async function callOf(kind: WalletTransactionKind, player: Player, input: MoneyRequest): Promise<MoneyCall> {
  const houseCode = houseGameAccount(provider.code, player.userId, app.services.config.walletHouseShards);
  await app.services.ledger.houseAccountId(houseCode);
  return {
    kind,
    caller: { providerId: provider.id, providerCode: provider.code },
    input,
    userId: player.userId,
    gameId: game.id,
    houseCode,
    canonical: canonicalRequestOf(kind, input, player.userId),
  };
}

async function cashOf(userId: number): Promise<number> {
  return (await app.services.ledger.balance(await app.services.ledger.playerCashAccountId(userId))).availableKurus;
}

async function rowsOf(userId: number) {
  const db = app.services.db;
  const calls = await db
    .selectFrom('wallet_transactions')
    .select(['transaction_id', 'kind', 'state', 'answer_status', 'answer_balance'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['round_id', 'status', 'stake_kurus', 'win_kurus'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const decisions = await db
    .selectFrom('protection_decisions')
    .select('reason')
    .where('user_id', '=', userId)
    .execute();
  return { calls, rounds, decisions: decisions.map((row) => row.reason) };
}

const bet = (player: Player, fields: Record<string, unknown> = {}) =>
  walletCall(app, provider, 'bet', body(player, fields));
const answerOf = ({ httpStatus: _, ...answer }: WalletAnswer & { httpStatus: number }): WalletAnswer => answer;

describe('a batch of money calls', () => {
  it('answers each call alone, mixing every kind of call and refusal, and writes nothing of a refused call', async () => {
    clock.advance(16 * 60_000);
    const players = await Promise.all(Array.from({ length: 11 }, () => newPlayer()));
    const [bettor, poor, limited, timedOut, copier, winner, canceller, early, joiner, intruder, bonusless] =
      players as [Player, Player, Player, Player, Player, Player, Player, Player, Player, Player, Player];
    const start = await cashOf(bettor.userId);
    // The poor player keeps ₺0,50 of the demo money.
    await app.services.ledger.transfer({
      transferId: walletId('drain'),
      debitAccountId: await app.services.ledger.playerCashAccountId(poor.userId),
      creditAccountId: await app.services.ledger.houseAccountId('house:test-drain'),
      amountKurus: start - 50,
      kind: 'bet',
      reference: 'test',
    });
    await app.call('protection', 'set_limit', { kind: 'stake', period: 'day', amount: 50 }, limited.user);
    // Earlier calls, each settled on its own before the batch.
    const copied = body(copier);
    const firstAnswer = answerOf(await walletCall(app, provider, 'bet', copied));
    const winnersBet = body(winner, { amount: 300 });
    await walletCall(app, provider, 'bet', winnersBet);
    const cancelledBet = body(canceller, { amount: 200 });
    await walletCall(app, provider, 'bet', cancelledBet);
    const joined = body(joiner, { amount: 100 });
    await walletCall(app, provider, 'bet', joined);
    const bettorsRound = walletId('round');
    await bet(bettor, { round_id: bettorsRound, amount: 10 });
    await app.call('protection', 'take_timeout', { duration: '24h' }, timedOut.user);
    const before = await Promise.all(
      players.map(async (player) => ({ cash: await cashOf(player.userId), ...(await rowsOf(player.userId)) })),
    );

    const unseenBet = walletId('unseen');
    const inputs: Array<[WalletTransactionKind, Player, MoneyRequest]> = [
      ['bet', bettor, body(bettor, { amount: 150 })],
      ['bet', poor, body(poor, { amount: 100 })],
      ['bet', limited, body(limited, { amount: 100 })],
      ['bet', timedOut, body(timedOut, { amount: 100 })],
      ['bet', copier, { ...copied, request_id: walletId('req') }],
      [
        'win',
        winner,
        body(winner, {
          round_id: winnersBet.round_id,
          reference_transaction_id: winnersBet.transaction_id,
          amount: 700,
          round_closed: true,
        }),
      ],
      [
        'rollback',
        canceller,
        body(canceller, {
          round_id: cancelledBet.round_id,
          reference_transaction_id: cancelledBet.transaction_id,
          amount: 200,
        }),
      ],
      ['rollback', early, body(early, { reference_transaction_id: unseenBet, amount: 100 })],
      ['bet', joiner, body(joiner, { round_id: joined.round_id, amount: 50 })],
      ['bet', intruder, body(intruder, { round_id: bettorsRound, amount: 100 })],
      [
        'win',
        bonusless,
        body(bonusless, { reference_transaction_id: walletId('never'), amount: 100, round_closed: true }),
      ],
    ];
    const calls = await Promise.all(inputs.map(([kind, player, input]) => callOf(kind, player, input)));
    const answers = await settleMoneyBatch(app.services, () => calls);

    const balance = (index: number, moved: number) => before[index]!.cash + moved;
    const tx = (index: number) => inputs[index]![2].transaction_id;
    expect(answers).toEqual([
      { status: 'OK', balance: balance(0, -150), currency: 'TRY', transaction_id: tx(0) },
      { status: 'INSUFFICIENT_FUNDS', balance: 50, currency: 'TRY', transaction_id: tx(1) },
      { status: 'LIMIT_REACHED', balance: balance(2, 0), currency: 'TRY', transaction_id: tx(2) },
      { status: 'PLAYER_BLOCKED', balance: balance(3, 0), currency: 'TRY', transaction_id: tx(3) },
      firstAnswer,
      { status: 'OK', balance: balance(5, 700), currency: 'TRY', transaction_id: tx(5) },
      { status: 'OK', balance: balance(6, 200), currency: 'TRY', transaction_id: tx(6) },
      { status: 'OK', balance: balance(7, 0), currency: 'TRY', transaction_id: tx(7) },
      { status: 'OK', balance: balance(8, -50), currency: 'TRY', transaction_id: tx(8) },
      { status: 'INVALID_REQUEST', balance: balance(9, 0), currency: 'TRY', transaction_id: tx(9) },
      { status: 'TRANSACTION_NOT_FOUND', balance: balance(10, 0), currency: 'TRY', transaction_id: tx(10) },
    ]);
    const after = await Promise.all(
      players.map(async (player) => ({ cash: await cashOf(player.userId), ...(await rowsOf(player.userId)) })),
    );
    expect(after.map((state) => state.cash)).toEqual([
      balance(0, -150),
      50,
      balance(2, 0),
      balance(3, 0),
      balance(4, 0),
      balance(5, 700),
      balance(6, 200),
      balance(7, 0),
      balance(8, -50),
      balance(9, 0),
      balance(10, 0),
    ]);
    const newCalls = (index: number) => after[index]!.calls.slice(before[index]!.calls.length);
    // A refusal the wallet remembers keeps its answer; the others leave nothing.
    expect(newCalls(1)).toEqual([
      { transaction_id: tx(1), kind: 'bet', state: 'done', answer_status: 'INSUFFICIENT_FUNDS', answer_balance: 50 },
    ]);
    expect(newCalls(2)).toMatchObject([{ answer_status: 'LIMIT_REACHED' }]);
    for (const index of [3, 4, 9, 10]) expect(newCalls(index)).toEqual([]);
    for (const index of [1, 2, 3, 4, 9, 10]) expect(after[index]!.rounds).toEqual(before[index]!.rounds);
    expect(after[2]!.decisions.slice(before[2]!.decisions.length)).toEqual(['stakeLimitDay']);
    expect(after[3]!.decisions.slice(before[3]!.decisions.length)).toEqual(['protectionTimeout']);
    // The accepted calls' rounds: a new one, a settled one, a rolled-back one, one joined.
    expect(after[0]!.rounds.at(-1)).toMatchObject({ status: 'open', stake_kurus: 150 });
    expect(after[5]!.rounds).toEqual([
      { round_id: winnersBet.round_id, status: 'settled', stake_kurus: 300, win_kurus: 700 },
    ]);
    expect(after[6]!.rounds).toEqual([
      { round_id: cancelledBet.round_id, status: 'rolled_back', stake_kurus: 0, win_kurus: 0 },
    ]);
    expect(after[8]!.rounds).toEqual([{ round_id: joined.round_id, status: 'open', stake_kurus: 150, win_kurus: 0 }]);
    expect(after[6]!.calls[0]).toMatchObject({ state: 'rolled_back' });
    expect(newCalls(7)).toEqual([
      { transaction_id: tx(7), kind: 'rollback', state: 'done', answer_status: 'OK', answer_balance: balance(7, 0) },
      { transaction_id: unseenBet, kind: 'bet', state: 'tombstone', answer_status: 'TOMBSTONE', answer_balance: 0 },
    ]);
    // The tombstone refuses the late bet; the winner's bet can no longer be rolled back.
    expect(await bet(early, { transaction_id: unseenBet })).toMatchObject({ status: 'DUPLICATE_TRANSACTION' });
    const lateRollback = body(winner, {
      round_id: winnersBet.round_id,
      reference_transaction_id: winnersBet.transaction_id,
      amount: 300,
    });
    expect(await walletCall(app, provider, 'rollback', lateRollback)).toMatchObject({ status: 'INVALID_REQUEST' });
    // Each answer is what a replay of the same call answers afterwards.
    for (const index of [0, 1, 2, 5, 6, 7, 8]) {
      const [kind, , input] = inputs[index]!;
      const replay = await walletCall(app, provider, kind, { ...input, request_id: walletId('req') });
      expect(answerOf(replay)).toEqual(answers[index]);
    }
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});

describe('a batch that cannot be written as a whole', () => {
  it('writes nothing of it, and settled again call by call fails only the call at fault', async () => {
    clock.advance(16 * 60_000);
    const [good, faulty] = await Promise.all([newPlayer(), newPlayer()]);
    const faultyBet = body(faulty, { amount: 100 });
    await walletCall(app, provider, 'bet', faultyBet);
    const before = await Promise.all(
      [good, faulty].map(async (player) => ({ cash: await cashOf(player.userId), ...(await rowsOf(player.userId)) })),
    );
    const calls = await Promise.all([
      callOf('bet', good, body(good, { amount: 100 })),
      // No ledger moves a sum past 2^53 kuruş: its transfer fails the batch.
      callOf(
        'win',
        faulty,
        body(faulty, {
          round_id: faultyBet.round_id,
          reference_transaction_id: faultyBet.transaction_id,
          amount: 2 ** 60,
          round_closed: true,
        }),
      ),
    ]);
    await expect(settleMoneyBatch(app.services, () => calls)).rejects.toThrow();
    expect(
      await Promise.all(
        [good, faulty].map(async (player) => ({ cash: await cashOf(player.userId), ...(await rowsOf(player.userId)) })),
      ),
    ).toEqual(before);

    const answers = await settleCalls(app.services, () => calls);
    expect(answers[0]).toMatchObject({ status: 'OK', balance: before[0]!.cash - 100 });
    expect(answers[1]).toBeInstanceOf(CallFailure);
    expect(await cashOf(good.userId)).toBe(before[0]!.cash - 100);
    expect({ cash: await cashOf(faulty.userId), ...(await rowsOf(faulty.userId)) }).toEqual(before[1]!);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it("gives a new round id to one player's first bet and refuses the other's, however the bets are grouped", async () => {
    clock.advance(16 * 60_000);
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => [await newPlayer(), await newPlayer()] as const),
    );
    const roundIds = pairs.map(() => walletId('round'));
    // Every pair at once: the two bets of a pair meet in one batch, in two at once, or one after the other.
    const answers = await Promise.all(
      pairs.map((pair, index) => Promise.all(pair.map((player) => bet(player, { round_id: roundIds[index] })))),
    );
    for (const [index, pair] of pairs.entries()) {
      expect(answers[index]!.map((answer) => answer.status).sort()).toEqual(['INVALID_REQUEST', 'OK']);
      const rounds = await app.services.db
        .selectFrom('game_rounds')
        .select(['user_id', 'stake_kurus'])
        .where('provider_id', '=', provider.id)
        .where('round_id', '=', roundIds[index]!)
        .execute();
      const winner = answers[index]![0]!.status === 'OK' ? pair[0] : pair[1];
      expect(rounds).toEqual([{ user_id: winner.userId, stake_kurus: 100 }]);
    }
    const [first, second] = pairs[0]!;
    // Both in one transaction (never done by the batcher), the round would be claimed twice: it fails whole.
    const both = await Promise.all(
      [first, second].map((player) => callOf('bet', player, body(player, { round_id: walletId('round') }))),
    );
    both[1] = { ...both[1]!, input: { ...both[1]!.input, round_id: both[0]!.input.round_id } };
    await expect(settleMoneyBatch(app.services, () => both)).rejects.toThrow();
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});

describe('a burst of many players betting at once', () => {
  it("moves each bet's money once, every copy of a transaction id answered with its first answer", async () => {
    clock.advance(16 * 60_000);
    const players = await Promise.all(Array.from({ length: 24 }, () => newPlayer()));
    const before = await Promise.all(players.map((player) => cashOf(player.userId)));
    // Each player: two bets, each sent three times at once, all players together.
    const bets = players.map((player) => [body(player, { amount: 100 }), body(player, { amount: 70 })]);
    const sent = bets.flatMap((own, index) => own.flatMap((input) => [0, 1, 2].map(() => ({ index, input }))));
    const answers = await Promise.all(
      sent.map(({ input }) => walletCall(app, provider, 'bet', { ...input, request_id: walletId('req') })),
    );
    for (const [index, player] of players.entries()) {
      const own = answers.filter((_, position) => sent[position]!.index === index);
      expect(own.every((answer) => answer.status === 'OK')).toBe(true);
      for (const input of bets[index]!) {
        const copies = own.filter((answer) => answer.transaction_id === input.transaction_id);
        expect(new Set(copies.map((answer) => answer.balance)).size).toBe(1);
      }
      expect(await cashOf(player.userId)).toBe(before[index]! - 170);
      const { calls, rounds } = await rowsOf(player.userId);
      expect(calls).toHaveLength(2);
      expect(rounds).toHaveLength(2);
    }
    // The same transaction id from another player is another call: refused as a duplicate, once each.
    const [first, second] = players as [Player, Player];
    const taken = bets[0]![0]!;
    const stolen = await Promise.all(
      [0, 1, 2].map(() => bet(second, { transaction_id: taken.transaction_id, round_id: walletId('round') })),
    );
    expect(stolen.map((answer) => answer.status)).toEqual([
      'DUPLICATE_TRANSACTION',
      'DUPLICATE_TRANSACTION',
      'DUPLICATE_TRANSACTION',
    ]);
    expect(await cashOf(second.userId)).toBe(before[1]! - 170);
    expect(await cashOf(first.userId)).toBe(before[0]! - 170);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});
