import { MESSAGES, type MessageKey, type RpcResponse, SITE_ID } from '@bnw/contract';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type {
  MassMessagesTable,
  PopupsTable,
  PromotionsTable,
  SlidersTable,
  TournamentsTable,
} from '../src/db/schema.js';
import type { TestApp } from './support/test-app.js';

/**
 * Rows for the content tests (content-*.test.ts). The test databases are seeded with the demo
 * content at the real time; a test that places rows around its own clock clears them first.
 */

export const CONTENT_TABLES = [
  'mass_message_reads',
  'mass_messages',
  'sliders',
  // A promotion's bonus offer refers to it (017-bonuses), and a claim to the offer.
  'bonus_wagers',
  'player_bonuses',
  'bonus_offers',
  'promotions',
  'popups',
  'tournaments',
] as const;

/** A clock a test sets to any instant (the slider and tournament rules are tested at their boundaries). */
export function settableClock(start = new Date('2026-11-22T10:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set(at: Date | string | number) {
      now = new Date(at).getTime();
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export function isoFrom(base: Date, offsetMs: number): string {
  return new Date(base.getTime() + offsetMs).toISOString();
}

export async function clearContent(app: TestApp): Promise<void> {
  for (const table of CONTENT_TABLES) await app.services.db.deleteFrom(table).execute();
}

/** Row counts of every content table: a refused or read-only call leaves them as they were. */
export async function contentCounts(app: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of CONTENT_TABLES) {
    const row = await app.services.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

let codeCounter = 0;
function nextCode(prefix: string): string {
  codeCounter += 1;
  return `${prefix}-${codeCounter}`;
}

const ART = JSON.stringify({ palette: 'ruby', motif: 'coins', kicker: 'Test', headline: 'Deneme' });

export async function insertSlider(
  app: TestApp,
  now: Date,
  overrides: Partial<Insertable<SlidersTable>> = {},
): Promise<number> {
  const row: Insertable<SlidersTable> = {
    code: nextCode('slider'),
    site_id: SITE_ID.sliders,
    site_type: 'all',
    slider_type: 'home',
    slider_place: 'top',
    title: 'Deneme slaytı',
    text: 'Açıklama',
    link_url: '/promotions',
    link_text: 'Detaylar',
    art: ART,
    sort_order: 0,
    status: 'active',
    start_date: isoFrom(now, -DAY_MS),
    end_date: isoFrom(now, DAY_MS),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    ...overrides,
  };
  const inserted = await app.services.db.insertInto('sliders').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertPromotion(
  app: TestApp,
  now: Date,
  overrides: Partial<Insertable<PromotionsTable>> = {},
): Promise<number> {
  const row: Insertable<PromotionsTable> = {
    code: nextCode('promotion'),
    site_type: 'all',
    title: 'Deneme promosyonu',
    text: 'Kısa açıklama',
    terms: 'Birinci koşul.\n\nİkinci koşul.',
    badge: 'Yeni',
    link_url: '/promotions',
    link_text: 'Detaylar',
    art: ART,
    sort_order: 0,
    status: 'active',
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    ...overrides,
  };
  const inserted = await app.services.db.insertInto('promotions').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertPopup(
  app: TestApp,
  now: Date,
  overrides: Partial<Insertable<PopupsTable>> = {},
): Promise<number> {
  const row: Insertable<PopupsTable> = {
    code: nextCode('popup'),
    site_id: SITE_ID.popups,
    site_type: 'all',
    title: 'Deneme duyurusu',
    text: 'Duyuru metni',
    link_url: null,
    link_text: null,
    art: ART,
    sort_order: 0,
    active: 'active',
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    ...overrides,
  };
  const inserted = await app.services.db.insertInto('popups').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertTournament(
  app: TestApp,
  now: Date,
  overrides: Partial<Insertable<TournamentsTable>> = {},
): Promise<number> {
  const row: Insertable<TournamentsTable> = {
    code: nextCode('tournament'),
    site_type: 'all',
    title: 'Deneme turnuvası',
    text: 'Kısa açıklama',
    terms: 'Eşit puanlılar ödülü paylaşır.',
    art: ART,
    sort_order: 0,
    status: 'active',
    start_date: isoFrom(now, -DAY_MS),
    end_date: isoFrom(now, DAY_MS),
    scoring_rule: 'total_stake',
    min_stake_kurus: 100,
    eligible_game_ids: '[]',
    eligible_category_ids: '[1]',
    prize_table: JSON.stringify([
      { fromRank: 1, toRank: 1, amountKurus: 100_000, kind: 'cash' },
      { fromRank: 2, toRank: 5, amountKurus: 10_000, kind: 'bonus' },
    ]),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    ...overrides,
  };
  const inserted = await app.services.db
    .insertInto('tournaments')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertMassMessage(
  app: TestApp,
  now: Date,
  overrides: Partial<Insertable<MassMessagesTable>> = {},
): Promise<number> {
  const row: Insertable<MassMessagesTable> = {
    code: nextCode('message'),
    kind: 'news',
    title: 'Duyuru',
    text: 'Mesaj metni',
    link_url: null,
    link_text: null,
    status: 'active',
    published_at: isoFrom(now, -MINUTE_MS),
    created_at: now.toISOString(),
    ...overrides,
  };
  const inserted = await app.services.db
    .insertInto('mass_messages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The answer is the refusal of `key`, in Turkish. */
export function expectRefusal(answer: RpcResponse<unknown>, key: MessageKey, label = ''): void {
  expect(answer, `${label} ${JSON.stringify(answer)}`).toMatchObject({
    result: false,
    code: MESSAGES[key].code,
    message: MESSAGES[key].tr,
  });
}

/** A tournament's bonus-prize terms: 10x wagering, at most ₺50 a round, 14 days, slots only. */
export async function insertPrizeOffer(app: TestApp, tournamentId: number, now: Date): Promise<number> {
  const inserted = await app.services.db
    .insertInto('bonus_offers')
    .values({
      tournament_id: tournamentId,
      kind: 'prize',
      percent: 0,
      max_kurus: 0,
      min_deposit_kurus: 0,
      fixed_kurus: 0,
      wagering_multiple: 10,
      max_stake_kurus: 5_000,
      valid_days: 14,
      contributions: JSON.stringify([{ lobby: 'slot', percent: 100 }]),
      active: 1,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
