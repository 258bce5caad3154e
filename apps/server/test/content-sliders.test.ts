import { type Slider, isSliderShown } from '@bnw/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  MINUTE_MS,
  clearContent,
  contentCounts,
  expectRefusal,
  insertSlider,
  isoFrom,
  settableClock,
} from './content-fixtures.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * Sliders (spec section 5): shown only when their Status is active and now
 * lies strictly between Start_date and End_date, by the server's clock; on both databases.
 */
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

async function homeSliders(data: Record<string, unknown> = {}): Promise<Slider[]> {
  const answer = await app.call<Slider[]>('cmscontroller', 'getSlider', data);
  expect(answer.result, answer.message).toBe(true);
  return answer.data;
}

const ids = (sliders: Slider[]) => sliders.map((slider) => slider.ID);

describe('the date rule', () => {
  it('hides a slider that starts in a minute and one that ended a minute ago, shows one inside its window', async () => {
    const soon = await insertSlider(app, START, { start_date: isoFrom(START, MINUTE_MS) });
    const ended = await insertSlider(app, START, { end_date: isoFrom(START, -MINUTE_MS) });
    const inside = await insertSlider(app, START);
    expect(ids(await homeSliders())).toEqual([inside]);
    expect([soon, ended]).not.toContain(inside);
  });

  it('shows a slider exactly strictly inside its window, not at its two instants', async () => {
    const start = isoFrom(START, MINUTE_MS);
    const end = isoFrom(START, 2 * MINUTE_MS);
    const id = await insertSlider(app, START, { start_date: start, end_date: end });
    const shownAt = async (at: number) => {
      clock.set(at);
      return ids(await homeSliders()).includes(id);
    };
    const startMs = Date.parse(start);
    const endMs = Date.parse(end);
    expect(await shownAt(startMs - 1)).toBe(false);
    expect(await shownAt(startMs)).toBe(false);
    expect(await shownAt(startMs + 1)).toBe(true);
    expect(await shownAt(endMs - 1)).toBe(true);
    expect(await shownAt(endMs)).toBe(false);
    expect(await shownAt(endMs + 1)).toBe(false);
  });

  it('agrees with the rule the client applies again (isSliderShown)', async () => {
    await insertSlider(app, START);
    const [slider] = await homeSliders();
    expect(isSliderShown(slider!, clock.now())).toBe(true);
    // A page left open past End_date hides it.
    expect(isSliderShown(slider!, new Date(Date.parse(slider!.End_date)))).toBe(false);
    expect(isSliderShown(slider!, new Date(Date.parse(slider!.Start_date)))).toBe(false);
    expect(isSliderShown({ ...slider!, Status: 'inactive' }, clock.now())).toBe(false);
  });

  it('hides an inactive slider inside its window, and a slider of another site', async () => {
    await insertSlider(app, START, { status: 'inactive' });
    await insertSlider(app, START, { site_id: 111 });
    expect(await homeSliders()).toEqual([]);
  });

  it('answers the fields a client needs, the picture with its size', async () => {
    const id = await insertSlider(app, START, { title: 'Hoş Geldin', sort_order: 3 });
    const [slider] = await homeSliders();
    expect(slider).toMatchObject({
      ID: id,
      Title: 'Hoş Geldin',
      Link: '/promotions',
      LinkText: 'Detaylar',
      SliderType: 'home',
      SliderPlace: 'top',
      SortOrder: 3,
      Status: 'active',
      Start_date: isoFrom(START, -DAY_MS),
      End_date: isoFrom(START, DAY_MS),
      Image: { Width: 800, Height: 400 },
    });
    expect(slider!.Image.Url).toMatch(new RegExp(`^/content/images/slider/${id}\\.svg\\?v=[0-9a-f]{12}$`));
  });

  it('drops a link that leads out of the site', async () => {
    await insertSlider(app, START, { link_url: 'https://example.com/' });
    await insertSlider(app, START, { link_url: '//example.com/' });
    await insertSlider(app, START, { link_url: 'javascript:alert(1)' });
    expect((await homeSliders()).map((slider) => slider.Link)).toEqual([null, null, null]);
  });
});

describe('cmscontroller.getSlider', () => {
  it('answers 7 by default in their order, and pages by offset', async () => {
    const inserted: number[] = [];
    for (let order = 9; order >= 1; order -= 1) inserted.unshift(await insertSlider(app, START, { sort_order: order }));
    expect(ids(await homeSliders())).toEqual(inserted.slice(0, 7));
    expect(ids(await homeSliders({ limit: 3, offset: 7 }))).toEqual(inserted.slice(7));
    expect(ids(await homeSliders({ Lang: 'en', limit: '2', offset: '1' }))).toEqual(inserted.slice(1, 3));
  });

  it('leaves the inner pages out, and a desktop slider out of the mobile site', async () => {
    await insertSlider(app, START, { slider_type: 'slot' });
    const desktop = await insertSlider(app, START, { site_type: 'desktop' });
    expect(await homeSliders()).toEqual([]);
    expect(ids(await homeSliders({ SiteType: 'desktop' }))).toEqual([desktop]);
  });
});

