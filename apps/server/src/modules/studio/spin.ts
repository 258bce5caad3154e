import type { MethodParsedInput, StudioSpin } from '@bnw/contract';
import { STAKE_LADDER_KURUS, type SpinOutcome, provablyFairRandom } from '@bnw/game-math';
import type { PlannedRound, PlayedRound } from '../../platform/game-wallet-port.js';
import { RpcError } from '../../rpc/outcome.js';
import type { StudioDeps } from './deps.js';
import { type SpinRound, studioRoundWriter } from './round-writer.js';
import { type PairTurn, checkClientSeed, forgetPair, pairTurn, rememberSpin } from './seeds.js';
import { type StudioVariant, STUDIO_LABEL_CODES, findStudioVariant } from './variants.js';

const LADDER: ReadonlySet<number> = new Set(STAKE_LADDER_KURUS);

/** A spin computed from a stale memory of the pair is computed again from a fresh read, this often at most. */
const TURN_ATTEMPTS = 3;

/**
 * `studio.spin` (docs/provably-fair.md): the stake is checked, the outcome is computed from the
 * player's seed pair and next nonce, and the whole round goes to the wallet as data, settled with
 * the other players' rounds of the moment in one transaction: the pair's turn taken (only if the
 * pair is still at that nonce and the last spin began at least the game cycle ago), the stake and
 * the win moved, our round recorded with its proof. A refusal keeps nothing, not even the nonce.
 * The answer carries the ledger's balance.
 */
export async function spin(
  deps: StudioDeps,
  userId: number,
  input: MethodParsedInput<'studio.spin'>,
): Promise<StudioSpin> {
  if (input.clientSeed !== undefined) checkClientSeed(input.clientSeed);
  if (!LADDER.has(input.stakeKurus)) throw new RpcError('studioStakeOffLadder');
  const studio = await studioGameOf(deps, input.gameID);
  const startedAt = deps.clock();
  for (let attempt = 0; attempt < TURN_ATTEMPTS; attempt += 1) {
    const round = planSpin(studio, { userId, input, startedAt, pair: await pairTurn(deps, userId), deps });
    const played = await deps.gameWallet.playRound({ userId, gameId: input.gameID }, round);
    if (played.status === 'TURN_TAKEN') {
      forgetPair(deps, userId);
      continue;
    }
    return answerOf(deps, input, round.data, played);
  }
  throw new RpcError('studioTooFast');
}

function answerOf(
  deps: StudioDeps,
  input: MethodParsedInput<'studio.spin'>,
  round: SpinRound,
  played: PlayedRound<SpinOutcome>,
): StudioSpin {
  if (played.status === 'INSUFFICIENT_FUNDS') throw new RpcError('studioInsufficientFunds');
  // The player's own rule in its words: which limit and when it resets, or until when the break lasts.
  if ((played.status === 'LIMIT_REACHED' || played.status === 'PLAYER_BLOCKED') && played.refusal) {
    throw new RpcError(played.refusal.key, played.refusal.params);
  }
  if (played.status !== 'OK') throw new RpcError('studioGameNotFound');
  const { pair } = round;
  rememberSpin(deps, round.userId, {
    ...pair,
    clientSeed: round.clientSeed,
    nextNonce: pair.nextNonce + 1,
    lastSpinStartedAt: round.startedAt,
  });
  return {
    roundID: played.gameRoundId,
    nonce: pair.nextNonce,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: round.clientSeed,
    stakeKurus: input.stakeKurus,
    winKurus: played.result.winKurus,
    balanceKurus: played.balanceKurus,
    outcome: played.result,
  };
}

interface SpinRequest {
  deps: StudioDeps;
  userId: number;
  input: MethodParsedInput<'studio.spin'>;
  startedAt: Date;
  pair: PairTurn;
}

/**
 * The round from the pair as known: the pacing checked here on what is known (and again by the
 * turn's condition on what is stored), the outcome from the seeds and the nonce.
 */
function planSpin(studio: StudioVariant, request: SpinRequest): PlannedRound<SpinOutcome, SpinRound> {
  const { userId, input, startedAt, pair, deps } = request;
  const cutoff = new Date(startedAt.getTime() - deps.config.studioMinCycleMs).toISOString();
  if (pair.lastSpinStartedAt !== null && pair.lastSpinStartedAt > cutoff) throw new RpcError('studioTooFast');
  const clientSeed = input.clientSeed ?? pair.clientSeed;
  const random = provablyFairRandom(pair.serverSeed, clientSeed, pair.nextNonce);
  const outcome = studio.module.engine.spin(studio.variant, input.stakeKurus, random);
  return {
    // A pair's nonce is used once, so the pair and the nonce name the round for good.
    roundId: `studio-${pair.pairId}-${pair.nextNonce}`,
    stakeKurus: outcome.stakeKurus,
    winKurus: outcome.winKurus,
    data: {
      userId,
      gameId: input.gameID,
      variantCode: studio.variant.code,
      engine: studio.variant.engine,
      pair,
      clientSeed,
      startedAt: startedAt.toISOString(),
      cutoff,
      outcome,
    },
    writer: studioRoundWriter,
    result: outcome,
  };
}

/** Bounds each process's memory of games: a full map is emptied and the games are read again. */
const GAME_CACHE_LIMIT = 10_000;
const gameCaches = new WeakMap<object, Map<number, StudioVariant>>();

/**
 * The variant a game id plays: a game of one of our labels whose variant this server ships; any
 * other game is "not found". A game's code and provider never change, so a process remembers them;
 * whether the game is switched on is the wallet's batch's own read, every round.
 */
async function studioGameOf(deps: StudioDeps, gameId: number): Promise<StudioVariant> {
  let cache = gameCaches.get(deps.db);
  if (!cache) gameCaches.set(deps.db, (cache = new Map()));
  const known = cache.get(gameId);
  if (known) return known;
  const game = await deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.code', 'game_providers.code as provider_code'])
    .where('games.id', '=', gameId)
    .executeTakeFirst();
  const studio = game && STUDIO_LABEL_CODES.has(game.provider_code) ? findStudioVariant(game.code) : undefined;
  if (!studio || studio.variant.listing.studio !== game?.provider_code) throw new RpcError('studioGameNotFound');
  if (cache.size >= GAME_CACHE_LIMIT) cache.clear();
  cache.set(gameId, studio);
  return studio;
}
