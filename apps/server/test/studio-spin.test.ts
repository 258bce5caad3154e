import { MESSAGES, MESSAGE_CODES, type MethodOutput, type UserPart } from '@bnw/contract';
import { ENGINE_MODULES, hashServerSeed, provablyFairRandom } from '@bnw/game-math';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify-ledger.js';
import { WAGERING_SUBSCRIBER } from '../src/modules/bonuses/index.js';
import { gameWalletPort } from '../src/modules/wallet/index.js';
import { syncStudioCatalogue } from '../src/modules/studio/index.js';
import { spin } from '../src/modules/studio/spin.js';
import type { StudioDeps } from '../src/modules/studio/deps.js';
import { createPlayer, loginAs, manualClock } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';
import { createGame, createProvider, playerInGame, walletCall, walletId } from './support/wallet.js';
import { deliveredTo } from './support/events.js';

/**
 * studio.spin and the seed calls through the real app: money moves exactly win - stake through the
 * wallet, the outcome is the engine's for the revealed seed, every refusal is Turkish and changes
 * nothing, an open round is rolled back, a big win reaches the high-earnings feed.
 */
type Spin = MethodOutput<'studio.spin'>;
type SeedState = MethodOutput<'studio.seed_state'>;
type Rotation = MethodOutput<'studio.rotate_seed'>;
type Proof = MethodOutput<'studio.round_proof'>;

const CYCLE_MS = 2_500;
const clock = manualClock(new Date());
let app: TestApp;
let gameId: number;
let gameCode: string;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  await syncStudioCatalogue(app.services);
  const game = await app.services.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.code'])
    .where('game_providers.code', '=', 'bnw-anadolu')
    .where('games.code', 'like', 'k-%')
    .orderBy('games.id')
    .executeTakeFirstOrThrow();
  gameId = game.id;
  gameCode = game.code;
}, 120_000);
afterAll(() => app.close());
afterEach(async () => {
  await app.services.maintenance.set(false);
  clock.advance(CYCLE_MS);
});

async function newPlayer(): Promise<{ user: UserPart; userId: number; username: string }> {
  const player = await createPlayer(app);
  const { user } = await loginAs(app, player);
  const row = await app.services.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', player.username)
    .executeTakeFirstOrThrow();
  return { user, userId: row.id, username: player.username };
}

async function balanceOf(userId: number): Promise<number> {
  const account = await app.services.ledger.playerCashAccountId(userId);
  return (await app.services.ledger.balance(account)).availableKurus;
}

