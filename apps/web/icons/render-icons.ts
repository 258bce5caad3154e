/**
 * Renders the installed app's PNG icons (public/icons/) from our SVG art beside this file, in
 * Debian's Chromium through Playwright: the manifest needs PNGs at 192 and 512 px, and a maskable
 * pair. The PNGs are committed; run this again after changing an SVG:
 *
 *   node --import tsx apps/web/icons/render-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, '..', 'public', 'icons');
const SIZES = [192, 512] as const;
const ARTS = [
  { svg: 'app-icon.svg', name: 'icon' },
  { svg: 'app-icon-maskable.svg', name: 'icon-maskable' },
] as const;

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const art of ARTS) {
      const svg = fs.readFileSync(path.join(HERE, art.svg), 'utf8');
      for (const size of SIZES) {
        const page = await browser.newPage({ viewport: { width: size, height: size } });
        await page.setContent(
          `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
        );
        await page.locator('svg').screenshot({ path: path.join(OUT, `${art.name}-${size}.png`), omitBackground: true });
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
