import type { MethodOutput, UserPart } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import type { GameRoundWriter, PlannedRound } from '../src/platform/game-wallet-port.js';
import { gameWalletPort } from '../src/modules/wallet/index.js';
import { type BatchRound, settleBatch } from '../src/modules/wallet/round-batch.js';
import { syncStudioCatalogue } from '../src/modules/studio/index.js';
import { createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { type TestGame, createGame, createProvider, walletId } from './support/wallet.js';

/**
 * Whole rounds settled in batches (modules/wallet/round-batch.ts) on both databases: one batch that
 * mixes every refusal with acceptances answers each round alone and writes nothing of a refused
 * one; a round that fails as a whole fails alone; a burst of many players' spins settles each
 * player's one spin exactly once.
 */
const clock = manualClock(new Date());
let app: TestApp;
let game: TestGame;
let offGame: TestGame;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const provider = await createProvider(app);
  game = await createGame(app, provider);
  offGame = await createGame(app, provider);
  await app.services.db.updateTable('games').set({ active: 0 }).where('id', '=', offGame.id).execute();
}, 120_000);
afterAll(() => app.close());

interface Player {
  user: UserPart;
  userId: number;
}

async function newPlayer(): Promise<Player> {
  const { user } = await loginAs(app, await createPlayer(app));
  const resolved = await app.services.sessions.resolve(user);
  if (!resolved.ok) throw new Error(resolved.problem);
  return { user, userId: resolved.player.user.id };
}

async function cashOf(userId: number): Promise<number> {
  return (await app.services.ledger.balance(await app.services.ledger.playerCashAccountId(userId))).availableKurus;
}

/** A game's writer that keeps the turns of every round but those it is told were taken, and remembers what it recorded. */
function fakeWriter(taken: ReadonlySet<string>) {
  const recorded: Array<{ roundId: string; gameRoundId: number }> = [];
  const writer: GameRoundWriter<{ roundId: string }> = {
    async takeTurns(_trx, rounds) {
      return new Set(rounds.flatMap((round, position) => (taken.has(round.roundId) ? [] : [position])));
    },
    async recordRounds(_trx, rounds) {
      recorded.push(...rounds.map((round) => ({ roundId: round.data.roundId, gameRoundId: round.gameRoundId })));
    },
  };
  return { writer, recorded };
}

function roundOf(
  player: Player,
  writer: GameRoundWriter<{ roundId: string }>,
  amounts: { stakeKurus: number; winKurus: number; roundId?: string; gameId?: number },
): BatchRound {
  const roundId = amounts.roundId ?? walletId('batch');
  const plan: PlannedRound<string, { roundId: string }> = {
    roundId,
    stakeKurus: amounts.stakeKurus,
    winKurus: amounts.winKurus,
    data: { roundId },
    writer,
    result: roundId,
  };
  return { player: { userId: player.userId, gameId: amounts.gameId ?? game.id }, plan, at: clock.now() };
}