async function stateOf(userId: number) {
  const count = async (table: 'studio_rounds' | 'game_rounds') =>
    Number(
      (
        await app.services.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pair = await app.services.db
    .selectFrom('studio_seed_pairs')
    .select(['next_nonce', 'client_seed'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return {
    balance: await balanceOf(userId),
    studioRounds: await count('studio_rounds'),
    gameRounds: await count('game_rounds'),
    nonce: pair?.next_nonce ?? null,
    clientSeed: pair?.client_seed ?? null,
  };
}

function variantOf(code: string) {
  for (const module of ENGINE_MODULES) {
    const variant = module.variants.find((candidate) => candidate.code === code);
    if (variant) return { module, variant };
  }
  throw new Error(`no variant ${code}`);
}

describe('studio.spin', () => {
  it('moves the balance by win - stake, settles the round and answers the ledger balance', async () => {
    const { user, userId } = await newPlayer();
    const before = await balanceOf(userId);
    const answer = await app.call<Spin>('studio', 'spin', { gameID: gameId, stakeKurus: 500 }, user);
    expect(answer.result).toBe(true);
    const after = await balanceOf(userId);
    expect(after - before).toBe(answer.data.winKurus - 500);
    expect(answer.data.balanceKurus).toBe(after);
    const round = await app.services.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('id', '=', answer.data.roundID)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ status: 'settled', user_id: userId, game_id: gameId });
    expect(Number(round.stake_kurus)).toBe(500);
    expect(Number(round.win_kurus)).toBe(answer.data.winKurus);
  });

  it('draws from the seed pair: nonces count up, a client seed applies to the next spin, rotation reveals a seed that recomputes every round', async () => {
    const { user } = await newPlayer();
    const state = await app.call<SeedState>('studio', 'seed_state', {}, user);
    expect(state.data.nextNonce).toBe(0);
    const spins: Spin[] = [];
    for (let index = 0; index < 3; index += 1) {
      if (index === 2) {
        const set = await app.call<SeedState>('studio', 'set_client_seed', { clientSeed: 'Kapadokya ğüşİ' }, user);
        expect(set.data).toMatchObject({ clientSeed: 'Kapadokya ğüşİ', nextNonce: 2 });
      }
      const answer = await app.call<Spin>('studio', 'spin', { gameID: gameId, stakeKurus: 100 }, user);
      expect(answer.result).toBe(true);
      spins.push(answer.data);
      clock.advance(CYCLE_MS);
    }
    expect(spins.map((one) => one.nonce)).toEqual([0, 1, 2]);
    expect(spins[1]!.clientSeed).toBe(state.data.clientSeed);
    expect(spins[2]!.clientSeed).toBe('Kapadokya ğüşİ');

    const hidden = await app.call<Proof>('studio', 'round_proof', { roundID: spins[0]!.roundID }, user);
    expect(hidden.data.serverSeed).toBeNull();
    const rotation = await app.call<Rotation>('studio', 'rotate_seed', {}, user);
    expect(rotation.data.revealed).toMatchObject({ serverSeedHash: state.data.serverSeedHash, lastNonce: 2 });
    expect(hashServerSeed(rotation.data.revealed.serverSeed)).toBe(state.data.serverSeedHash);
    expect(rotation.data.current).toMatchObject({ clientSeed: 'Kapadokya ğüşİ', nextNonce: 0 });
    expect(rotation.data.current.serverSeedHash).not.toBe(state.data.serverSeedHash);

    const { module, variant } = variantOf(gameCode);
    for (const one of spins) {
      const proof = await app.call<Proof>('studio', 'round_proof', { roundID: one.roundID }, user);
      expect(proof.data).toMatchObject({ serverSeed: rotation.data.revealed.serverSeed, gameCode, nonce: one.nonce });
      const random = provablyFairRandom(proof.data.serverSeed!, proof.data.clientSeed, proof.data.nonce);
      const recomputed = module.engine.spin(variant, proof.data.stakeKurus, random);
      expect(JSON.parse(JSON.stringify(recomputed))).toEqual(one.outcome);
      expect(recomputed.winKurus).toBe(one.winKurus);
    }
  });

  it("refuses another player's round proof as not found", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const answer = await app.call<Spin>('studio', 'spin', { gameID: gameId, stakeKurus: 100 }, owner.user);
    const proof = await app.call('studio', 'round_proof', { roundID: answer.data.roundID }, other.user);
    expect(proof).toMatchObject({ result: false, message: MESSAGES.roundNotFound.tr });
  });
});

describe('studio.rotate_seed under a burst', () => {
  /** Ten rotations of one player's pair sent at once, through the HTTP stack: the status codes and the envelopes. */
  async function rotateBurst(user: UserPart, data: Record<string, unknown>) {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => app.post({ api: { class: 'studio', method: 'rotate_seed' }, data, user })),
    );
    expect(responses.map((response) => response.statusCode).filter((status) => status >= 500)).toEqual([]);
    return responses.map((response) => response.json() as { result: boolean; message: string; data: Rotation });
  }

  async function pairsOf(userId: number) {
    return app.services.db
      .selectFrom('studio_seed_pairs')
      .select(['server_seed_hash', 'status'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  it('rotates the pair the player saw once: one of ten wins, the nine others are told it was already rotated', async () => {
    const { user, userId } = await newPlayer();
    const seen = await app.call<SeedState>('studio', 'seed_state', {}, user);
    const answers = await rotateBurst(user, { serverSeedHash: seen.data.serverSeedHash });
    const won = answers.filter((answer) => answer.result);
    expect(won).toHaveLength(1);
    expect(won[0]!.data.revealed.serverSeedHash).toBe(seen.data.serverSeedHash);
    expect(answers.filter((answer) => !answer.result).map((answer) => answer.message)).toEqual(
      Array.from({ length: 9 }, () => MESSAGES.studioSeedRotated.tr),
    );
    expect(await pairsOf(userId)).toEqual([
      { server_seed_hash: seen.data.serverSeedHash, status: 'rotated' },
      { server_seed_hash: won[0]!.data.current.serverSeedHash, status: 'active' },
    ]);
  });

  it('answers every rotation of a burst that names no pair without a 5xx, each winner revealing another pair', async () => {
    const { user, userId } = await newPlayer();
    await app.call('studio', 'seed_state', {}, user);
    const answers = await rotateBurst(user, {});
    const won = answers.filter((answer) => answer.result);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((answer) => !answer.result)) {
      expect(refused.message).toBe(MESSAGES.studioSeedRotated.tr);
    }
    const pairs = await pairsOf(userId);
    expect(pairs.filter((pair) => pair.status === 'active')).toHaveLength(1);
    const revealed = won.map((answer) => answer.data.revealed.serverSeedHash);
    expect(new Set(revealed).size).toBe(won.length);
    expect(revealed.sort()).toEqual(
      pairs
        .filter((pair) => pair.status === 'rotated')
        .map((pair) => pair.server_seed_hash)
        .sort(),
    );
  });

  it('refuses a rotation of a pair that is no longer the current one, or a malformed hash, changing nothing', async () => {
    const { user, userId } = await newPlayer();
    const first = await app.call<SeedState>('studio', 'seed_state', {}, user);
    const rotation = await app.call<Rotation>(
      'studio',
      'rotate_seed',
      { serverSeedHash: first.data.serverSeedHash },
      user,
    );
    expect(rotation.result).toBe(true);
    const before = await pairsOf(userId);
    const again = await app.call('studio', 'rotate_seed', { serverSeedHash: first.data.serverSeedHash }, user);
    expect(again).toMatchObject({
      result: false,
      code: MESSAGES.studioSeedRotated.code,
      message: MESSAGES.studioSeedRotated.tr,
    });
    for (const serverSeedHash of ['ABC', 'g'.repeat(64), first.data.serverSeedHash.toUpperCase(), 42]) {
      const bad = await app.call('studio', 'rotate_seed', { serverSeedHash }, user);
      expect(bad).toMatchObject({ result: false, message: MESSAGES.studioSeedHashInvalid.tr });
    }
    expect(await pairsOf(userId)).toEqual(before);
  });
});

describe('studio.spin refusals change nothing', () => {
  async function expectRefusal(
    player: { user: UserPart | undefined; userId: number },
    data: Record<string, unknown>,
    message: string | string[],
  ) {
    // The game page opens with the player's seeds (a spin's first use would make the pair as well):
    // what a refusal must not change is the pair's nonce and turn, the money and the rounds.
    await app.call('studio', 'seed_state', {}, player.user);
    const before = await stateOf(player.userId);
    const answer = await app.call('studio', 'spin', data, player.user);
    expect(answer.result).toBe(false);
    expect([message].flat()).toContain(answer.message);
    expect(await stateOf(player.userId)).toEqual(before);
  }

  it('refuses a caller who is not logged in', async () => {
    const player = await newPlayer();
    const answer = await app.call('studio', 'spin', { gameID: gameId, stakeKurus: 100 });
    expect(answer.result).toBe(false);
    expect(answer.message).toBe(MESSAGES.noPermission.tr);
    expect(await stateOf(player.userId)).toMatchObject({ studioRounds: 0, gameRounds: 0 });
  });

  it('refuses unknown, switched-off and outside games', async () => {
    const player = await newPlayer();
    await expectRefusal(player, { gameID: 999_999, stakeKurus: 100 }, MESSAGES.studioGameNotFound.tr);
    const outside = await createGame(app, await createProvider(app));
    await expectRefusal(player, { gameID: outside.id, stakeKurus: 100 }, MESSAGES.studioGameNotFound.tr);
    await app.services.db.updateTable('games').set({ active: 0 }).where('id', '=', gameId).execute();
    try {
      await expectRefusal(player, { gameID: gameId, stakeKurus: 100 }, MESSAGES.studioGameNotFound.tr);
    } finally {
      await app.services.db.updateTable('games').set({ active: 1 }).where('id', '=', gameId).execute();
    }
  });

  it('refuses stakes off the ladder or not whole kuruş', async () => {
    const player = await newPlayer();
    await expectRefusal(player, { gameID: gameId, stakeKurus: 150 }, MESSAGES.studioStakeOffLadder.tr);
    await expectRefusal(player, { gameID: gameId, stakeKurus: 100.5 }, MESSAGES.studioStakeInvalid.tr);
    await expectRefusal(player, { gameID: gameId, stakeKurus: '100' }, MESSAGES.studioStakeInvalid.tr);
  });

  it('refuses a stake above the balance', async () => {
    const player = await newPlayer();
    const account = await app.services.ledger.playerCashAccountId(player.userId);
    const house = await app.services.ledger.houseAccountId('house:test-drain');
    await app.services.ledger.transfer({
      transferId: walletId('drain'),
      debitAccountId: account,
      creditAccountId: house,
      amountKurus: (await balanceOf(player.userId)) - 100,
      kind: 'bet',
      reference: 'test',
    });
    await expectRefusal(player, { gameID: gameId, stakeKurus: 200 }, MESSAGES.studioInsufficientFunds.tr);
  });

  it('refuses a spin less than 2.5 s after the last one began', async () => {
    const player = await newPlayer();
    const first = await app.call('studio', 'spin', { gameID: gameId, stakeKurus: 100 }, player.user);
    expect(first.result).toBe(true);
    clock.advance(CYCLE_MS - 1);
    await expectRefusal(player, { gameID: gameId, stakeKurus: 100 }, MESSAGES.studioTooFast.tr);
    await app.call('studio', 'rotate_seed', {}, player.user);
    await expectRefusal(player, { gameID: gameId, stakeKurus: 100 }, MESSAGES.studioTooFast.tr);
    clock.advance(1);
    expect((await app.call('studio', 'spin', { gameID: gameId, stakeKurus: 100 }, player.user)).result).toBe(true);
  });

  it('lets exactly one of twenty spins sent at once through (the pacing is one conditional UPDATE)', async () => {
    const player = await newPlayer();
    await app.call('studio', 'seed_state', {}, player.user);
    const before = await balanceOf(player.userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.call<Spin>('studio', 'spin', { gameID: gameId, stakeKurus: 100 }, player.user),
      ),
    );
    const passed = answers.filter((answer) => answer.result);
    expect(passed).toHaveLength(1);
    expect(answers.filter((answer) => !answer.result).map((answer) => answer.message)).toEqual(
      Array.from({ length: 19 }, () => MESSAGES.studioTooFast.tr),
    );
    expect(await stateOf(player.userId)).toMatchObject({ studioRounds: 1, gameRounds: 1, nonce: 1 });
    expect(await balanceOf(player.userId)).toBe(before - 100 + passed[0]!.data.winKurus);
  });

  it('refuses client seeds too long or with control or invisible characters', async () => {
    const player = await newPlayer();
    await app.call('studio', 'seed_state', {}, player.user);
    for (const clientSeed of ['x'.repeat(65), 'a\u0007b', 'a\u200bb', '   ']) {
      const messages = [MESSAGES.studioClientSeedInvalid.tr, MESSAGES.invalidCharacter.tr];
      await expectRefusal(player, { gameID: gameId, stakeKurus: 100, clientSeed }, messages);
      const set = await app.call('studio', 'set_client_seed', { clientSeed }, player.user);
      expect(set.result).toBe(false);
      expect(messages).toContain(set.message);
    }
    expect(await stateOf(player.userId)).toMatchObject({ nonce: 0 });
  });

  it('refuses during maintenance', async () => {
    const player = await newPlayer();
    await app.services.maintenance.set(true);
    const before = await stateOf(player.userId);
    const answer = await app.call('studio', 'spin', { gameID: gameId, stakeKurus: 100 }, player.user);
    expect(answer.result).toBe(false);
    // The dispatcher's maintenance answer (code 503) in the player's language; the site shows its maintenance page.
    expect(answer).toMatchObject({ message: MESSAGES.maintenance.tr, code: MESSAGE_CODES.maintenance });
    expect(await stateOf(player.userId)).toEqual(before);
  });
});

