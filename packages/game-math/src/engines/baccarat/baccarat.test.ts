import { describe, expect, it } from 'vitest';
import { type RandomSource, seededRandom } from '../../random.js';
import { baccaratReturnKurus, settleBaccaratBets } from './bets.js';
import { dealCoup } from './engine.js';
import { baccaratRtp, coupOdds } from './rtp.js';
import { bankerDraws, handTotal, playerDraws, winnerOf } from './rules.js';
import { SHOE_CARDS, cardValue, orderedShoe, valueCounts } from './shoe.js';

/** A source that deals the given ranks in order: it answers the index of the first card of that rank left. */
function stackedShoe(ranks: number[]): RandomSource {
  const shoe = orderedShoe();
  return {
    nextInt(maxExclusive) {
      expect(maxExclusive).toBe(shoe.length);
      const rank = ranks.shift();
      if (rank === undefined) throw new Error('dealt more cards than stacked');
      const index = shoe.findIndex((card) => card.rank === rank);
      shoe.splice(index, 1);
      return index;
    },
  };
}

describe('punto banco', () => {
  it('has a shoe of 8 decks: 128 cards worth 0 and 32 of each other value', () => {
    expect(orderedShoe()).toHaveLength(SHOE_CARDS);
    expect(SHOE_CARDS).toBe(416);
    expect(valueCounts()).toEqual([128, 32, 32, 32, 32, 32, 32, 32, 32, 32]);
    expect([1, 9, 10, 11, 12, 13].map((rank) => cardValue({ rank }))).toEqual([1, 9, 0, 0, 0, 0]);
  });

  it('draws for the player on 0 to 5 and stands on 6 and 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('follows the banker tableau after a player third card', () => {
    // Rows: the banker's total 0..7; columns: the player's third card 0..9. D = draws.
    const tableau = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    tableau.forEach((row, banker) =>
      [...row].forEach((cell, third) => expect(bankerDraws(banker, third), `${banker} / ${third}`).toBe(cell === 'D')),
    );
    // A player who stood: the banker draws on 0 to 5.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('stops on a natural', () => {
    // Player 4+4 = 8 (natural), banker K+5 = 5: nobody draws, the player wins.
    const coup = dealCoup(stackedShoe([4, 13, 4, 5]));
    expect(coup.player).toHaveLength(2);
    expect(coup.banker).toHaveLength(2);
    expect(coup).toMatchObject({ playerTotal: 8, bankerTotal: 5, winner: 'player' });
  });

  it('deals the player a third card and lets the banker act on it', () => {
    // Player 2+1 = 3 draws a 5: 8. Banker 3+3 = 6 with a player third card of 5: stands. Player wins.
    expect(dealCoup(stackedShoe([2, 3, 1, 3, 5]))).toMatchObject({ playerTotal: 8, bankerTotal: 6, winner: 'player' });
    // Player 2+1 = 3 draws a 6: 9. Banker 3+3 = 6 with a player third card of 6: draws a 3 → 9. Tie.
    const tie = dealCoup(stackedShoe([2, 3, 1, 3, 6, 3]));
    expect(tie).toMatchObject({ playerTotal: 9, bankerTotal: 9, winner: 'tie' });
    expect(tie.banker).toHaveLength(3);
    // Player stands on 7 (3+4); banker 1+2 = 3 draws (a player who stood) a king: 3. Player wins.
    const stood = dealCoup(stackedShoe([3, 1, 4, 2, 13]));
    expect(stood.player).toHaveLength(2);
    expect(stood).toMatchObject({ playerTotal: 7, bankerTotal: 3, winner: 'player' });
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1, and returns player and banker bets on a tie', () => {
    expect(
      settleBaccaratBets(
        [
          { kind: 'player', stakeKurus: 1_000 },
          { kind: 'banker', stakeKurus: 1_000 },
          { kind: 'tie', stakeKurus: 1_000 },
        ],
        'banker',
      ),
    ).toEqual([0, 1_950, 0]);
    expect(baccaratReturnKurus({ kind: 'player', stakeKurus: 500 }, 'player')).toBe(1_000);
    expect(baccaratReturnKurus({ kind: 'tie', stakeKurus: 500 }, 'tie')).toBe(4_500);
    expect(baccaratReturnKurus({ kind: 'banker', stakeKurus: 500 }, 'tie')).toBe(500);
    expect(baccaratReturnKurus({ kind: 'player', stakeKurus: 500 }, 'tie')).toBe(500);
    expect(() => baccaratReturnKurus({ kind: 'banker', stakeKurus: 150 }, 'banker')).toThrow(RangeError);
  });

  it('has the exact 8-deck returns: banker 98.94 %, player 98.76 %, tie 85.64 %', () => {
    const odds = coupOdds();
    expect(odds.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(odds.banker / odds.total).toBeCloseTo(0.458597, 6);
    expect(odds.player / odds.total).toBeCloseTo(0.446247, 6);
    expect(odds.tie / odds.total).toBeCloseTo(0.095156, 6);
    const rtp = baccaratRtp(odds);
    expect(rtp.banker).toBeCloseTo(0.989421, 6);
    expect(rtp.player).toBeCloseTo(0.987649, 6);
    expect(rtp.tie).toBeCloseTo(0.856404, 6);
  });

  it('deals coups whose frequencies match the exact odds (seeded, 20,000 coups)', () => {
    const random = seededRandom(2026);
    const seen = { player: 0, banker: 0, tie: 0 };
    for (let coup = 0; coup < 20_000; coup += 1) {
      const dealt = dealCoup(random);
      if (dealt.playerTotal !== handTotal(dealt.player.map(cardValue))) throw new Error('total is not the cards');
      seen[dealt.winner] += 1;
    }
    const odds = coupOdds();
    for (const winner of ['player', 'banker', 'tie'] as const) {
      // Four standard deviations of a binomial count.
      const expected = (odds[winner] / odds.total) * 20_000;
      expect(Math.abs(seen[winner] - expected)).toBeLessThan(4 * Math.sqrt(expected));
    }
    expect(winnerOf(5, 5)).toBe('tie');
  });
});
