import type { PlayerBonus } from '@bnw/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { contributionsOf } from '../../db/bonus-offer-columns.js';
import type { Database, PlayerBonusesTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type PlayerBonusRow = Selectable<PlayerBonusesTable>;

/**
 * A player's bonuses with their offer's terms, and the title and terms of what the offer belongs
 * to (a promotion, or the tournament whose prize it is), as the calls show them.
 */
export function bonusesWithTerms(db: Db) {
  return db
    .selectFrom('player_bonuses')
    .innerJoin('bonus_offers', 'bonus_offers.id', 'player_bonuses.offer_id')
    .leftJoin('promotions', 'promotions.id', 'bonus_offers.promotion_id')
    .leftJoin('tournaments', 'tournaments.id', 'bonus_offers.tournament_id')
    .selectAll('player_bonuses')
    .select((eb) => [
      'bonus_offers.kind',
      'bonus_offers.max_stake_kurus',
      'bonus_offers.min_deposit_kurus',
      'bonus_offers.contributions',
      eb.fn.coalesce('promotions.title', 'tournaments.title', eb.val('')).as('title'),
      eb.fn.coalesce('promotions.terms', 'tournaments.terms', eb.val('')).as('terms'),
    ]);
}

type BonusWithTerms = PlayerBonusRow & {
  kind: 'deposit' | 'fixed' | 'prize';
  max_stake_kurus: number;
  min_deposit_kurus: number;
  contributions: string;
  title: string;
  terms: string;
};

export function toPlayerBonus(row: BonusWithTerms, balanceKurus: number): PlayerBonus {
  return {
    ID: row.id,
    OfferID: row.offer_id,
    Title: row.title,
    Terms: row.terms,
    Kind: row.kind,
    Status: row.status,
    AmountKurus: Number(row.amount_kurus),
    BalanceKurus: row.status === 'active' ? balanceKurus : 0,
    WageringRequiredKurus: Number(row.wagering_required_kurus),
    WageredKurus: Math.min(Number(row.wagered_kurus), Number(row.wagering_required_kurus)),
    MaxStakeKurus: Number(row.max_stake_kurus),
    MinDepositKurus: Number(row.min_deposit_kurus),
    Contributions: contributionsOf(row.contributions),
    ClaimedAt: row.claimed_at,
    ActivatedAt: row.activated_at,
    ExpiresAt: row.expires_at,
    EndedAt: row.ended_at,
    ConvertedKurus: Number(row.converted_kurus),
    ForfeitedKurus: Number(row.forfeited_kurus),
  };
}

/** The instant `days` after `from`. */
export function daysAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString();
}
