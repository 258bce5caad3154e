/**
 * What a first screen costs, measured in headless Chromium against the real server: the gzipped
 * size of every JS and CSS file the page loaded. Fails when a total is over its budget.
 *
 * - The player site's home route `/` on a phone (bundle-size.json): 150 KB. Its service worker's
 *   own downloads after load (sw.js, the offline page) are listed beside it as `serviceWorkerFiles`,
 *   outside the budget: no script of the page waits for them, and the worker runs off the page's
 *   thread. The page's inline scripts (the shell's, the worker's registration) are in the HTML, which
 *   is not counted either.
 * - The back office's first screen after login, the dashboard (bundle-size-backoffice.json):
 *   250 KB. A staff member made by `npm run ops -- staff add` sets up the account and logs in over
 *   the back office's RPC (set-up link, password, authenticator code), and the page opens with that
 *   session, as the login page leaves it. Each area's code is loaded only when it is opened.
 *
 *   npm run bench:bundle                       build, then measure both
 *   npm run bench:bundle -- --skip-build       measure the existing dist folders
 *   npm run bench:bundle -- --only backoffice  one of them (web or backoffice)
 */
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Page, chromium } from '@playwright/test';
import { generate } from 'otplib';
import { writeResults } from './support/results.js';
import { REPO_ROOT, startServer } from '../apps/server/test/support/server-process.js';

const KIB = 1024;

interface Site {
  name: 'web' | 'backoffice';
  resultName: string;
  route: string;
  budgetGzipBytes: number;
  dist: string;
  /** The part of an asset's address before its path in `dist` ('/backoffice' for the back office). */
  base: string;
  viewport: { width: number; height: number };
  /** Prepares the browser page (a session), opens the screen and waits until it is shown. */
  open(page: Page, baseUrl: string, dataDir: string): Promise<void>;
}

interface Loaded {
  /** The scripts and stylesheets the page asked for. */
  assets: string[];
  /** What the page's service worker fetched itself that the page had not (its script, its list). */
  workerFiles: string[];
}

const SITES: Site[] = [
  {
    name: 'web',
    resultName: 'bundle-size',
    route: '/',
    budgetGzipBytes: 150 * KIB,
    dist: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    base: '',
    viewport: { width: 390, height: 844 },
    async open(page, baseUrl) {
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 30_000 });
      // The worker registers after load, when the browser is idle: its downloads are listed too.
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'backoffice',
    resultName: 'bundle-size-backoffice',
    route: '/backoffice/ (the dashboard, after login)',
    budgetGzipBytes: 250 * KIB,
    dist: path.join(REPO_ROOT, 'apps', 'backoffice', 'dist'),
    base: '/backoffice',
    viewport: { width: 1280, height: 800 },
    async open(page, baseUrl, dataDir) {
      const sid = await staffSession(baseUrl, dataDir);
      // The login page keeps the sid in sessionStorage (src/data/session.ts); so does this.
      await page.addInitScript({ content: `sessionStorage.setItem('bnw.backoffice.sid', ${JSON.stringify(sid)});` });
      await page.goto(`${baseUrl}/backoffice/`, { waitUntil: 'networkidle', timeout: 30_000 });
      await page.getByTestId('dashboard-username').waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    },
  },
];

