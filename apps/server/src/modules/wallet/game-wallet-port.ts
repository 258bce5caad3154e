import { WALLET_CURRENCY, type WalletAnswer } from '@bnw/contract';
import type { GameWalletPort, GameWalletSession } from '../../platform/game-wallet-port.js';
import { randomToken, sha256Hex } from '../../auth/tokens.js';
import { availableBalance } from './answers.js';
import type { WalletCaller } from './caller.js';
import type { WalletDeps } from './deps.js';
import { GAME_SESSION_MS } from './game-sessions.js';
import { payWin, placeBet, rollBackBet } from './money-calls.js';

/**
 * The wallet as our in-process studio sees it (platform/game-wallet-port.ts): the same bet, win and
 * rollback use cases the HTTP wallet API calls, under the game's own provider (a studio label), so
 * a studio round has the same rows, ledger transfers and round_settled event as anyone's.
 */
export function gameWalletPort(deps: WalletDeps): GameWalletPort {
  return {
    openSession: (input) => openPortSession(deps, input),
    async bet(session, call) {
      const answer = await placeBet(deps, callerOf(session), {
        ...requestOf(session, call),
        round_closed: false,
      });
      return withRound(deps, session, call.roundId, answer);
    },
    async win(session, call) {
      const answer = await payWin(deps, callerOf(session), {
        ...requestOf(session, call),
        reference_transaction_id: call.betTransactionId,
        round_closed: call.roundClosed,
      });
      return plain(answer);
    },
    async rollback(session, call) {
      const answer = await rollBackBet(deps, callerOf(session), {
        ...requestOf(session, call),
        reference_transaction_id: call.betTransactionId,
      });
      return plain(answer);
    },
    balance: (userId) => availableBalance(deps, userId),
  };
}

function callerOf(session: GameWalletSession): WalletCaller {
  return { providerId: session.providerId, providerCode: session.providerCode };
}

function requestOf(session: GameWalletSession, call: { transactionId: string; roundId: string; amountKurus: number }) {
  return {
    token: session.token,
    request_id: call.transactionId,
    transaction_id: call.transactionId,
    round_id: call.roundId,
    game_id: session.gameCode,
    amount: call.amountKurus,
    currency: WALLET_CURRENCY,
  };
}

function plain(answer: WalletAnswer) {
  return { status: answer.status, balanceKurus: Number(answer.balance), gameRoundId: null };
}

/** The bet's answer with the wallet's round id, which the studio links its round to (one indexed read). */
async function withRound(deps: WalletDeps, session: GameWalletSession, roundId: string, answer: WalletAnswer) {
  const round =
    answer.status === 'OK'
      ? await deps.db
          .selectFrom('game_rounds')
          .select('id')
          .where('provider_id', '=', session.providerId)
          .where('round_id', '=', roundId)
          .executeTakeFirst()
      : undefined;
  return { status: answer.status, balanceKurus: Number(answer.balance), gameRoundId: round?.id ?? null };
}

/**
 * A game session like openGameSession's, but `settle` also finds a game or provider switched off
 * since: finishing a started round must not depend on the catalogue's switches.
 */
async function openPortSession(
  deps: Pick<WalletDeps, 'db' | 'clock'>,
  input: { userId: number; gameId: number; purpose: 'play' | 'settle' },
): Promise<GameWalletSession | undefined> {
  let query = deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select(['games.id', 'games.code', 'games.provider_id', 'game_providers.code as provider_code'])
    .where('games.id', '=', input.gameId);
  if (input.purpose === 'play') query = query.where('games.active', '=', 1).where('game_providers.active', '=', 1);
  const game = await query.executeTakeFirst();
  if (!game) return undefined;
  const token = randomToken();
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + GAME_SESSION_MS).toISOString();
  await deps.db
    .insertInto('game_sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: input.userId,
      game_id: game.id,
      provider_id: game.provider_id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return {
    token,
    userId: input.userId,
    gameId: game.id,
    gameCode: game.code,
    providerId: game.provider_id,
    providerCode: game.provider_code,
    expiresAt,
  };
}
