import { type BonusContribution, type BonusOffer, GAME_LOBBIES, bonusContributionSchema } from '@bnw/contract';
import type { StaffBonusOffer } from '@bnw/contract/backoffice';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { BonusOffersTable } from './schema.js';
import { readJsonList } from './tournament-columns.js';

/**
 * A promotion's bonus terms (`bonus_offers`, 017-bonuses), read by two modules: the content calls
 * show them on the promotion, the bonuses module grants and wagers by them.
 */
export type BonusOfferRow = Selectable<BonusOffersTable>;

const storedContributionsSchema = z
  .array(z.object({ lobby: z.enum(GAME_LOBBIES), percent: z.number().int().min(0).max(100) }))
  .max(GAME_LOBBIES.length);

export function contributionsOf(json: string): BonusContribution[] {
  return readJsonList(json, storedContributionsSchema).map((part) =>
    bonusContributionSchema.parse({ Lobby: part.lobby, Percent: part.percent }),
  );
}

/** How much of a stake in the lobby counts towards wagering, in percent: a lobby not listed counts nothing. */
export function contributionPercent(contributions: readonly BonusContribution[], lobby: string): number {
  return contributions.find((part) => part.Lobby === lobby)?.Percent ?? 0;
}

export function toBonusOffer(row: BonusOfferRow): BonusOffer {
  return {
    OfferID: row.id,
    Kind: row.kind,
    Percent: row.percent,
    MaxKurus: Number(row.max_kurus),
    MinDepositKurus: Number(row.min_deposit_kurus),
    FixedKurus: Number(row.fixed_kurus),
    WageringMultiple: row.wagering_multiple,
    MaxStakeKurus: Number(row.max_stake_kurus),
    ValidDays: row.valid_days,
    Contributions: contributionsOf(row.contributions),
  };
}

/** The offer as the back office shows and edits it (the promotion's card, its bonus form), with its claims. */
export function toStaffBonusOffer(row: BonusOfferRow, claims: number): StaffBonusOffer {
  const terms = toBonusOffer(row);
  return {
    offerId: row.id,
    kind: row.kind === 'fixed' ? 'fixed' : 'deposit',
    percent: terms.Percent,
    maxKurus: terms.MaxKurus,
    minDepositKurus: terms.MinDepositKurus,
    fixedKurus: terms.FixedKurus,
    wageringMultiple: terms.WageringMultiple,
    maxStakeKurus: terms.MaxStakeKurus,
    validDays: terms.ValidDays,
    contributions: terms.Contributions.map((part) => ({ lobby: part.Lobby, percent: part.Percent })),
    active: row.active === 1,
    claims,
  };
}