async function rowsOf(userId: number) {
  const count = async (table: 'game_rounds' | 'wallet_transactions' | 'protection_decisions') =>
    (await app.services.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;
  return {
    rounds: await count('game_rounds'),
    calls: await count('wallet_transactions'),
    decisions: await count('protection_decisions'),
  };
}

describe('a batch of whole rounds', () => {
  it('answers each round alone, mixing every refusal with acceptances, and writes nothing of a refused round', async () => {
    const [winner, loser, poor, limited, countedLimit, timedOut, stale, switchedOff] = await Promise.all(
      Array.from({ length: 8 }, () => newPlayer()),
    );
    // The poor player keeps ₺0,50 of the demo money.
    const drain = await cashOf(poor!.userId);
    await app.services.ledger.transfer({
      transferId: walletId('drain'),
      debitAccountId: await app.services.ledger.playerCashAccountId(poor!.userId),
      creditAccountId: await app.services.ledger.houseAccountId('house:test-drain'),
      amountKurus: drain - 50,
      kind: 'bet',
      reference: 'test',
    });
    await app.call('protection', 'set_limit', { kind: 'stake', period: 'day', amount: 50 }, limited!.user);
    await app.call('protection', 'set_limit', { kind: 'stake', period: 'day', amount: 10_000 }, countedLimit!.user);
    await app.call('protection', 'take_timeout', { duration: '24h' }, timedOut!.user);
    const staleRound = walletId('stale');
    const { writer, recorded } = fakeWriter(new Set([staleRound]));
    const everyone = [winner, loser, poor, limited, countedLimit, timedOut, stale, switchedOff] as Player[];
    const before = await Promise.all(
      everyone.map(async (player) => ({ cash: await cashOf(player.userId), ...(await rowsOf(player.userId)) })),
    );

    const outcome = await settleBatch(app.services, () => [
      roundOf(winner!, writer, { stakeKurus: 100, winKurus: 250 }),
      roundOf(loser!, writer, { stakeKurus: 200, winKurus: 0 }),
      roundOf(poor!, writer, { stakeKurus: 100, winKurus: 1_000 }),
      roundOf(limited!, writer, { stakeKurus: 100, winKurus: 0 }),
      roundOf(countedLimit!, writer, { stakeKurus: 100, winKurus: 40 }),
      roundOf(timedOut!, writer, { stakeKurus: 100, winKurus: 0 }),
      roundOf(stale!, writer, { stakeKurus: 100, winKurus: 0, roundId: staleRound }),
      roundOf(switchedOff!, writer, { stakeKurus: 100, winKurus: 0, gameId: offGame.id }),
    ]);

    expect(outcome.answers.map((answer) => answer.status)).toEqual([
      'OK',
      'OK',
      'INSUFFICIENT_FUNDS',
      'LIMIT_REACHED',
      'OK',
      'PLAYER_BLOCKED',
      'TURN_TAKEN',
      'GAME_UNAVAILABLE',
    ]);
    expect(outcome.answers[3]).toMatchObject({ refusal: { key: 'stakeLimitDay' } });
    expect(outcome.answers[5]).toMatchObject({ refusal: { key: 'protectionTimeout' } });
    const moved = [150, -200, 0, 0, -60, 0, 0, 0];
    const after = await Promise.all(
      everyone.map(async (player) => ({ cash: await cashOf(player.userId), ...(await rowsOf(player.userId)) })),
    );
    after.forEach((state, index) => {
      const settled = outcome.answers[index]!.status === 'OK';
      expect(state.cash).toBe(before[index]!.cash + moved[index]!);
      expect(state.rounds).toBe(before[index]!.rounds + (settled ? 1 : 0));
      expect(state.calls).toBe(before[index]!.calls + (settled ? 2 : 0));
      if (outcome.answers[index]!.status === 'OK') {
        expect(outcome.answers[index]).toMatchObject({ balanceKurus: state.cash });
      }
    });
    // Each game's proofs name the wallet's rounds, for the settled rounds only.
    expect(recorded.map((one) => one.gameRoundId).sort()).toEqual(
      outcome.answers.flatMap((answer) => (answer.status === 'OK' ? [answer.gameRoundId] : [])).sort(),
    );
    // The counted limit counted the stake; the refused one counted nothing.
    const usage = await app.services.db
      .selectFrom('protection_usage')
      .select(['user_id', 'staked_kurus'])
      .where('user_id', 'in', [limited!.userId, countedLimit!.userId])
      .where('period', '=', 'day')
      .execute();
    expect(usage.find((row) => row.user_id === countedLimit!.userId)?.staked_kurus).toBe(100);
    expect(Number(usage.find((row) => row.user_id === limited!.userId)?.staked_kurus ?? 0)).toBe(0);
    expect(outcome.refusals.map((refusal) => refusal.index).sort()).toEqual([3, 5]);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });

  it('answers a player with a bonus balance their cash and bonus together, the bonus untouched by a stake cash pays', async () => {
    const player = await newPlayer();
    await app.services.ledger.transfer({
      transferId: walletId('bonus'),
      debitAccountId: await app.services.ledger.houseAccountId('house:test-bonus'),
      creditAccountId: await app.services.ledger.playerBonusAccountId(player.userId),
      amountKurus: 500,
      kind: 'bonus_grant',
      reference: 'test',
    });
    const cash = await cashOf(player.userId);
    const { writer } = fakeWriter(new Set());
    const outcome = await settleBatch(app.services, () => [roundOf(player, writer, { stakeKurus: 100, winKurus: 30 })]);
    expect(outcome.answers[0]).toMatchObject({ status: 'OK', balanceKurus: cash - 100 + 30 + 500 });
    expect(await cashOf(player.userId)).toBe(cash - 70);
  });

  it('fails a round that cannot be written alone (a round id used before) and settles the others', async () => {
    const [first, second, third] = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    const { writer } = fakeWriter(new Set());
    const port = gameWalletPort(app.services);
    const usedId = walletId('used');
    const plan = (round: BatchRound) => round.plan as PlannedRound<string, { roundId: string }>;
    const earlier = roundOf(first!, writer, { stakeKurus: 100, winKurus: 0, roundId: usedId });
    expect(await port.playRound(earlier.player, plan(earlier))).toMatchObject({ status: 'OK' });
    const before = await cashOf(second!.userId);
    const again = roundOf(second!, writer, { stakeKurus: 100, winKurus: 0, roundId: usedId });
    const fresh = roundOf(third!, writer, { stakeKurus: 100, winKurus: 300 });
    const answers = await Promise.allSettled([
      port.playRound(again.player, plan(again)),
      port.playRound(fresh.player, plan(fresh)),
    ]);
    expect(answers[0]!.status).toBe('rejected');
    expect(answers[1]).toMatchObject({ status: 'fulfilled', value: { status: 'OK' } });
    expect(await cashOf(second!.userId)).toBe(before);
    expect(await rowsOf(second!.userId)).toMatchObject({ rounds: 0, calls: 0 });
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});

describe('a burst of many players spinning at once', () => {
  it("settles each player's one spin of the moment exactly once, every other refused for the game cycle", async () => {
    await syncStudioCatalogue(app.services);
    const studioGame = await app.services.db
      .selectFrom('games')
      .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
      .select('games.id')
      .where('game_providers.code', '=', 'bnw-anadolu')
      .where('games.active', '=', 1)
      .orderBy('games.id')
      .executeTakeFirstOrThrow();
    // Past the login attempts' window of the players made before (one address for every test player).
    clock.advance(16 * 60_000);
    const players = await Promise.all(Array.from({ length: 16 }, () => newPlayer()));
    const before = await Promise.all(players.map((player) => cashOf(player.userId)));
    type Spin = MethodOutput<'studio.spin'>;
    // Three spins a player, all at once: the game cycle lets one of each player's through.
    const answers = await Promise.all(
      players.flatMap((player) =>
        [0, 1, 2].map(() => app.call<Spin>('studio', 'spin', { gameID: studioGame.id, stakeKurus: 100 }, player.user)),
      ),
    );
    for (const [index, player] of players.entries()) {
      const own = answers.slice(index * 3, index * 3 + 3);
      const passed = own.filter((answer) => answer.result);
      expect(passed).toHaveLength(1);
      expect(own.filter((answer) => !answer.result).every((answer) => answer.code !== 500)).toBe(true);
      expect(await cashOf(player.userId)).toBe(before[index]! - 100 + passed[0]!.data.winKurus);
      expect(await rowsOf(player.userId)).toMatchObject({ rounds: 1, calls: 2 });
    }
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});
