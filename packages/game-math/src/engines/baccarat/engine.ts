import type { RandomSource } from '../../random.js';
import { type Card, cardValue, orderedShoe } from './shoe.js';
import { type BaccaratWinner, bankerDraws, handTotal, isNatural, playerDraws, winnerOf } from './rules.js';

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
}

/**
 * Deals one coup from a full 8-deck shoe: each card is the random source's next integer below the
 * cards left, taken out of the ordered shoe (shoe.ts), so the same seed deals the same cards. The
 * order of dealing is the table's: player, banker, player, banker, then the third cards.
 */
export function dealCoup(random: RandomSource): BaccaratOutcome {
  const shoe = orderedShoe();
  const draw = (): Card => shoe.splice(random.nextInt(shoe.length), 1)[0]!;
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const values = (hand: Card[]) => hand.map(cardValue);
  const twoCardPlayer = handTotal(values(player));
  const twoCardBanker = handTotal(values(banker));
  if (!isNatural(twoCardPlayer) && !isNatural(twoCardBanker)) {
    let playerThird: number | null = null;
    if (playerDraws(twoCardPlayer)) {
      const card = draw();
      player.push(card);
      playerThird = cardValue(card);
    }
    if (bankerDraws(twoCardBanker, playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(values(player));
  const bankerTotal = handTotal(values(banker));
  return { player, banker, playerTotal, bankerTotal, winner: winnerOf(playerTotal, bankerTotal) };
}
