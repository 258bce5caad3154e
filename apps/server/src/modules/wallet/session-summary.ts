import {
  type GameSessionSummary,
  type MethodParsedInput,
  PLAY_SESSION_MAX_MS,
  PLAY_SUMMARY_MAX_ROUNDS,
  VOLATILITIES,
  type Volatility,
} from '@bnw/contract';
import { type Actor, playerOf } from '../../platform/actor.js';
import { RpcError } from '../../rpc/outcome.js';
import type { WalletDeps } from './deps.js';

type SummaryDeps = Pick<WalletDeps, 'db' | 'clock'>;

/**
 * Servers behind one address may disagree on the time by a little: a `startedAt` that another one
 * wrote is accepted up to this far in the future.
 */
const CLOCK_SKEW_MS = 60_000;

/**
 * `casino.game_session_summary`: the play page's top bar (UKGC RTS 13C and 2E: the player sees how
 * long this session lasts and where it stands). The game's facts, and what the player's own rounds
 * of it opened since the session began staked and won.
 */
export async function summarizeGameSession(
  deps: SummaryDeps,
  actor: Actor,
  input: MethodParsedInput<'casino.game_session_summary'>,
): Promise<GameSessionSummary> {
  const userId = playerOf(actor).user.id;
  const since = sessionStart(input.since, deps.clock());
  const game = await findPlayedGame(deps, input.gameID);
  if (!game) throw new RpcError('gameNotFound');
  return { game, ...(await sumRoundsSince(deps, userId, game.id, since)) };
}

/**
 * The start as the rounds store their times (toISOString), so that strings compare as instants;
 * refused when older than a game session lives or in the future.
 */
function sessionStart(since: string, now: Date): string {
  const start = Date.parse(since);
  const tooOld = start < now.getTime() - PLAY_SESSION_MAX_MS;
  const tooNew = start > now.getTime() + CLOCK_SKEW_MS;
  if (tooOld || tooNew) throw new RpcError('playSessionStartInvalid');
  return new Date(start).toISOString();
}

/** Answered for a game switched off meanwhile too: the player may still be in it. */
async function findPlayedGame(deps: SummaryDeps, gameId: number): Promise<GameSessionSummary['game'] | undefined> {
  const row = await deps.db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select([
      'games.id',
      'games.name',
      'games.rtp_bp',
      'games.max_win_x',
      'games.volatility',
      'games.lobby',
      'game_providers.name as provider_name',
    ])
    .where('games.id', '=', gameId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    providerName: row.provider_name,
    rtpBasisPoints: row.rtp_bp,
    maxWinMultiplier: row.max_win_x,
    volatility: isVolatility(row.volatility) ? row.volatility : 'medium',
    lobby: row.lobby,
  };
}

function isVolatility(value: string): value is Volatility {
  return (VOLATILITIES as readonly string[]).includes(value);
}

/**
 * Reads the player's newest PLAY_SUMMARY_MAX_ROUNDS rounds through the index game_rounds(user_id,
 * id), newest first, and sums those of this game opened since the start. The window, not a filter
 * on the game and the time, is what bounds the work: a filter alone would walk the player's whole
 * history. When the window is full and its oldest round is still inside the session, older rounds
 * of the session may lie beyond it: the answer says it is not complete.
 */
async function sumRoundsSince(deps: SummaryDeps, userId: number, gameId: number, since: string) {
  const recent = deps.db
    .selectFrom('game_rounds')
    .select(['game_id', 'status', 'stake_kurus', 'win_kurus', 'opened_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(PLAY_SUMMARY_MAX_ROUNDS)
    .as('recent');
  const row = await deps.db
    .selectFrom(recent)
    .select((eb) => {
      const inSession = eb.and([eb('recent.game_id', '=', gameId), eb('recent.opened_at', '>=', since)]);
      const counted = eb.and([inSession, eb('recent.status', '!=', 'rolled_back')]);
      const sumWhen = (value: 'recent.stake_kurus' | 'recent.win_kurus') =>
        eb.fn.sum<number | string | null>(eb.case().when(inSession).then(eb.ref(value)).else(eb.lit(0)).end());
      return [
        sumWhen('recent.stake_kurus').as('stake'),
        sumWhen('recent.win_kurus').as('win'),
        eb.fn.sum<number | string | null>(eb.case().when(counted).then(eb.lit(1)).else(eb.lit(0)).end()).as('rounds'),
        eb.fn.countAll<number | string>().as('window_rows'),
        eb.fn.min<string | null>('recent.opened_at').as('oldest'),
      ];
    })
    .executeTakeFirstOrThrow();
  const windowFull = Number(row.window_rows) >= PLAY_SUMMARY_MAX_ROUNDS;
  const reachesBeforeStart = row.oldest !== null && row.oldest < since;
  return {
    stakeKurus: Number(row.stake ?? 0),
    winKurus: Number(row.win ?? 0),
    rounds: Number(row.rounds ?? 0),
    complete: !windowFull || reachesBeforeStart,
  };
}