/** One back-office call, as the app sends it. */
async function backofficeCall<T>(baseUrl: string, method: string, data: object, sid: string | null = null) {
  const [apiClass, apiMethod] = method.split('.');
  const response = await fetch(`${baseUrl}/endpoint/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', panel: 'backoffice' },
    body: JSON.stringify({ api: { class: apiClass, method: apiMethod }, data: { ...data, Lang: 'tr' }, user: { sid } }),
    signal: AbortSignal.timeout(10_000),
  });
  const envelope = (await response.json()) as { result: boolean; message: string; data: T };
  if (!envelope.result) throw new Error(`${method}: ${envelope.message}`);
  return envelope.data;
}

/** An administrator added by the operator command, set up and logged in: answers the session id. */
async function staffSession(baseUrl: string, dataDir: string): Promise<string> {
  const output = execFileSync(
    'npm',
    ['run', '--silent', 'ops', '--', 'staff', 'add', 'benchadmin', 'bench@example.com', 'administrator'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, SQLITE_PATH: path.join(dataDir, 'bench.sqlite'), DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );
  const token = output.match(/setup\?token=([0-9a-f]{64})/)?.[1];
  if (!token) throw new Error(`staff add printed no set-up link:\n${output}`);
  const { secret } = await backofficeCall<{ secret: string }>(baseUrl, 'bo_auth.setup_start', { token });
  const password = 'Bench-parolası-2026';
  const code = (stepsAhead: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
  await backofficeCall(baseUrl, 'bo_auth.setup_finish', { token, password, code: await code(0) });
  // A code works once: the login takes the next step's.
  const login = await backofficeCall<{ sid: string }>(baseUrl, 'bo_auth.login', {
    username: 'benchadmin',
    password,
    code: await code(1),
  });
  return login.sid;
}

async function loaded(site: Site, baseUrl: string, dataDir: string): Promise<Loaded> {
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
    const context = await browser.newContext({ viewport: site.viewport });
    const page = await context.newPage();
    const assets = new Set<string>();
    const workerFiles = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.add(new URL(response.url()).pathname);
    });
    context.on('response', (response) => {
      if (response.request().serviceWorker()) workerFiles.add(new URL(response.url()).pathname);
    });
    await site.open(page, baseUrl, dataDir);
    return { assets: [...assets].sort(), workerFiles: [...workerFiles].filter((file) => !assets.has(file)).sort() };
  } finally {
    await browser.close();
  }
}

/** A built file's size as it is and gzipped, as the server sends it. */
function sizes(site: Site, asset: string) {
  const content = fs.readFileSync(path.join(site.dist, asset.slice(site.base.length)));
  return { asset, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
}

/** Measures one site's screen, writes its figures, and answers whether it is within its budget. */
async function measure(site: Site, baseUrl: string, dataDir: string): Promise<boolean> {
  const { assets, workerFiles } = await loaded(site, baseUrl, dataDir);
  const files = assets.map((asset) => sizes(site, asset));
  const serviceWorkerFiles = workerFiles.map((asset) => sizes(site, asset));
  const total = (kind: string) => files.filter((f) => f.asset.endsWith(kind)).reduce((sum, f) => sum + f.gzipBytes, 0);
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const serviceWorkerGzipBytes = serviceWorkerFiles.reduce((sum, file) => sum + file.gzipBytes, 0);
  writeResults(site.resultName, {
    route: site.route,
    files,
    jsGzipBytes: total('.js'),
    cssGzipBytes: total('.css'),
    totalGzipBytes,
    totalGzipKiB: Math.round((totalGzipBytes / KIB) * 10) / 10,
    budgetGzipBytes: site.budgetGzipBytes,
    withinBudget: totalGzipBytes <= site.budgetGzipBytes,
    ...(serviceWorkerFiles.length > 0 && { serviceWorkerFiles, serviceWorkerGzipBytes }),
  });
  console.log(
    `${site.name}: ${site.route} loads ${(totalGzipBytes / KIB).toFixed(1)} KB gzipped in ${files.length} files ` +
      `(budget ${site.budgetGzipBytes / KIB} KB)`,
  );
  if (serviceWorkerFiles.length > 0) {
    const kib = (serviceWorkerGzipBytes / KIB).toFixed(1);
    console.log(`${site.name}: after load its service worker fetches ${kib} KB gzipped more (not budgeted)`);
  }
  if (totalGzipBytes > site.budgetGzipBytes) {
    console.error(`${site.name}: ${totalGzipBytes} gzipped bytes, over the ${site.budgetGzipBytes} budget.`);
    return false;
  }
  return true;
}

async function main(): Promise<void> {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const sites = SITES.filter((site) => !only || site.name === only);
  if (sites.length === 0) throw new Error(`--only takes ${SITES.map((site) => site.name).join(' or ')}`);
  if (!process.argv.includes('--skip-build')) execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-bench-'));
  const server = await startServer({ SQLITE_PATH: path.join(dataDir, 'bench.sqlite'), DATABASE_URL: '' });
  try {
    for (const site of sites) {
      if (!(await measure(site, server.baseUrl, dataDir))) process.exitCode = 1;
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
