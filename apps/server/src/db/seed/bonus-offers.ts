import type { Insertable, Kysely } from 'kysely';
import type { BonusOffersTable, Database } from '../schema.js';

/** What counts towards wagering: slots fully, virtual games a tenth; live tables (none yet) nothing. */
const CONTRIBUTIONS = JSON.stringify([
  { lobby: 'slot', percent: 100 },
  { lobby: 'virtual', percent: 10 },
]);

type OfferSeed = Omit<
  Insertable<BonusOffersTable>,
  'promotion_id' | 'tournament_id' | 'contributions' | 'active' | 'created_at'
>;

/** The demo promotions that carry a bonus, by promotion code; the figures are the terms' own. */
const OFFERS: Record<string, OfferSeed> = {
  'deneme-bonusu': {
    kind: 'fixed',
    percent: 0,
    max_kurus: 5_000,
    min_deposit_kurus: 0,
    fixed_kurus: 5_000,
    wagering_multiple: 5,
    max_stake_kurus: 5_000,
    valid_days: 7,
  },
  'hosgeldin-bonusu': {
    kind: 'deposit',
    percent: 100,
    max_kurus: 500_000,
    min_deposit_kurus: 10_000,
    fixed_kurus: 0,
    wagering_multiple: 10,
    max_stake_kurus: 5_000,
    valid_days: 30,
  },
  'hafta-sonu-yatirim-bonusu': {
    kind: 'deposit',
    percent: 25,
    max_kurus: 250_000,
    min_deposit_kurus: 20_000,
    fixed_kurus: 0,
    wagering_multiple: 8,
    max_stake_kurus: 5_000,
    valid_days: 7,
  },
};

/** The terms of the demo tournaments' bonus prizes (their amounts are the prize table's), by tournament code. */
const PRIZE_TERMS: OfferSeed = {
  kind: 'prize',
  percent: 0,
  max_kurus: 0,
  min_deposit_kurus: 0,
  fixed_kurus: 0,
  wagering_multiple: 10,
  max_stake_kurus: 5_000,
  valid_days: 14,
};
const PRIZE_OFFERS: Record<string, OfferSeed> = {
  'kis-slot-turnuvasi': PRIZE_TERMS,
  'yilbasi-carpan-avi': PRIZE_TERMS,
};

/** Inserts the offers of the seeded promotions that have none; a second start changes nothing. */
export async function seedBonusOffers(db: Kysely<Database>, now: Date): Promise<void> {
  const promotions = await db
    .selectFrom('promotions')
    .select(['id', 'code'])
    .where('code', 'in', Object.keys(OFFERS))
    .execute();
  const rows = promotions.map((promotion) => ({
    ...OFFERS[promotion.code]!,
    promotion_id: promotion.id,
    contributions: CONTRIBUTIONS,
    active: 1,
    created_at: now.toISOString(),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('bonus_offers')
    .values(rows)
    .onConflict((conflict) => conflict.column('promotion_id').doNothing())
    .execute();
}

/** Inserts the bonus-prize terms of the seeded tournaments that have none (after the tournaments). */
export async function seedTournamentPrizeOffers(db: Kysely<Database>, now: Date): Promise<void> {
  const tournaments = await db
    .selectFrom('tournaments')
    .select(['id', 'code'])
    .where('code', 'in', Object.keys(PRIZE_OFFERS))
    .execute();
  if (tournaments.length === 0) return;
  await db
    .insertInto('bonus_offers')
    .values(
      tournaments.map((tournament) => ({
        ...PRIZE_OFFERS[tournament.code]!,
        tournament_id: tournament.id,
        contributions: CONTRIBUTIONS,
        active: 1,
        created_at: now.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.column('tournament_id').doNothing())
    .execute();
}
