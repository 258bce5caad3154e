/**
 * What a framed game tells the play page around it, by postMessage: `{ source: 'bnw-game', event }`.
 * - `balance` after every wallet answer: the page asks the server again (the number it carries is
 *   not trusted and not shown).
 * - `result-shown` when the round's result is on screen (its animation is over): the page reveals a
 *   rise of the balance (a win) only then, so the top bar never tells a win the game has not shown
 *   yet; for a game that never says it, a rise is revealed GAME_WIN_REVEAL_FALLBACK_MS after it came.
 * A fall (a stake) is shown at once. Our studio pages and the reference provider send both events.
 */
export const GAME_FRAME_MESSAGE_SOURCE = 'bnw-game';
export const GAME_FRAME_EVENTS = { balance: 'balance', resultShown: 'result-shown' } as const;
export const GAME_WIN_REVEAL_FALLBACK_MS = 8_000;
