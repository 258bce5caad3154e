import { BANKER_COMMISSION_PERCENT, TIE_PAYOUT } from './bets.js';
import { bankerDraws, handTotal, isNatural, playerDraws } from './rules.js';
import { SHOE_CARDS, valueCounts } from './shoe.js';

/**
 * The exact chances of a coup from a full 8-deck shoe, by enumeration of every way the card
 * values can fall (values 0 to 9, drawn without replacement: at most 10^6 paths). Each path is
 * weighed by the number of ordered 6-card deals it stands for (the cards it uses times the ways of
 * filling the unused places), so all weights are whole numbers over one denominator,
 * 416·415·414·413·412·411 ≈ 5.0·10^15, below 2^53: the sums are exact in doubles.
 */
export interface CoupOdds {
  player: number;
  banker: number;
  tie: number;
  /** Every ordered 6-card deal: the sum of the three. */
  total: number;
}

const DEAL_CARDS = 6;

export function coupOdds(): CoupOdds {
  const counts = valueCounts();
  const odds: CoupOdds = { player: 0, banker: 0, tie: 0, total: 0 };
  // The ways of filling the deal's unused places from the cards left.
  const filler = (used: number) => {
    let ways = 1;
    for (let place = used; place < DEAL_CARDS; place += 1) ways *= SHOE_CARDS - place;
    return ways;
  };
  const take = (value: number): number => {
    const ways = counts[value]!;
    counts[value] = ways - 1;
    return ways;
  };
  const give = (value: number) => {
    counts[value]! += 1;
  };
  const settle = (player: number, banker: number, weight: number) => {
    if (player === banker) odds.tie += weight;
    else if (player > banker) odds.player += weight;
    else odds.banker += weight;
  };

  for (let p1 = 0; p1 < 10; p1 += 1) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1 += 1) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2 += 1) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2 += 1) {
          const w4 = w3 * take(b2);
          if (w4 > 0) thirdCards(handTotal([p1, p2]), handTotal([b1, b2]), w4);
          give(b2);
        }
        give(p2);
      }
      give(b1);
    }
    give(p1);
  }
  odds.total = odds.player + odds.banker + odds.tie;
  return odds;

  function thirdCards(player: number, banker: number, weight: number) {
    if (isNatural(player) || isNatural(banker) || (!playerDraws(player) && !bankerDraws(banker, null))) {
      settle(player, banker, weight * filler(4));
      return;
    }
    if (!playerDraws(player)) {
      for (let b3 = 0; b3 < 10; b3 += 1) {
        const ways = take(b3);
        if (ways > 0) settle(player, (banker + b3) % 10, weight * ways * filler(5));
        give(b3);
      }
      return;
    }
    for (let p3 = 0; p3 < 10; p3 += 1) {
      const ways = take(p3);
      if (ways > 0) {
        const playerFinal = (player + p3) % 10;
        if (!bankerDraws(banker, p3)) settle(playerFinal, banker, weight * ways * filler(5));
        else {
          for (let b3 = 0; b3 < 10; b3 += 1) {
            const more = take(b3);
            if (more > 0) settle(playerFinal, (banker + b3) % 10, weight * ways * more * filler(6));
            give(b3);
          }
        }
      }
      give(p3);
    }
  }
}

/**
 * Each bet's exact return to player, from the coup's odds: player 2·P + T, banker 1.95·B + T,
 * tie 9·T (over the total). Computed in BigInt (the numerators pass 2^53), answered in doubles.
 */
export function baccaratRtp(odds: CoupOdds = coupOdds()): { player: number; banker: number; tie: number } {
  const [player, banker, tie, total] = [odds.player, odds.banker, odds.tie, odds.total].map(BigInt) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const scale = 10n ** 12n;
  const ratio = (numerator: bigint, denominator: bigint) => Number((numerator * scale) / denominator) / 1e12;
  return {
    player: ratio(2n * player + tie, total),
    banker: ratio(BigInt(200 - BANKER_COMMISSION_PERCENT) * banker + 100n * tie, 100n * total),
    tie: ratio(BigInt(TIE_PAYOUT + 1) * tie, total),
  };
}