describe('cmscontroller.getIcSlider', () => {
  it('answers the slot page in data.data by default, top before bottom', async () => {
    const bottom = await insertSlider(app, START, { slider_type: 'slot', slider_place: 'bottom' });
    const top = await insertSlider(app, START, { slider_type: 'slot', slider_place: 'top', sort_order: 5 });
    await insertSlider(app, START, { slider_type: 'live' });
    await insertSlider(app, START, { slider_type: 'slot', end_date: isoFrom(START, -MINUTE_MS) });
    const answer = await app.call<{ data: Slider[] }>('cmscontroller', 'getIcSlider', {});
    expect(answer.result).toBe(true);
    expect(ids(answer.data.data)).toEqual([top, bottom]);
    expect(answer.data.data[0]!.Image).toMatchObject({ Width: 900, Height: 300 });
  });

  it('answers one page and one place when asked', async () => {
    const tombalaTop = await insertSlider(app, START, { slider_type: 'tombala' });
    const tombalaBottom = await insertSlider(app, START, { slider_type: 'tombala', slider_place: 'bottom' });
    const ask = async (data: Record<string, unknown>) =>
      ids((await app.call<{ data: Slider[] }>('cmscontroller', 'getIcSlider', data)).data.data);
    expect(await ask({ SliderType: 'tombala', sliderPlace: 'bottom' })).toEqual([tombalaBottom]);
    expect(await ask({ SliderType: 'tombala', sliderPlace: 'top' })).toEqual([tombalaTop]);
    expect(await ask({ SliderType: 'promotions' })).toEqual([]);
  });
});

describe('slider.get_all_items and slider.get_active_items (site 889)', () => {
  it('answers every page shown now, or the home page only', async () => {
    const home = await insertSlider(app, START);
    const live = await insertSlider(app, START, { slider_type: 'live' });
    await insertSlider(app, START, { slider_type: 'live', start_date: isoFrom(START, MINUTE_MS) });
    const all = await app.call<Slider[]>('slider', 'get_all_items', { siteId: 889 });
    expect(ids(all.data).sort()).toEqual([home, live].sort());
    const active = await app.call<Slider[]>('slider', 'get_active_items', { siteId: '889' });
    expect(ids(active.data)).toEqual([home]);
    const byDefault = await app.call<Slider[]>('slider', 'get_active_items', {});
    expect(ids(byDefault.data)).toEqual([home]);
  });
});

describe('bad input', () => {
  it.each([
    ['cmscontroller', 'getSlider', { limit: 0 }, 'sliderPageInvalid'],
    ['cmscontroller', 'getSlider', { limit: 8 }, 'sliderPageInvalid'],
    ['cmscontroller', 'getSlider', { limit: 1.5 }, 'sliderPageInvalid'],
    ['cmscontroller', 'getSlider', { limit: 'yedi' }, 'sliderPageInvalid'],
    ['cmscontroller', 'getSlider', { offset: -1 }, 'sliderPageInvalid'],
    ['cmscontroller', 'getSlider', { offset: 50 }, 'sliderPageInvalid'],
    ['cmscontroller', 'getSlider', { Lang: 'de' }, 'languageInvalid'],
    ['cmscontroller', 'getSlider', { Lang: 't\u0000' }, 'languageInvalid'],
    ['cmscontroller', 'getSlider', { SiteType: 'tablet' }, 'siteTypeInvalid'],
    ['cmscontroller', 'getIcSlider', { SliderType: 'home' }, 'sliderTypeInvalid'],
    ['cmscontroller', 'getIcSlider', { SliderType: 'slot\u0000' }, 'sliderTypeInvalid'],
    ['cmscontroller', 'getIcSlider', { SliderType: 'casino' }, 'sliderTypeInvalid'],
    ['cmscontroller', 'getIcSlider', { sliderPlace: 'middle' }, 'sliderPlaceInvalid'],
    ['cmscontroller', 'getIcSlider', { sliderPlace: 'top\u001b[31m' }, 'sliderPlaceInvalid'],
    ['slider', 'get_all_items', { siteId: 111 }, 'contentSiteUnknown'],
    ['slider', 'get_all_items', { siteId: '88\u00009' }, 'contentSiteUnknown'],
    ['slider', 'get_active_items', { siteId: 'abc' }, 'contentSiteUnknown'],
    ['slider', 'get_active_items', { siteId: null }, 'contentSiteUnknown'],
  ] as const)('%s.%s %j is refused in Turkish and changes nothing', async (cls, method, data, key) => {
    await insertSlider(app, START);
    const before = await contentCounts(app);
    expectRefusal(await app.call(cls, method, data), key);
    expect(await contentCounts(app)).toEqual(before);
  });

  it('says it in English when asked in English', async () => {
    const answer = await app.call('cmscontroller', 'getSlider', { Lang: 'en', limit: 99 });
    expect(answer).toMatchObject({
      result: false,
      message: 'You can ask for 1 to 7 slides at a time, starting from 0 to 49.',
    });
  });
});
