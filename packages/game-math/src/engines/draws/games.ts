import { DICE_DUEL, type DiceDuelResult } from './dice-duel.js';
import { LUCKY_SIX, type LuckySixResult } from './lucky-six.js';
import type { DrawGame, DrawGameId, DrawMarket } from './markets.js';

/** The draw games of bet-on-games, by id. */
export const DRAW_GAMES: { 'lucky-six': DrawGame<LuckySixResult>; 'dice-duel': DrawGame<DiceDuelResult> } = {
  'lucky-six': LUCKY_SIX,
  'dice-duel': DICE_DUEL,
};

/** A game by an id from outside (a coupon, a stored draw), or null when there is none. */
export function findDrawGame(id: string): DrawGame<never> | null {
  return Object.hasOwn(DRAW_GAMES, id) ? (DRAW_GAMES[id as DrawGameId] as DrawGame<never>) : null;
}

export function findMarket(game: DrawGame<never>, marketId: string): DrawMarket<never> | null {
  return game.markets.find((market) => market.id === marketId) ?? null;
}

/** Whether two different markets of one draw may share a combination (the game lists the pair as independent). */
export function marketsIndependent(game: DrawGame<never>, first: string, second: string): boolean {
  return game.independentMarkets.some(
    ([one, other]) => (one === first && other === second) || (one === second && other === first),
  );
}
