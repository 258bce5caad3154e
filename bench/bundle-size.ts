/**
 * What the home route costs a phone: builds the player site, opens `/` in headless
 * Chromium against the real server, and adds up the gzipped size of every JS and CSS
 * file the page loaded. Fails when the total is over the budget.
 *
 *   npm run bench               build, then measure
 *   npm run bench -- --skip-build   measure the existing apps/web/dist
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { writeResults } from './support/results.js';
import { REPO_ROOT, startServer } from '../apps/server/test/support/server-process.js';

const BUDGET_GZIP_BYTES = 150 * 1024;
const DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');

async function loadedAssets(baseUrl: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const assets = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.add(new URL(response.url()).pathname);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 30_000 });
    return [...assets].sort();
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--skip-build')) execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-bench-'));
  const server = await startServer({ SQLITE_PATH: path.join(dataDir, 'bench.sqlite'), DATABASE_URL: '' });
  try {
    const assets = await loadedAssets(server.baseUrl);
    const files = assets.map((asset) => {
      const content = fs.readFileSync(path.join(DIST, asset));
      return { asset, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
    });
    const total = (kind: string) =>
      files.filter((f) => f.asset.endsWith(kind)).reduce((sum, f) => sum + f.gzipBytes, 0);
    const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    writeResults('bundle-size', {
      route: '/',
      files,
      jsGzipBytes: total('.js'),
      cssGzipBytes: total('.css'),
      totalGzipBytes,
      totalGzipKiB: Math.round((totalGzipBytes / 1024) * 10) / 10,
      budgetGzipBytes: BUDGET_GZIP_BYTES,
      withinBudget: totalGzipBytes <= BUDGET_GZIP_BYTES,
    });
    if (totalGzipBytes > BUDGET_GZIP_BYTES) {
      console.error(`Home route loads ${totalGzipBytes} gzipped bytes, over the ${BUDGET_GZIP_BYTES} budget.`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
