import type { MethodParsedInput, StudioSpin } from '@bnw/contract';
import { STAKE_LADDER_KURUS, type SpinOutcome, provablyFairRandom } from '@bnw/game-math';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PlannedRound, RoundGame } from '../../platform/game-wallet-port.js';
import { RpcError } from '../../rpc/outcome.js';
import type { StudioDeps } from './deps.js';
import { type Reservation, checkClientSeed, reserveNonce } from './seeds.js';
import { type StudioVariant, STUDIO_LABEL_CODES, findStudioVariant } from './variants.js';

const LADDER: ReadonlySet<number> = new Set(STAKE_LADDER_KURUS);

/**
 * `studio.spin` (docs/provably-fair.md): the stake is checked, then the whole round is one
 * transaction through the wallet's port: the player's next nonce is reserved with the pacing check,
 * the outcome is computed from the seed pair, the wallet moves the stake and the win, and our round
 * records the proof. A refusal anywhere keeps nothing, not even the nonce. The answer carries the
 * ledger's balance.
 */
export async function spin(
  deps: StudioDeps,
  userId: number,
  input: MethodParsedInput<'studio.spin'>,
): Promise<StudioSpin> {
  if (input.clientSeed !== undefined) checkClientSeed(input.clientSeed);
  if (!LADDER.has(input.stakeKurus)) throw new RpcError('studioStakeOffLadder');
  const startedAt = deps.clock();
  const played = await deps.gameWallet.playRound({ userId, gameId: input.gameID }, (trx, game) =>
    planSpin(deps, trx, { userId, game, input, startedAt }),
  );
  if (played.status === 'INSUFFICIENT_FUNDS') throw new RpcError('studioInsufficientFunds');
  // The player's own rule in its words: which limit and when it resets, or until when the break lasts.
  if ((played.status === 'LIMIT_REACHED' || played.status === 'PLAYER_BLOCKED') && played.refusal) {
    throw new RpcError(played.refusal.key, played.refusal.params);
  }
  if (played.status !== 'OK') throw new RpcError('studioGameNotFound');
  const { reservation, outcome } = played.result;
  return {
    roundID: played.gameRoundId,
    nonce: reservation.nonce,
    serverSeedHash: reservation.serverSeedHash,
    clientSeed: reservation.clientSeed,
    stakeKurus: input.stakeKurus,
    winKurus: outcome.winKurus,
    balanceKurus: played.balanceKurus,
    outcome,
  };
}

interface SpinRequest {
  userId: number;
  game: RoundGame;
  input: MethodParsedInput<'studio.spin'>;
  startedAt: Date;
}

/** Inside the wallet's transaction: our variant of this game, the player's turn and nonce, the outcome. */
async function planSpin(
  deps: StudioDeps,
  trx: Transaction<Database>,
  request: SpinRequest,
): Promise<PlannedRound<{ reservation: Reservation; outcome: SpinOutcome }>> {
  const studio = studioVariantOf(request.game);
  const { userId, input, startedAt } = request;
  const reservation = await reserveNonce({ ...deps, db: trx }, userId, input.clientSeed, startedAt);
  const random = provablyFairRandom(reservation.serverSeed, reservation.clientSeed, reservation.nonce);
  const outcome = studio.module.engine.spin(studio.variant, input.stakeKurus, random);
  return {
    // A pair's nonce is used once, so the pair and the nonce name the round for good.
    roundId: `studio-${reservation.pairId}-${reservation.nonce}`,
    stakeKurus: outcome.stakeKurus,
    winKurus: outcome.winKurus,
    async finish(finishing, gameRoundId) {
      await insertRound(finishing, {
        userId,
        gameId: input.gameID,
        studio,
        reservation,
        outcome,
        startedAt,
        gameRoundId,
      });
      return { reservation, outcome };
    },
  };
}

/** A game of one of our labels whose variant this server ships; any other game is "not found". */
function studioVariantOf(game: RoundGame): StudioVariant {
  const studio = STUDIO_LABEL_CODES.has(game.providerCode) ? findStudioVariant(game.code) : undefined;
  if (!studio || studio.variant.listing.studio !== game.providerCode) throw new RpcError('studioGameNotFound');
  return studio;
}

/** What the verification page needs to recompute the round, linked to the wallet's round. */
async function insertRound(
  trx: Transaction<Database>,
  round: {
    userId: number;
    gameId: number;
    studio: StudioVariant;
    reservation: Reservation;
    outcome: SpinOutcome;
    startedAt: Date;
    gameRoundId: number;
  },
): Promise<void> {
  const { studio, reservation, outcome } = round;
  await trx
    .insertInto('studio_rounds')
    .values({
      user_id: round.userId,
      game_id: round.gameId,
      seed_pair_id: reservation.pairId,
      nonce: reservation.nonce,
      client_seed: reservation.clientSeed,
      variant_code: studio.variant.code,
      engine: studio.variant.engine,
      stake_kurus: outcome.stakeKurus,
      win_kurus: outcome.winKurus,
      outcome: JSON.stringify(outcome),
      status: 'settled',
      game_round_id: round.gameRoundId,
      created_at: round.startedAt.toISOString(),
      settled_at: round.startedAt.toISOString(),
    })
    .execute();
}
