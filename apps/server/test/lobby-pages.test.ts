import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Promotion, Slider, Tournament } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_SLIDER_MARK } from '../src/http/home-page.js';
import { LOBBY_ANSWERS_ELEMENT_ID, LOBBY_PATHS, type LobbyContent, renderLobbyPage } from '../src/http/lobby-pages.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * A lobby's page carries its first screen (http/lobby-pages.ts): the shell paints the top banner and
 * the first card's picture before any script, and the answers ride along as JSON for the site's
 * first render.
 */
const PAGE = `<!doctype html><body><div id="root"><main>${HOME_SLIDER_MARK}</main></div></body>`;

function slider(overrides: Partial<Slider> = {}): Slider {
  return {
    ID: 3,
    Title: 'Slotlarda cuma keyfi',
    Text: '',
    Image: { Url: '/content/images/slider/3.svg?v=abc', Width: 900, Height: 300 },
    Link: null,
    LinkText: null,
    SliderType: 'slot',
    SliderPlace: 'top',
    SortOrder: 0,
    Status: 'active',
    Start_date: '2026-11-01T00:00:00.000Z',
    End_date: '2026-12-31T00:00:00.000Z',
    ...overrides,
  };
}

function inlinedAnswers(page: string): Record<string, unknown> | undefined {
  const match = new RegExp(`<script type="application/json" id="${LOBBY_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(
    page,
  );
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

describe('renderLobbyPage', () => {
  it("paints the header's place and the top banner, not a lower one, and carries the answer", () => {
    const bottom = slider({ ID: 4, SliderPlace: 'bottom', Image: { Url: '/b.svg', Width: 900, Height: 300 } });
    const content: LobbyContent = { type: 'slot', innerSliders: [bottom, slider()] };
    const page = renderLobbyPage(PAGE, content);
    expect(page).toContain(
      '<div class="shell-lobby" aria-hidden="true"><div class="shell-lobby-head"></div><div class="shell-slider">' +
        '<img src="/content/images/slider/3.svg?v=abc" alt="" width="900" height="300" fetchpriority="high"',
    );
    expect(page).not.toContain('src="/b.svg"');
    expect(page).not.toContain(HOME_SLIDER_MARK);
    expect(inlinedAnswers(page)).toEqual({ 'cmscontroller.getIcSlider slot': { data: [bottom, slider()] } });
  });

  it("paints the first card's picture after the banner, and an empty lobby only its header's place", () => {
    const card = { Url: '/content/images/promotion/1.svg?v=1', Width: 800, Height: 450 };
    const page = renderLobbyPage(PAGE, { type: 'promotions', innerSliders: [], card, promotions: [] });
    expect(page).toContain(
      '<div class="shell-lobby-head"></div><div class="shell-card"><img src="/content/images/promotion/1.svg?v=1" alt="" width="800" height="450"',
    );
    expect(page).not.toContain('shell-slider');
    expect(inlinedAnswers(page)).toEqual({
      'cmscontroller.getIcSlider promotions': { data: [] },
      'cmscontroller.getPromotions': [],
    });
  });

  it('cannot be broken out of: a title with </script> and quotes stays data', () => {
    const hostile = slider({
      Title: '</script><script>alert(1)</script> "x" <!--',
      Image: { Url: '/a?b="c"&d', Width: 9, Height: 3 },
    });
    const page = renderLobbyPage(PAGE, { type: 'slot', innerSliders: [hostile] });
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain('src="/a?b=&quot;c&quot;&amp;d"');
    expect(inlinedAnswers(page)).toEqual({ 'cmscontroller.getIcSlider slot': { data: [hostile] } });
  });

  it('leaves a page without the mark as it is', () => {
    const unmarked = '<!doctype html><body></body>';
    expect(renderLobbyPage(unmarked, { type: 'slot', innerSliders: [slider()] })).toBe(unmarked);
  });
});

describe('the lobbies through the real app', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-lobby-'));
    fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
    fs.writeFileSync(path.join(dist, 'index.no-demo.html'), PAGE);
    app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function lobbyPage(url: string): Promise<string> {
    const response = await app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-encoding'], url).toBe('br');
    expect(response.headers['cache-control'], url).toBe('no-cache');
    return zlib.brotliDecompressSync(response.rawPayload).toString();
  }

  it('each lobby carries what cmscontroller.getIcSlider answers for its type, its top banner painted', async () => {
    const types = { '/slot': 'slot', '/live': 'live', '/tombala': 'tombala', '/bet-on-games': 'bet-on-games' } as const;
    for (const [url, type] of Object.entries(types)) {
      const answer = await app.call<{ data: Slider[] }>('cmscontroller', 'getIcSlider', {
        SiteType: 'mobile',
        SliderType: type,
        sliderPlace: 'all',
      });
      const top = answer.data.data.find((shown) => shown.SliderPlace === 'top');
      expect(top, url).toBeDefined();
      const page = await lobbyPage(url);
      expect(inlinedAnswers(page), url).toEqual({ [`cmscontroller.getIcSlider ${type}`]: answer.data });
      expect(page, url).toContain(`<div class="shell-slider"><img src="${top!.Image.Url}"`);
    }
    expect(LOBBY_PATHS).toEqual([...Object.keys(types), '/promotions', '/tournaments']);
  });

  it("/promotions carries cmscontroller.getPromotions' answer and paints the first promotion's picture", async () => {
    const answer = await app.call<Promotion[]>('cmscontroller', 'getPromotions', { SiteType: 'mobile' });
    expect(answer.data.length).toBeGreaterThan(0);
    const page = await lobbyPage('/promotions');
    expect(inlinedAnswers(page)?.['cmscontroller.getPromotions']).toEqual(answer.data);
    expect(page).toContain(`<div class="shell-card"><img src="${answer.data[0]!.Image.Url}"`);
  });

  it('/tournaments paints the first tournament of its list, the first card of the tab it opens on', async () => {
    const answer = await app.call<{ tournaments: Tournament[] }>('cmscontroller', 'getTournaments', {
      SiteType: 'mobile',
      limit: 1,
      offset: 0,
    });
    const first = answer.data.tournaments[0];
    expect(first?.State).toBe('active');
    const page = await lobbyPage('/tournaments');
    expect(page).toContain(
      `<div class="shell-lobby-tabs"></div><div class="shell-card"><img src="${first!.Image.Url}"`,
    );
  });

  it('another page is the page as built', async () => {
    const other = await app.server.inject({ method: 'GET', url: '/slot/category/1' });
    expect(other.body).toBe(PAGE);
  });
});