describe('a whole round in one transaction, and high earnings', () => {
  it('keeps nothing of a round that fails after its money moved: no rounds, no rows, no nonce, no turn', async () => {
    const player = await newPlayer();
    await app.call('studio', 'seed_state', {}, player.user);
    const port = gameWalletPort(app.services);
    const crashing: StudioDeps = {
      ...app.services,
      gameWallet: {
        // The round's proof is the last write of the batch: the money, the rounds and the turn came before it.
        playRound: (who, plan) =>
          port.playRound(who, {
            ...plan,
            writer: { ...plan.writer, recordRounds: () => Promise.reject(new Error('process died')) },
          }),
      },
    };
    const before = await stateOf(player.userId);
    await expect(spin(crashing, player.userId, { Lang: 'tr', gameID: gameId, stakeKurus: 1_000 })).rejects.toThrow(
      'process died',
    );
    expect(await stateOf(player.userId)).toEqual(before);
    const rows = await app.services.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('user_id', '=', player.userId)
      .execute();
    expect(rows).toEqual([]);
    // The turn was not taken either: the next spin may start at once.
    const next = await app.call<Spin>('studio', 'spin', { gameID: gameId, stakeKurus: 100 }, player.user);
    expect(next).toMatchObject({ result: true, data: { nonce: 0 } });
  });

  it('lists a big win with a masked name', async () => {
    const provider = await createProvider(app);
    const game = await createGame(app, provider);
    const player = await playerInGame(app, game);
    const base = { token: player.token, round_id: walletId('round'), game_id: game.code, currency: 'TRY' };
    const betId = walletId('bet');
    await walletCall(app, provider, 'bet', { ...base, request_id: walletId('r'), transaction_id: betId, amount: 100 });
    await walletCall(app, provider, 'win', {
      ...base,
      request_id: walletId('r'),
      transaction_id: walletId('win'),
      reference_transaction_id: betId,
      amount: 2_550,
      round_closed: true,
    });
    const feed = await app.call<MethodOutput<'casino.high_earnings'>>('casino', 'high_earnings', { by: 'multiplier' });
    const row = feed.data.find((one) => one.gameID === game.id);
    const { username: name } = await app.services.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      maskedName: `${name.slice(0, 2)}***${name.slice(-1)}`,
      stakeKurus: 100,
      winKurus: 2_550,
      multiplierHundredths: 2_550,
    });
    expect(row!.imageUrl).toMatch(/^\/casino\/images\//);
    const bad = await app.call('casino', 'high_earnings', { by: 'name', limit: 51 });
    expect(bad).toMatchObject({ result: false, message: MESSAGES.highEarningsQueryInvalid.tr });
  });
});

