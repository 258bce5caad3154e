import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Slider } from '@bnw/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_SLIDERS_ELEMENT_ID, HOME_SLIDER_MARK, renderHomePage } from '../src/http/home-page.js';
import { REPO_ROOT } from './support/server-process.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * The home page carries its slider (http/home-page.ts): the shell paints the first banner before any
 * script, and the list rides along as JSON for the site's first render. Other pages are unchanged.
 */
const PAGE = `<!doctype html><body><div id="root"><main>${HOME_SLIDER_MARK}</main></div></body>`;

function slider(overrides: Partial<Slider> = {}): Slider {
  return {
    ID: 1,
    Title: 'Hoş Geldin Bonusu',
    Text: '',
    Image: { Url: '/content/images/slider/1.svg?v=abc', Width: 800, Height: 400 },
    Link: null,
    LinkText: null,
    SliderType: 'home',
    SliderPlace: 'top',
    SortOrder: 0,
    Status: 'active',
    Start_date: '2026-11-01T00:00:00.000Z',
    End_date: '2026-12-31T00:00:00.000Z',
    ...overrides,
  };
}

function inlinedJson(page: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${HOME_SLIDERS_ELEMENT_ID}">(.*?)</script>`).exec(page);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('renderHomePage', () => {
  it('writes the first banner into the shell and the list before </body>', () => {
    const sliders = [
      slider(),
      slider({ ID: 2, Image: { Url: '/content/images/slider/2.svg', Width: 800, Height: 400 } }),
    ];
    const page = renderHomePage(PAGE, sliders);
    expect(page).toContain(
      '<div class="shell-slider" aria-hidden="true"><img src="/content/images/slider/1.svg?v=abc" alt="" width="800" height="400"',
    );
    expect(page).not.toContain(HOME_SLIDER_MARK);
    expect(inlinedJson(page)).toEqual(sliders);
  });

  it('cannot be broken out of: a title with </script> and quotes stays data', () => {
    const hostile = slider({
      Title: '</script><script>alert(1)</script> "x" <!--',
      Image: { Url: '/a?b="c"&d', Width: 8, Height: 4 },
    });
    const page = renderHomePage(PAGE, [hostile]);
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain('src="/a?b=&quot;c&quot;&amp;d"');
    expect(inlinedJson(page)).toEqual([hostile]);
  });

  it('leaves the page as it is without a slider or without the mark', () => {
    expect(renderHomePage(PAGE, [])).toBe(PAGE);
    const unmarked = '<!doctype html><body></body>';
    expect(renderHomePage(unmarked, [slider()])).toBe(unmarked);
  });

  it("finds its mark in the site's index.html", () => {
    const page = fs.readFileSync(path.join(REPO_ROOT, 'apps', 'web', 'index.html'), 'utf8');
    expect(page).toContain(HOME_SLIDER_MARK);
  });
});

describe('/ through the real app', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-home-'));
    fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
    fs.writeFileSync(path.join(dist, 'index.no-demo.html'), PAGE);
    app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('carries the list cmscontroller.getSlider answers, compressed; another page path does not', async () => {
    const answer = await app.call<Slider[]>('cmscontroller', 'getSlider', { SiteType: 'mobile', limit: 7, offset: 0 });
    expect(answer.data.length).toBeGreaterThan(0);
    const home = await app.server.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    const page = zlib.brotliDecompressSync(home.rawPayload).toString();
    expect(inlinedJson(page)).toEqual(answer.data);
    expect(page).toContain(`<img src="${answer.data[0]!.Image.Url}"`);

    const other = await app.server.inject({ method: 'GET', url: '/account' });
    expect(other.body).toBe(PAGE);
  });
});
