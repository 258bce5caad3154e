import type { MethodOutput, Popup, Promotion, Slider } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoContent } from '../src/db/seed/demo.js';
import { CONTENT_TABLES, contentCounts } from './content-fixtures.js';
import { createPlayer, loginAs } from './support/players.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The demo content as a visitor meets it on a fresh demo site (seeded at the real time, read with
 * the real clock), its pictures, and the seed's idempotence; outside demo mode there is none.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function data<T>(cls: string, method: string, input: Record<string, unknown> = {}): Promise<T> {
  const answer = await app.call<T>(cls, method, input);
  expect(answer.result, answer.message).toBe(true);
  return answer.data;
}

async function imagesOfAllCalls() {
  const sliders = await data<Slider[]>('slider', 'get_all_items');
  const promotions = await data<Promotion[]>('cmscontroller', 'getPromotions');
  const popups = await data<Popup[]>('cmscontroller', 'popupInformation');
  const { tournaments } = await data<MethodOutput<'cmscontroller.getTournaments'>>('cmscontroller', 'getTournaments');
  return [...sliders, ...promotions, ...popups, ...tournaments].map((item) => item.Image);
}

describe('the demo content', () => {
  it('shows the home slider without the ended and the not yet started ones', async () => {
    const rows = await app.services.db.selectFrom('sliders').select(['code', 'slider_type']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const home = await data<Slider[]>('cmscontroller', 'getSlider');
    const shownIds = new Set(home.map((slider) => slider.ID));
    // Seven home sliders, two of them outside their dates.
    expect(home).toHaveLength(5);
    const hidden = await app.services.db
      .selectFrom('sliders')
      .select('id')
      .where('code', 'in', ['home-yaz-festivali', 'home-yilbasi-carpan-avi'])
      .execute();
    expect(hidden).toHaveLength(2);
    for (const { id } of hidden) expect(shownIds.has(id)).toBe(false);
  });

  it('has a slider for every inner page', async () => {
    for (const SliderType of ['slot', 'live', 'tombala', 'bet-on-games', 'tournaments', 'promotions']) {
      const inner = await data<{ data: Slider[] }>('cmscontroller', 'getIcSlider', { SliderType });
      expect(inner.data.length, SliderType).toBeGreaterThanOrEqual(1);
    }
  });

  it('has seven promotions with their terms, three carrying a bonus, a pop-up, and a tournament of each state', async () => {
    const promotions = await data<Promotion[]>('cmscontroller', 'getPromotions');
    expect(promotions).toHaveLength(7);
    const bonuses = promotions
      .filter((promotion) => promotion.Bonus !== null)
      .map((promotion) => promotion.Bonus!.Kind);
    expect(bonuses.sort()).toEqual(['deposit', 'deposit', 'fixed']);
    for (const promotion of promotions) expect(promotion.Terms.length).toBeGreaterThan(200);
    expect(await data<Popup[]>('cmscontroller', 'popupInformation')).toHaveLength(1);
    const { tournaments } = await data<MethodOutput<'cmscontroller.getTournaments'>>('cmscontroller', 'getTournaments');
    expect(tournaments.map((tournament) => tournament.State)).toEqual(['active', 'upcoming', 'concluded']);
    expect(tournaments[0]).toMatchObject({ ScoringRule: 'total_stake', PrizePoolKurus: 25_000_000 });
  });

  it('shows a new player the ten earlier messages, none of them unread: they were sent before the account', async () => {
    const { user } = await loginAs(app, await createPlayer(app));
    const answer = await app.call<MethodOutput<'crm.list_mass_messages'>>('crm', 'list_mass_messages', {}, user);
    expect(answer.data.messages).toHaveLength(10);
    expect(answer.data.messages.every((message) => message.Read)).toBe(true);
    expect(answer.data.unreadCount).toBe(0);
  });
});

describe('the pictures', () => {
  it('serves every picture the calls name, as large as they say, cached for good', async () => {
    const images = await imagesOfAllCalls();
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      const response = await app.server.inject({ method: 'GET', url: image.Url });
      expect(response.statusCode, image.Url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toContain(`width="${image.Width}" height="${image.Height}"`);
      const again = await app.server.inject({
        method: 'GET',
        url: image.Url,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it.each([
    '/content/images/slider/999999.svg',
    '/content/images/banner/1.svg',
    '/content/images/slider/0.svg',
    '/content/images/slider/abc.svg',
    '/content/images/slider/1.png',
    '/content/images/slider/99999999999.svg',
  ])('answers %s with not found, not cached', async (url) => {
    const response = await app.server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not show a withdrawn promotion through its picture', async () => {
    const withdrawn = await app.services.db
      .selectFrom('promotions')
      .select('id')
      .where('code', '=', 'yaz-festivali-bonusu')
      .executeTakeFirstOrThrow();
    const response = await app.server.inject({ method: 'GET', url: `/content/images/promotion/${withdrawn.id}.svg` });
    expect(response.statusCode).toBe(404);
  });
});

describe('the seed', () => {
  it('adds nothing on a second start and keeps the operator edits', async () => {
    await app.services.db
      .updateTable('promotions')
      .set({ title: 'Operatörün başlığı' })
      .where('code', '=', 'hosgeldin-bonusu')
      .execute();
    const before = await contentCounts(app);
    await seedDemoContent(app.services.db);
    expect(await contentCounts(app)).toEqual(before);
    const edited = await app.services.db
      .selectFrom('promotions')
      .select('title')
      .where('code', '=', 'hosgeldin-bonusu')
      .executeTakeFirstOrThrow();
    expect(edited.title).toBe('Operatörün başlığı');
  });

  it('seeds no content outside demo mode', async () => {
    const handle = openDatabase({ databaseUrl: null, sqlitePath: ':memory:' });
    try {
      await migrateToLatest(handle);
      await seedDemoContent(handle.db, { demoMode: false });
      for (const table of CONTENT_TABLES) {
        const row = await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(row.n), table).toBe(0);
      }
    } finally {
      await handle.destroy();
    }
  });
});
