/**
 * Ranks and prizes of a tournament, pure. Standard competition ranking: tied
 * players share a rank (1, 2, 2, 4). The tie rule every tournament's terms state: tied players
 * occupy the ranks together, the prizes of those ranks are added up (cash and bonus apart) and
 * split equally; the kuruş left over goes to the first of them, the one who reached the score first.
 */

/** One prize range as the tournament stores it: ranks `fromRank`..`toRank` each win `amountKurus`. */
export interface PrizeRange {
  fromRank: number;
  toRank: number;
  amountKurus: number;
  kind: 'cash' | 'bonus';
}

export interface RankedEntry {
  userId: number;
  points: number;
}

export interface PrizeShare {
  cashKurus: number;
  bonusKurus: number;
}

export interface Standing extends RankedEntry {
  rank: number;
  prize: PrizeShare | null;
}

/** The last rank that wins anything; 0 for a tournament without prizes. */
export function lastPrizeRank(prizes: readonly PrizeRange[]): number {
  return prizes.reduce((last, range) => Math.max(last, range.toRank), 0);
}

/** What the ranks `first`..`last` win together. */
function prizesOfRanks(prizes: readonly PrizeRange[], first: number, last: number): PrizeShare {
  const pool = { cashKurus: 0, bonusKurus: 0 };
  for (const range of prizes) {
    const from = Math.max(range.fromRank, first);
    const to = Math.min(range.toRank, last);
    if (to < from) continue;
    const amount = (to - from + 1) * range.amountKurus;
    if (range.kind === 'cash') pool.cashKurus += amount;
    else pool.bonusKurus += amount;
  }
  return pool;
}

/** The equal share of a pool among `size` tied players; `first` (the earliest) also takes the leftover kuruş. */
export function shareOf(pool: PrizeShare, size: number, first: boolean): PrizeShare | null {
  const split = (amount: number) => Math.floor(amount / size) + (first ? amount % size : 0);
  const share = { cashKurus: split(pool.cashKurus), bonusKurus: split(pool.bonusKurus) };
  return share.cashKurus === 0 && share.bonusKurus === 0 ? null : share;
}

/**
 * Standings of `entries`, which must come best first (points down, then who reached them first)
 * and hold every member of each tie group they touch, so the last group's size is true.
 */
export function standingsOf(entries: readonly RankedEntry[], prizes: readonly PrizeRange[]): Standing[] {
  const standings: Standing[] = [];
  let start = 0;
  while (start < entries.length) {
    let end = start + 1;
    while (end < entries.length && entries[end]!.points === entries[start]!.points) end += 1;
    const rank = start + 1;
    const pool = prizesOfRanks(prizes, rank, rank + (end - start) - 1);
    for (let index = start; index < end; index += 1) {
      standings.push({ ...entries[index]!, rank, prize: shareOf(pool, end - start, index === start) });
    }
    start = end;
  }
  return standings;
}

/**
 * One player's standing from counts alone (far outside the top there is no list to rank):
 * `better` players have more points, `tied` have the same (the player included), `tiedBefore`
 * of them reached it first.
 */
export function standingFromCounts(
  counts: { better: number; tied: number; tiedBefore: number },
  prizes: readonly PrizeRange[],
): { rank: number; prize: PrizeShare | null } {
  const rank = counts.better + 1;
  const pool = prizesOfRanks(prizes, rank, rank + counts.tied - 1);
  return { rank, prize: shareOf(pool, counts.tied, counts.tiedBefore === 0) };
}
