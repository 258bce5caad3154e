import type { BonusContribution, BonusOffer, PlayerBonus } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import type { TFunction } from 'i18next';

/** '₺5.000' for whole lira, '₺12,50' otherwise: terms read better without a trailing ',00'. */
export function formatTermAmount(kurus: number): string {
  const text = formatTry(kurus);
  return kurus % 100 === 0 ? text.replace(/,00$/, '') : text;
}

/** What a bonus gives, in one line: '%100 bonus, en fazla ₺5.000 · en az ₺100 yatırım' or '₺50 bonus · yatırım gerekmez'. */
export function offerHeadline(offer: BonusOffer, t: TFunction<'bonuses'>): string {
  if (offer.Kind === 'fixed') {
    const amount = t('offer.fixed', { amount: formatTermAmount(offer.FixedKurus) });
    return offer.MinDepositKurus > 0 ? amount : `${amount} · ${t('offer.noDeposit')}`;
  }
  const gives =
    offer.MaxKurus > 0
      ? t('offer.deposit', { percent: String(offer.Percent), max: formatTermAmount(offer.MaxKurus) })
      : t('offer.depositUncapped', { percent: String(offer.Percent) });
  return offer.MinDepositKurus > 0
    ? `${gives} · ${t('offer.minDeposit', { min: formatTermAmount(offer.MinDepositKurus) })}`
    : gives;
}

/** The rules a player plays by: '10 kat çevrim', 'tek turda en fazla ₺50', '30 gün geçerli'. */
export function offerRules(offer: BonusOffer, t: TFunction<'bonuses'>): string[] {
  return [
    offer.WageringMultiple > 0
      ? t('offer.wagering', { multiple: String(offer.WageringMultiple) })
      : t('offer.noWagering'),
    t('offer.maxStake', { amount: formatTermAmount(offer.MaxStakeKurus) }),
    t('offer.validDays', { days: String(offer.ValidDays) }),
  ];
}

/** 'Slot %100 · Sanal oyunlar %10', the largest share first; empty when no game counts. */
export function contributionsText(contributions: readonly BonusContribution[], t: TFunction<'bonuses'>): string {
  return [...contributions]
    .filter((contribution) => contribution.Percent > 0)
    .sort((a, b) => b.Percent - a.Percent)
    .map((contribution) =>
      t('contribution', { lobby: t(`lobbies.${contribution.Lobby}`), percent: String(contribution.Percent) }),
    )
    .join(' · ');
}

export interface WageringProgress {
  wagered: number;
  required: number;
  remaining: number;
  /** Whole percent, 0-100, for the bar's width and its aria-valuenow. */
  percent: number;
}

/** How far the wagering is; a bonus with nothing to wager counts as complete. */
export function wageringProgress(bonus: Pick<PlayerBonus, 'WageredKurus' | 'WageringRequiredKurus'>): WageringProgress {
  const required = bonus.WageringRequiredKurus;
  const wagered = Math.min(bonus.WageredKurus, required);
  const percent = required === 0 ? 100 : Math.floor((wagered * 100) / required);
  return { wagered, required, remaining: required - wagered, percent };
}
