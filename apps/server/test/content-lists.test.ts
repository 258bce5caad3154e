import { type MethodOutput, type Popup, type Promotion, type TournamentState, tournamentState } from '@bnw/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  MINUTE_MS,
  clearContent,
  contentCounts,
  expectRefusal,
  insertPopup,
  insertPromotion,
  insertTournament,
  isoFrom,
  settableClock,
} from './content-fixtures.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * Promotions (only Status active), pop-ups (only Active active, site 111) and the tournaments'
 * public list with its state by date (spec section 4), on both databases.
 */
type TournamentPage = MethodOutput<'cmscontroller.getTournaments'>;

const clock = settableClock();
const START = clock.now();
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(() => app.close());
beforeEach(async () => {
  clock.set(START);
  await clearContent(app);
});

async function tournaments(data: Record<string, unknown> = {}): Promise<TournamentPage> {
  const answer = await app.call<TournamentPage>('cmscontroller', 'getTournaments', data);
  expect(answer.result, answer.message).toBe(true);
  return answer.data;
}

describe('cmscontroller.getTournaments', () => {
  it('changes state exactly at its boundaries', async () => {
    const start = isoFrom(START, MINUTE_MS);
    const end = isoFrom(START, 2 * MINUTE_MS);
    await insertTournament(app, START, { start_date: start, end_date: end });
    const stateAt = async (at: number): Promise<TournamentState> => {
      clock.set(at);
      const page = await tournaments();
      const state = page.tournaments[0]!.State;
      // The client's own function says the same at the same instant.
      expect(tournamentState(page.tournaments[0]!, new Date(at))).toBe(state);
      expect(page.serverTime).toBe(new Date(at).toISOString());
      return state;
    };
    const startMs = Date.parse(start);
    const endMs = Date.parse(end);
    expect(await stateAt(startMs - 1)).toBe('upcoming');
    expect(await stateAt(startMs)).toBe('upcoming');
    expect(await stateAt(startMs + 1)).toBe('active');
    expect(await stateAt(endMs - 1)).toBe('active');
    expect(await stateAt(endMs)).toBe('concluded');
    expect(await stateAt(endMs + 1)).toBe('concluded');
  });

  it('lists active ones first (ending soonest), then upcoming (starting soonest), then concluded (latest first)', async () => {
    const at = (days: number) => isoFrom(START, days * DAY_MS);
    const activeLate = await insertTournament(app, START, { start_date: at(-3), end_date: at(9) });
    const concludedOld = await insertTournament(app, START, { start_date: at(-30), end_date: at(-20) });
    const upcomingLate = await insertTournament(app, START, { start_date: at(8), end_date: at(12) });
    const activeSoon = await insertTournament(app, START, { start_date: at(-1), end_date: at(2) });
    const concludedRecent = await insertTournament(app, START, { start_date: at(-9), end_date: at(-2) });
    const upcomingSoon = await insertTournament(app, START, { start_date: at(1), end_date: at(4) });
    await insertTournament(app, START, { status: 'inactive' });
    const page = await tournaments();
    expect(page.tournaments.map((tournament) => [tournament.ID, tournament.State])).toEqual([
      [activeSoon, 'active'],
      [activeLate, 'active'],
      [upcomingSoon, 'upcoming'],
      [upcomingLate, 'upcoming'],
      [concludedRecent, 'concluded'],
      [concludedOld, 'concluded'],
    ]);
    expect(page.pagination).toEqual({ total: 6, limit: 50, offset: 0 });
    const second = await tournaments({ limit: 2, offset: 2 });
    expect(second.tournaments.map((tournament) => tournament.ID)).toEqual([upcomingSoon, upcomingLate]);
    expect(second.pagination).toEqual({ total: 6, limit: 2, offset: 2 });
  });

  it('answers the columns a tournaments engine will use, and the prize pool', async () => {
    const id = await insertTournament(app, START, {
      scoring_rule: 'best_multiplier',
      min_stake_kurus: 200,
      eligible_game_ids: '[4, 7]',
      eligible_category_ids: '[1]',
    });
    const [tournament] = (await tournaments()).tournaments;
    expect(tournament).toMatchObject({
      ID: id,
      Status: 'active',
      State: 'active',
      ScoringRule: 'best_multiplier',
      MinStakeKurus: 200,
      EligibleGameIDs: [4, 7],
      EligibleCategoryIDs: [1],
      Prizes: [
        { FromRank: 1, ToRank: 1, AmountKurus: 100_000, Kind: 'cash' },
        { FromRank: 2, ToRank: 5, AmountKurus: 10_000, Kind: 'bonus' },
      ],
      PrizePoolKurus: 140_000,
      Terms: 'Eşit puanlılar ödülü paylaşır.',
      Image: { Width: 800, Height: 400 },
    });
  });

  it('reads a malformed JSON column as an empty list instead of failing the page', async () => {
    await insertTournament(app, START, { prize_table: '{bozuk', eligible_game_ids: '"x"' });
    const [tournament] = (await tournaments()).tournaments;
    expect(tournament).toMatchObject({ Prizes: [], PrizePoolKurus: 0, EligibleGameIDs: [] });
  });

  it('keeps a desktop-only tournament off the mobile site', async () => {
    await insertTournament(app, START, { site_type: 'desktop' });
    expect((await tournaments()).tournaments).toEqual([]);
    expect((await tournaments({ SiteType: 'desktop' })).tournaments).toHaveLength(1);
  });

  it.each([
    [{ limit: 0 }, 'tournamentPageInvalid'],
    [{ limit: 51 }, 'tournamentPageInvalid'],
    [{ offset: -1 }, 'tournamentPageInvalid'],
    [{ offset: 951 }, 'tournamentPageInvalid'],
    [{ offset: '1\u0000' }, 'tournamentPageInvalid'],
    [{ Lang: 'fr' }, 'languageInvalid'],
    [{ SiteType: 'mobile\u0000' }, 'siteTypeInvalid'],
  ] as const)('refuses %j in Turkish and changes nothing', async (data, key) => {
    await insertTournament(app, START);
    const before = await contentCounts(app);
    expectRefusal(await app.call('cmscontroller', 'getTournaments', data), key);
    expect(await contentCounts(app)).toEqual(before);
  });
});

