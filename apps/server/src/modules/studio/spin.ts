import type { MethodParsedInput, StudioSpin } from '@bnw/contract';
import { STAKE_LADDER_KURUS, type SpinOutcome, provablyFairRandom } from '@bnw/game-math';
import type { GameWalletSession } from '../../platform/game-wallet-port.js';
import { RpcError } from '../../rpc/outcome.js';
import type { StudioDeps } from './deps.js';
import { type Reservation, checkClientSeed, releaseNonce, reserveNonce } from './seeds.js';
import { type StudioVariant, STUDIO_LABEL_CODES, findStudioVariant } from './variants.js';
import { playSession } from './wallet-sessions.js';

const LADDER: ReadonlySet<number> = new Set(STAKE_LADDER_KURUS);

/** The wallet's ids of a studio round's calls: derived from our round, so a retry repeats them. */
export function walletIds(studioRoundId: number) {
  const roundId = `studio-${studioRoundId}`;
  return { roundId, bet: `${roundId}-bet`, win: `${roundId}-win`, rollback: `${roundId}-rollback` };
}

/**
 * `studio.spin` (docs/provably-fair.md, studio.md "Money path"): the game and stake are checked, the
 * player's next nonce is reserved with the pacing check, the outcome is computed from the seed pair,
 * our round is written (so a crash after the bet leaves something to roll back), then the bet and
 * the win go through the wallet like any provider's. The answer carries the ledger's balance.
 */
export async function spin(
  deps: StudioDeps,
  userId: number,
  input: MethodParsedInput<'studio.spin'>,
): Promise<StudioSpin> {
  if (input.clientSeed !== undefined) checkClientSeed(input.clientSeed);
  if (!LADDER.has(input.stakeKurus)) throw new RpcError('studioStakeOffLadder');
  const game = await findPlayableGame(deps, input.gameID);
  const session = await playSession(deps, userId, game.id);
  if (!session) throw new RpcError('studioGameNotFound');
  // Refused before anything is reserved: a refusal changes nothing. A bet refused later (the
  // balance fell in between) gives its nonce back.
  if ((await deps.gameWallet.balance(userId)) < input.stakeKurus) throw new RpcError('studioInsufficientFunds');
  const startedAt = deps.clock();
  const reservation = await reserveNonce(deps, userId, input.clientSeed, startedAt);
  const random = provablyFairRandom(reservation.serverSeed, reservation.clientSeed, reservation.nonce);
  const outcome = game.studio.module.engine.spin(game.studio.variant, input.stakeKurus, random);
  const roundId = await insertRound(deps, userId, game, reservation, outcome, startedAt);
  const settled = await betAndWin(deps, session, roundId, reservation, outcome);
  return {
    roundID: settled.gameRoundId,
    nonce: reservation.nonce,
    serverSeedHash: reservation.serverSeedHash,
    clientSeed: reservation.clientSeed,
    stakeKurus: input.stakeKurus,
    winKurus: outcome.winKurus,
    balanceKurus: settled.balanceKurus,
    outcome,
  };
}

interface PlayableGame {
  id: number;
  studio: StudioVariant;
}

/** An active game of an active studio label whose variant this server ships. */
async function findPlayableGame(deps: Pick<StudioDeps, 'db'>, gameId: number): Promise<PlayableGame> {
  const row = await deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.code', 'game_providers.code as provider_code'])
    .where('games.id', '=', gameId)
    .where('games.active', '=', 1)
    .where('game_providers.active', '=', 1)
    .executeTakeFirst();
  const studio = row && STUDIO_LABEL_CODES.has(row.provider_code) ? findStudioVariant(row.code) : undefined;
  if (!row || !studio || studio.variant.listing.studio !== row.provider_code) throw new RpcError('studioGameNotFound');
  return { id: row.id, studio };
}

async function insertRound(
  deps: Pick<StudioDeps, 'db'>,
  userId: number,
  game: PlayableGame,
  reservation: Reservation,
  outcome: SpinOutcome,
  startedAt: Date,
): Promise<number> {
  const row = await deps.db
    .insertInto('studio_rounds')
    .values({
      user_id: userId,
      game_id: game.id,
      seed_pair_id: reservation.pairId,
      nonce: reservation.nonce,
      client_seed: reservation.clientSeed,
      variant_code: game.studio.variant.code,
      engine: game.studio.variant.engine,
      stake_kurus: outcome.stakeKurus,
      win_kurus: outcome.winKurus,
      outcome: JSON.stringify(outcome),
      status: 'pending',
      game_round_id: null,
      created_at: startedAt.toISOString(),
      settled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The bet, then the win (0 closes a lost round); our round is marked settled only after both. */
async function betAndWin(
  deps: StudioDeps,
  session: GameWalletSession,
  studioRoundId: number,
  reservation: Reservation,
  outcome: SpinOutcome,
): Promise<{ gameRoundId: number; balanceKurus: number }> {
  const ids = walletIds(studioRoundId);
  const bet = await deps.gameWallet.bet(session, {
    transactionId: ids.bet,
    roundId: ids.roundId,
    amountKurus: outcome.stakeKurus,
  });
  if (bet.status !== 'OK' || bet.gameRoundId === null) {
    await deps.db.deleteFrom('studio_rounds').where('id', '=', studioRoundId).where('status', '=', 'pending').execute();
    await releaseNonce(deps, reservation);
    throw new RpcError(bet.status === 'INSUFFICIENT_FUNDS' ? 'studioInsufficientFunds' : 'studioGameNotFound');
  }
  const win = await deps.gameWallet.win(session, {
    transactionId: ids.win,
    roundId: ids.roundId,
    betTransactionId: ids.bet,
    amountKurus: outcome.winKurus,
    roundClosed: true,
  });
  // Left pending: the open-round job rolls the bet back within seconds.
  if (win.status !== 'OK') throw new RpcError('studioSpinFailed');
  await deps.db
    .updateTable('studio_rounds')
    .set({ status: 'settled', game_round_id: bet.gameRoundId, settled_at: deps.clock().toISOString() })
    .where('id', '=', studioRoundId)
    .where('status', '=', 'pending')
    .execute();
  return { gameRoundId: bet.gameRoundId, balanceKurus: win.balanceKurus };
}
