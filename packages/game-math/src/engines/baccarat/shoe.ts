/**
 * Punto banco's shoe: 8 standard decks, 416 cards. A round is dealt from a full shoe (each round
 * its own shuffle, so a round can be verified alone and the exact RTP is that of a fresh shoe).
 * A card is its rank 1 (ace) to 13 (king) and suit; its baccarat value is the rank, tens and
 * faces counting 0.
 */
export const BACCARAT_DECKS = 8;
export const SUITS = ['hearts', 'diamonds', 'clubs', 'spades'] as const;
export type Suit = (typeof SUITS)[number];
export const SHOE_CARDS = BACCARAT_DECKS * SUITS.length * 13;

export interface Card {
  rank: number;
  suit: Suit;
}

export function cardValue(card: Pick<Card, 'rank'>): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** The shoe in its fixed order before dealing: deck by deck, suit by suit, ace to king. */
export function orderedShoe(): Card[] {
  const cards: Card[] = [];
  for (let deck = 0; deck < BACCARAT_DECKS; deck += 1) {
    for (const suit of SUITS) for (let rank = 1; rank <= 13; rank += 1) cards.push({ rank, suit });
  }
  return cards;
}

/** How many cards of each value 0 to 9 the full shoe holds: 128 zeros, 32 of every other value. */
export function valueCounts(): number[] {
  const counts = new Array<number>(10).fill(0);
  for (const card of orderedShoe()) counts[cardValue(card)]! += 1;
  return counts;
}