describe('cmscontroller.getPromotions', () => {
  it('answers only active promotions, in their order, with their terms', async () => {
    const second = await insertPromotion(app, START, { sort_order: 2, title: 'Haftalık Kayıp Bonusu' });
    const first = await insertPromotion(app, START, { sort_order: 1, title: 'Hoş Geldin Bonusu' });
    await insertPromotion(app, START, { status: 'inactive' });
    await insertPromotion(app, START, { site_type: 'desktop' });
    const answer = await app.call<Promotion[]>('cmscontroller', 'getPromotions', { SiteType: 'mobile' });
    expect(answer.data.map((promotion) => promotion.ID)).toEqual([first, second]);
    expect(answer.data[0]).toMatchObject({
      Title: 'Hoş Geldin Bonusu',
      Terms: 'Birinci koşul.\n\nİkinci koşul.',
      Badge: 'Yeni',
      Status: 'active',
      Image: { Width: 800, Height: 450 },
    });
  });

  it('refuses an unknown language and site type in Turkish', async () => {
    expectRefusal(await app.call('cmscontroller', 'getPromotions', { Lang: 'xx' }), 'languageInvalid');
    expectRefusal(await app.call('cmscontroller', 'getPromotions', { SiteType: 'tv' }), 'siteTypeInvalid');
  });
});

describe('cmscontroller.popupInformation', () => {
  it('answers only active pop-ups of site 111, in their order', async () => {
    const later = await insertPopup(app, START, { sort_order: 2 });
    const first = await insertPopup(app, START, { sort_order: 1, link_url: '/tournaments', link_text: 'Katıl' });
    await insertPopup(app, START, { active: 'inactive' });
    await insertPopup(app, START, { site_id: 889 });
    const answer = await app.call<Popup[]>('cmscontroller', 'popupInformation', { siteId: 111 });
    expect(answer.data.map((popup) => popup.ID)).toEqual([first, later]);
    expect(answer.data[0]).toMatchObject({
      Active: 'active',
      Link: '/tournaments',
      LinkText: 'Katıl',
      Image: { Width: 640, Height: 800 },
    });
    const byDefault = await app.call<Popup[]>('cmscontroller', 'popupInformation', {});
    expect(byDefault.data).toHaveLength(2);
  });

  it('answers at most 5', async () => {
    for (let index = 0; index < 7; index += 1) await insertPopup(app, START, { sort_order: index });
    const answer = await app.call<Popup[]>('cmscontroller', 'popupInformation', {});
    expect(answer.data).toHaveLength(5);
  });

  it.each([[{ siteId: 889 }], [{ siteId: 'yüz on bir' }], [{ siteId: '11\u00001' }], [{ siteId: -111 }]])(
    'refuses %j as a site without content, and changes nothing',
    async (data) => {
      const before = await contentCounts(app);
      expectRefusal(await app.call('cmscontroller', 'popupInformation', data), 'contentSiteUnknown');
      expect(await contentCounts(app)).toEqual(before);
    },
  );
});
