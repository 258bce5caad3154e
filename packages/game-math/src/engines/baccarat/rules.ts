/**
 * Punto banco's drawing rules (the tableau), as pure functions of totals. Both hands get two
 * cards; a natural (8 or 9 on two cards in either hand) ends the coup. Otherwise the player draws
 * on 0 to 5 and stands on 6 or 7; a banker whose player stood draws on 0 to 5 too; a banker whose
 * player drew acts on its total and the player's third card.
 */
export function handTotal(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) % 10;
}

export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** The banker's rule; `playerThird` is the value (0 to 9) of the player's third card, or null when the player stood. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export function winnerOf(playerTotal: number, bankerTotal: number): BaccaratWinner {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}
