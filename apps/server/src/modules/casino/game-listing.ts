import { CASINO_CATEGORY, GAME_CODE_PATTERN, VOLATILITIES, type Volatility, foldForSearch } from '@bnw/contract';
import type { CasinoDeps } from './deps.js';

const MAX_NAME_LENGTH = 120;
/** `96.2`, `96,20` or `97`: a percentage with at most two decimals. */
const RTP_PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

export interface GameListing {
  providerCode: string;
  gameCode: string;
  name: string;
  categoryId: number;
  /** As the operator types it, e.g. `96.2`; stored in basis points. */
  rtpPercent: string;
  volatility: string;
  maxWinMultiplier: number;
  /**
   * `live`: a live game of the provider, listed in the live lobby under the live category
   * `categoryId` (livecasino.category_list's); otherwise a slot under the slot category `categoryId`.
   */
  lobby?: 'slot' | 'live';
}

export type GameListingProblem =
  | 'unknown_provider'
  | 'bad_code'
  | 'bad_name'
  | 'unknown_category'
  | 'bad_rtp'
  | 'bad_volatility'
  | 'bad_max_win'
  | 'code_taken'
  | 'not_found';

/** `96.2` -> 9620 without a float touching it; null when it is not a percentage from 1 to 100. */
export function rtpBasisPoints(percent: string): number | null {
  const match = RTP_PERCENT.exec(percent.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints >= 100 && basisPoints <= 10_000 ? basisPoints : null;
}

function isVolatility(value: string): value is Volatility {
  return (VOLATILITIES as readonly string[]).includes(value);
}

/**
 * Lists an outside provider's game in the slot lobby, or in the live lobby (the operator's
 * `games add`, with `--live`): answers its id, or why it was refused. One insert, so a game is
 * never half listed. The search name is folded as the seed folds it, with the provider's name.
 */
export async function listGame(
  deps: Pick<CasinoDeps, 'db' | 'clock'>,
  input: GameListing,
): Promise<{ gameId: number } | { problem: GameListingProblem }> {
  const name = input.name.trim();
  const rtp = rtpBasisPoints(input.rtpPercent);
  if (!GAME_CODE_PATTERN.test(input.gameCode)) return { problem: 'bad_code' };
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return { problem: 'bad_name' };
  if (rtp === null) return { problem: 'bad_rtp' };
  if (!isVolatility(input.volatility)) return { problem: 'bad_volatility' };
  if (!Number.isSafeInteger(input.maxWinMultiplier) || input.maxWinMultiplier < 1) return { problem: 'bad_max_win' };
  const provider = await deps.db
    .selectFrom('game_providers')
    .select(['id', 'name'])
    .where('code', '=', input.providerCode)
    .executeTakeFirst();
  if (!provider) return { problem: 'unknown_provider' };
  const placement = await placementOf(deps, input);
  if (!placement) return { problem: 'unknown_category' };
  const inserted = await deps.db
    .insertInto('games')
    .values({
      provider_id: provider.id,
      ...placement,
      code: input.gameCode,
      name,
      search_name: foldForSearch(`${name} ${provider.name}`),
      rtp_bp: rtp,
      volatility: input.volatility,
      max_win_x: input.maxWinMultiplier,
      mobile: 1,
      is_new: 1,
      is_popular: 0,
      quick_access: 0,
      active: 1,
      sort_order: 0,
      created_at: deps.clock().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['provider_id', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? { gameId: inserted.id } : { problem: 'code_taken' };
}

/**
 * Where the game is listed: a slot under its slot category; a live game in the live lobby under
 * its live category, and under the slot catalogue's "Canlı Casino" as our own tables are (the
 * games row names a slot category), which the slot lobby never shows since the lobby is `live`.
 */
async function placementOf(deps: Pick<CasinoDeps, 'db'>, input: GameListing) {
  if (input.lobby === 'live') {
    const liveCategory = await deps.db
      .selectFrom('live_categories')
      .select('id')
      .where('id', '=', input.categoryId)
      .executeTakeFirst();
    if (!liveCategory) return null;
    return { category_id: CASINO_CATEGORY.live, lobby: 'live' as const, live_category_id: liveCategory.id };
  }
  const category = await deps.db
    .selectFrom('game_categories')
    .select('id')
    .where('id', '=', input.categoryId)
    .executeTakeFirst();
  return category ? { category_id: category.id } : null;
}

/** Takes a game out of the lobby at once (its provider broke it, or it left): no dead tiles. */
export async function disableGame(
  deps: Pick<CasinoDeps, 'db'>,
  gameId: number,
): Promise<{ disabled: true } | { problem: GameListingProblem }> {
  const result = await deps.db.updateTable('games').set({ active: 0 }).where('id', '=', gameId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { disabled: true } : { problem: 'not_found' };
}
