import { describe, expect, it } from 'vitest';
import { SLIP_LIMITS, type SlipEntry, formatOdds, priceSlip, slipStakeBounds, toggleSelection } from './slip';

const home = (drawID = 501): SlipEntry => ({
  game: 'dice-duel',
  drawID,
  drawNo: drawID - 460,
  marketID: 'match-result',
  marketName: 'Düello sonucu',
  selectionID: 'home',
  selectionName: 'Ev sahibi (1)',
  oddsHundredths: 214,
});
const over = (drawID: number): SlipEntry => ({
  ...home(drawID),
  marketID: 'total-over-under',
  marketName: 'Toplam Alt/Üst 14,5',
  selectionID: 'over',
  selectionName: 'Üst (15 ve üstü)',
});

describe('the slip', () => {
  it('prices a single at the published odds and rounds the return down to the kuruş', () => {
    const check = priceSlip([home()], 1_234);
    expect(check).toMatchObject({ ok: true, coupon: { kind: 'single', totalOddsHundredths: 214 } });
    // 12,34 × 2,14 = 26,4076 → ₺26,40
    expect(check.ok && check.coupon.potentialReturnKurus).toBe(2_640);
  });

  it('combines selections of two draws of one game: the odds multiply, rounded down once, and pay as shown', () => {
    const { entries, refusal } = toggleSelection([home(501)], over(502));
    expect(refusal).toBeNull();
    const check = priceSlip(entries, 1_234);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.coupon.kind).toBe('combination');
    // 2,14 × 2,14 = 4,5796: shown as 4,57 and paid on 4,57: 12,34 × 4,57 = 56,3938 → ₺56,39.
    expect(check.coupon.totalOddsHundredths).toBe(457);
    expect(check.coupon.potentialReturnKurus).toBe(5_639);
    expect(formatOdds(check.coupon.totalOddsHundredths)).toBe('4,57');
  });

  it('takes stakes up to the lower of the game’s largest stake and the player’s per-round ceiling', () => {
    // A ₺250 ceiling under the game's ₺5.000: the field's maximum is ₺250, the limit that refuses ₺300.
    expect(slipStakeBounds(25_000)).toEqual({ minKurus: SLIP_LIMITS.minStakeKurus, maxKurus: 25_000 });
    // A ceiling above the game's largest stake: the game's bound applies.
    expect(slipStakeBounds(SLIP_LIMITS.maxStakeKurus + 1)).toEqual({
      minKurus: SLIP_LIMITS.minStakeKurus,
      maxKurus: SLIP_LIMITS.maxStakeKurus,
    });
    // Not known (a visitor, or not answered yet): the game's bound.
    expect(slipStakeBounds(undefined).maxKurus).toBe(SLIP_LIMITS.maxStakeKurus);
  });

  it('refuses correlated selections of one draw with both named, and keeps the slip as it was', () => {
    const { entries, refusal } = toggleSelection([home(501)], over(501));
    expect(entries).toEqual([home(501)]);
    expect(refusal).toMatchObject({ code: 'correlatedSelections', first: home(501), second: over(501) });
  });

  it('takes a selection off on a second tap and replaces another selection of the same market of the draw', () => {
    expect(toggleSelection([home()], home()).entries).toEqual([]);
    const away = { ...home(), selectionID: 'away', selectionName: 'Deplasman (2)' };
    expect(toggleSelection([home()], away)).toEqual({ entries: [away], refusal: null });
  });

  it('keeps one game per coupon and six numbers as a single', () => {
    const lucky: SlipEntry = {
      game: 'lucky-six',
      drawID: 701,
      drawNo: 7,
      marketID: 'six-numbers',
      marketName: 'Altı sayı',
      selectionID: '1-2-3-4-5-6',
      selectionName: '1 · 2 · 3 · 4 · 5 · 6',
      oddsHundredths: 1_000_000,
    };
    expect(toggleSelection([home()], lucky).refusal).toEqual({ code: 'otherGame' });
    const odd: SlipEntry = { ...lucky, marketID: 'first-ball-odd-even', selectionID: 'odd', oddsHundredths: 190 };
    expect(toggleSelection([odd], lucky).refusal).toMatchObject({ code: 'singleOnlyMarket' });
  });

  it('shows a stake below the minimum as the problem, not a price', () => {
    expect(priceSlip([home()], 99)).toEqual({ ok: false, problem: { code: 'stakeBelowMinimum' } });
  });
});