describe('a spin with a bonus balance', () => {
  it('takes the bonus once the cash is spent, returns the win in the same shares, and moves the wagering', async () => {
    const { user, userId } = await newPlayer();
    const offer = await app.services.db
      .selectFrom('bonus_offers')
      .innerJoin('promotions', 'promotions.id', 'bonus_offers.promotion_id')
      .select('bonus_offers.id')
      .where('promotions.code', '=', 'deneme-bonusu')
      .executeTakeFirstOrThrow();
    expect((await app.call('bonus', 'claim', { offerID: offer.id }, user)).result).toBe(true);
    // All the cash but ₺2 leaves for the house: a ₺5 spin takes ₺2 of cash and ₺3 of bonus.
    const cash = await app.services.ledger.playerCashAccountId(userId);
    await app.services.ledger.transfer({
      transferId: `test-drain-${userId}`,
      debitAccountId: cash,
      creditAccountId: await app.services.ledger.houseAccountId('house:adjustments'),
      amountKurus: (await balanceOf(userId)) - 200,
      kind: 'adjustment',
    });
    const answer = await app.call<Spin>('studio', 'spin', { gameID: gameId, stakeKurus: 500 }, user);
    expect(answer.result).toBe(true);
    const round = await app.services.db
      .selectFrom('game_rounds')
      .select(['stake_kurus', 'bonus_stake_kurus', 'win_kurus'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ stake_kurus: 500, bonus_stake_kurus: 300 });
    const bonusWin = Math.floor((Number(round.win_kurus) * 300) / 500);
    const bonusAccount = await app.services.ledger.playerBonusAccountId(userId);
    expect((await app.services.ledger.balance(bonusAccount)).availableKurus).toBe(5_000 - 300 + bonusWin);
    expect(await balanceOf(userId)).toBe(Number(round.win_kurus) - bonusWin);
    expect(answer.data.balanceKurus).toBe(5_000 - 500 + 200 + Number(round.win_kurus));
    await deliveredTo(app, WAGERING_SUBSCRIBER, new Date(clock.now().getTime() + 86_400_000));
    const active = await app.call<Array<{ WageredKurus: number }>>('bonus', 'list_active', {}, user);
    expect(active.data[0]?.WageredKurus).toBe(500);
    expect((await verifyLedger(app.services.db)).ok).toBe(true);
  });
});
