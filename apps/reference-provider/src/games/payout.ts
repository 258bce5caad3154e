/**
 * The payout rule shared by both games: a choice that wins with `chancePercent` in 100 pays
 * `stake * rtpBp / (100 * chancePercent)` kuruş (stake included), so its expected return is
 * exactly `rtpBp / 10000` of the stake. Integer arithmetic only: every game offers only chances
 * that divide its RTP in basis points (checked when the catalogue loads, and by the tests), so
 * the division is exact for every stake and nothing is lost to rounding.
 */
export function payoutKurus(stakeKurus: number, rtpBp: number, chancePercent: number): number {
  if (!Number.isSafeInteger(stakeKurus) || stakeKurus <= 0)
    throw new Error(`stake must be whole kuruş, got ${stakeKurus}`);
  if (rtpBp % chancePercent !== 0) throw new Error(`chance ${chancePercent} does not divide RTP ${rtpBp}`);
  // The multiplier is a whole number of hundredths (the chance divides the RTP, checked above), so
  // this is integer arithmetic; the floor keeps a stake that is not whole lira in whole kuruş.
  return Math.floor((stakeKurus * multiplierHundredths(rtpBp, chancePercent)) / 100);
}

/**
 * The multiplier in hundredths (196 = 1,96x): what the page shows. Exact, because the chance
 * divides the RTP and the RTP is in basis points (hundredths of a percent).
 */
export function multiplierHundredths(rtpBp: number, chancePercent: number): number {
  return rtpBp / chancePercent;
}

/** The stakes a player may choose, in kuruş: ₺1, ₺2, ₺5, ₺10, ₺20, ₺50. */
export const STAKES_KURUS = [100, 200, 500, 1000, 2000, 5000] as const;

export function isOfferedStake(value: unknown): value is number {
  return typeof value === 'number' && (STAKES_KURUS as readonly number[]).includes(value);
}
