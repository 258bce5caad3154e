import type { BackofficeMethodOutput, BackofficeParsedInput } from '@bnw/contract/backoffice';
import type { WalletDeps } from './deps.js';
import { countAndTotals, roundPageQuery, toGameRound } from './history.js';

/**
 * A player's game rounds for the back office, read exactly as the player's own history reads them
 * (history.ts): every round of every game (outside providers, our studio, the live tables,
 * tombala and the draws all keep theirs in `game_rounds`), newest first, with the totals.
 */
export async function playerRounds(
  deps: Pick<WalletDeps, 'db'>,
  input: BackofficeParsedInput<'bo_players.rounds'>,
): Promise<BackofficeMethodOutput<'bo_players.rounds'>> {
  const filter = { Lang: input.Lang, limit: input.limit, offset: input.offset, status: input.status };
  const { total, totals } = await countAndTotals(deps, input.playerID, filter);
  const rows = await roundPageQuery(deps, input.playerID, filter).execute();
  return {
    rounds: rows.map(toGameRound),
    pagination: { total, limit: input.limit, offset: input.offset },
    totals,
  };
}
