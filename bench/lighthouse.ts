/**
 * Lighthouse on the pages a phone opens first: the home page, the lobbies (/slot, /live, /tombala,
 * /bet-on-games, /promotions, /tournaments) and a studio slot's play page signed in. Builds the
 * player site (unless `--skip-build`), starts the real server on a free port with a fresh SQLite
 * file, runs Lighthouse three times per page (mobile form factor, 390×844, Lighthouse's default
 * simulated mobile throttling) in Debian's Chromium, and writes each page's medians to
 * bench/results/lighthouse.json.
 *
 * A bench, not a test: a missed target is printed as such; only a crash exits non-zero.
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --skip-build
 *   npm run bench:lighthouse -- --skip-build --only /slot,/live
 *       those pages only; the file keeps the other pages' last figures
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh npm run bench:lighthouse   also keeps each run's full report
 *   npm run bench:lighthouse -- --skip-build --against /tmp/old-dist --runs 5 --only /
 *       compares: a second server on that earlier build, runs taken in turns (old, new, old, …) so
 *       both see the same load of the machine; prints both sets of medians and writes nothing
 */
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { writeResults } from './support/results.js';
import { STUDIO_LABEL_CODES } from '../apps/server/src/modules/studio/variants.js';
import { REPO_ROOT, type ServerProcess, freePort, startServer } from '../apps/server/test/support/server-process.js';

const DEFAULT_RUNS = 3;
/** One Lighthouse run takes 15–40 s on this machine; anything past this is a hang. */
const RUN_TIMEOUT_MS = 180_000;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Mobile form factor on a 390×844 screen, Lighthouse's simulated slow 4G, and a CPU slowdown that
 * makes this machine a mid-tier phone (see `calibratedSlowdown`).
 */
function configFor(cpuSlowdownMultiplier: number): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false },
      onlyCategories: ['performance', 'accessibility'],
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
    },
  };
}

/**
 * Lighthouse's default 4× CPU slowdown is calibrated for a high-end desktop (its benchmark index
 * 1500–2000) to land on a mid-tier phone; on a slower or faster host the same 4× lands elsewhere
 * (docs/throttling.md in Lighthouse: "calibrating the CPU slowdown"). The code that scored 99 at
 * index 2,800 scores 78 at index 1,200, so the bench scales the multiplier with the index measured
 * before the runs, and writes both beside the figures.
 */
const LIGHTHOUSE_REFERENCE_INDEX = 1750;
const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

export function calibratedSlowdown(benchmarkIndex: number): number {
  const scaled = (LIGHTHOUSE_DEFAULT_SLOWDOWN * benchmarkIndex) / LIGHTHOUSE_REFERENCE_INDEX;
  return Math.round(Math.min(10, Math.max(1, scaled)) * 10) / 10;
}

/** The machine's benchmark index now: Lighthouse's own benchmark, seven times in one browser, the median. */
async function measureMachineIndex(chromePath: string): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    const indexes: number[] = [];
    for (let sample = 0; sample < 7; sample += 1)
      indexes.push(Number(await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
    await browser.disconnect();
    return Math.round(median(indexes));
  } finally {
    chrome.kill();
  }
}

/** `--cpu-slowdown N` fixes the multiplier (4 is Lighthouse's default); without it, calibrated to this machine. */
async function chooseSlowdown(chromePath: string): Promise<{ machineIndex: number; cpuSlowdownMultiplier: number }> {
  const machineIndex = await measureMachineIndex(chromePath);
  const fixed = option('cpu-slowdown');
  const cpuSlowdownMultiplier = fixed === undefined ? calibratedSlowdown(machineIndex) : Number(fixed);
  if (!(cpuSlowdownMultiplier >= 1 && cpuSlowdownMultiplier <= 20))
    throw new Error('--cpu-slowdown takes a number from 1 to 20');
  console.log(`machine index ${machineIndex}: CPU slowdown ${cpuSlowdownMultiplier}×`);
  return { machineIndex, cpuSlowdownMultiplier };
}

interface RunFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster): blocking time scales with it. */
  benchmarkIndex: number;
}

type Target = { key: keyof RunFigures; label: string; pass: (value: number) => boolean; target: string };

/** The first-visit budget (README, "Benchmarks"), with the first paint besides. */
const TARGETS: Target[] = [
  { key: 'performance', label: 'performance', pass: (v) => v >= 95, target: '>= 95' },
  { key: 'accessibility', label: 'accessibility', pass: (v) => v === 100, target: '= 100' },
  { key: 'fcpMs', label: 'FCP (ms)', pass: (v) => v < 1800, target: '< 1800' },
  { key: 'lcpMs', label: 'LCP (ms)', pass: (v) => v < 2000, target: '< 2000' },
  { key: 'cls', label: 'CLS', pass: (v) => v < 0.05, target: '< 0.05' },
  { key: 'tbtMs', label: 'TBT (ms)', pass: (v) => v < 150, target: '< 150' },
];

/** A port nobody listens on right now: the system picks one, we release it for the server. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${audit}`);
  return value;
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(value * 100);
}

/** A run Lighthouse itself reports as failed, as opposed to a crash of the bench. */
class LighthouseRunError extends Error {}

function figuresOf(lhr: Result): RunFigures {
  if (lhr.runtimeError) throw new LighthouseRunError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    transferBytes: Math.round(numeric(lhr, 'total-byte-weight')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** With LIGHTHOUSE_REPORT_DIR set, each run's full report is kept there (for the why behind a figure). */
function saveReport(lhr: Result): void {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const page = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname.replace(/[^a-z0-9]+/gi, '-');
  const file = path.join(dir, `lighthouse${page}-${lhr.fetchTime.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(lhr));
  console.log(`report: ${file}`);
}

/** What the site keeps in localStorage for a signed-in player (apps/web/src/lib/session/stored-session.ts). */
type StoredLogin = Record<string, string>;

/** A page to measure: its address on the server, and the login the browser holds before it opens it. */
interface PageVisit {
  url: string;
  login?: StoredLogin;
}

/**
 * Puts the login into the origin's localStorage, as the site does after user.login, from a page of
 * the origin that loads nothing (the favicon), so no script or stylesheet is cached before the run.
 */
async function storeLogin(chromePort: number, origin: string, login: StoredLogin): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/favicon.svg`);
    await tab.evaluate((items: StoredLogin) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, login);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** One run in a browser of its own, so no cache or storage carries over between runs. */
/** The browser the runs use and the CPU slowdown they simulate. */
interface RunSetup {
  chromePath: string;
  cpuSlowdownMultiplier: number;
}

async function runOnce(visit: PageVisit, { chromePath, cpuSlowdownMultiplier }: RunSetup): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const base = configFor(cpuSlowdownMultiplier);
    const config: Config = visit.login
      ? // Lighthouse clears the origin's storage before loading the page; the login must survive that.
        { ...base, settings: { ...base.settings, disableStorageReset: true } }
      : base;
    if (visit.login) await storeLogin(chrome.port, new URL(visit.url).origin, visit.login);
    const result = await withTimeout(
      lighthouse(visit.url, { port: chrome.port, logLevel: 'error', output: 'json' }, config),
      RUN_TIMEOUT_MS,
      'a Lighthouse run',
    );
    if (!result) throw new Error('Lighthouse returned no result');
    saveReport(result.lhr);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again, a bounded number of times. */
async function runWithRetries(visit: PageVisit, setup: RunSetup, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(visit, setup);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRunError)) throw error;
      console.warn(`run failed (${error.message}), trying again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medians(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as Array<keyof RunFigures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunFigures;
}

function printVerdicts(figures: RunFigures): void {
  for (const { key, label, pass, target } of TARGETS) {
    console.log(
      `${label.padEnd(14)} ${String(figures[key]).padStart(8)}  target ${target.padEnd(7)} ${pass(figures[key]) ? 'pass' : 'FAIL'}`,
    );
  }
  console.log(`${'transfer (B)'.padEnd(14)} ${String(figures.transferBytes).padStart(8)}`);
  console.log(
    `${'machine index'.padEnd(14)} ${String(figures.benchmarkIndex).padStart(8)}  (a busy machine scores lower and blocks longer)`,
  );
}

/** The figures the per-page table shows, each with its target's verdict. */
const TABLE_COLUMNS: Array<keyof RunFigures> = ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'cls', 'tbtMs'];

/** One line per page: each median with `ok` or `MISS` against its target, and whether the page met them all. */
function printTable(results: Record<string, PageResult>): void {
  const header = ['page'.padEnd(16), ...TABLE_COLUMNS.map((key) => key.padStart(16)), '  verdict'].join('');
  console.log(header);
  for (const [page, result] of Object.entries(results)) {
    let allPass = true;
    const cells = TABLE_COLUMNS.map((key) => {
      const target = TARGETS.find((candidate) => candidate.key === key);
      const pass = target ? target.pass(result.median[key]) : true;
      allPass &&= pass;
      return `${result.median[key]} ${pass ? 'ok' : 'MISS'}`.padStart(16);
    });
    console.log([page.padEnd(16), ...cells, allPass ? '  pass' : '  MISS'].join(''));
  }
  console.log(`targets: ${TARGETS.map(({ label, target }) => `${label} ${target}`).join(', ')}`);
}

/** The value after `--name` on the command line, if given. */
function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The real server on a free port with a fresh SQLite file, serving the built site in `distDir` (the default build when undefined). */
async function serveBuild(dataDir: string, name: string, distDir?: string) {
  const sqlitePath = path.join(dataDir, `${name}.sqlite`);
  const server = await startServer({
    SQLITE_PATH: sqlitePath,
    DATABASE_URL: '',
    PORT: String(await freePort()),
    ...(distDir ? { WEB_DIST_DIR: path.resolve(distDir) } : {}),
  });
  // Even a crash that skips the callers' `finally` must not leave the server running.
  process.once('exit', () => server.process.kill('SIGKILL'));
  return { ...server, sqlitePath };
}
type BenchServer = ServerProcess & { sqlitePath: string };

/** A POST of JSON on a connection of its own: a kept-alive one may be closed by the server while `ops` runs. */
function postJson(url: string, body: object): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', panel: 'frontend' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** One call of the site's RPC endpoint (the site's own envelope); throws with the server's message when it refuses. */
async function rpc<T>(server: BenchServer, method: string, data: object, user?: object): Promise<T> {
  const [apiClass, apiMethod] = method.split('.');
  const answer = await postJson(`${server.baseUrl}/endpoint/v1`, {
    api: { class: apiClass, method: apiMethod },
    data: { ...data, Lang: 'tr' },
    user,
  });
  const envelope = JSON.parse(answer) as { result: boolean; message: string; data: T };
  if (!envelope.result) throw new Error(`${method}: ${envelope.message}`);
  return envelope.data;
}

/**
 * A confirmed demo player signed in through the RPC, as the site stores the login: user.register,
 * the confirmation link from the outbox (`npm run ops -- outbox`), user.confirm_email, user.login,
 * and the first deposit's limit offer answered, so no dialog opens over the measured page.
 */
async function signInDemoPlayer(server: BenchServer): Promise<StoredLogin> {
  const username = `lighthouse${Date.now().toString(36)}`.slice(0, 20);
  const email = `${username}@example.com`;
  const password = 'Lighthouse2024hız';
  await rpc(server, 'user.register', {
    username,
    email,
    password,
    password_confirm: password,
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    birth_date: '1990-04-23',
    phone: '(532) 123 - 4567',
    country: 'TR',
    accept_terms: true,
  });
  const outbox = execFileSync('npm', ['run', '--silent', 'ops', '--', 'outbox', '--to', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, SQLITE_PATH: server.sqlitePath, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const token = /token=([0-9a-f]{64})/.exec(outbox)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  await rpc(server, 'user.confirm_email', { token });
  const { uid, sid } = await rpc<{ uid: string; sid: string }>(server, 'user.login', { username, password });
  const user = { uid, sid, uip: '{ip}', gmt: '+03:00', lang: 'tr' };
  await rpc(server, 'protection.skip_limit_prompt', { occasion: 'first_deposit' }, user);
  const expiresAt = Date.now() + 3 * 3600 * 1000;
  return {
    bnwUserSession: JSON.stringify({ ...user, expiresAt }),
    bnwUserProfile: JSON.stringify({ uid, username }),
    bnwUserAuth: JSON.stringify({ sid, uid, uip: '{ip}', expiresAt }),
  };
}

/** The first game of the studio (our own slots) in the lobby's list: its play page. */
async function studioSlotPath(server: BenchServer): Promise<string> {
  const providers = await rpc<Array<{ providerID: number; code: string }>>(server, 'casino.provider_list', {
    limit: 50,
    offset: 0,
    isMobile: 1,
  });
  const studio = providers.find((provider) => STUDIO_LABEL_CODES.has(provider.code));
  if (!studio) throw new Error(`no studio among the providers: ${providers.map((p) => p.code).join(', ')}`);
  const { games } = await rpc<{ games: Array<{ gameID: number }> }>(server, 'casino.games_list', {
    limit: 1,
    offset: 0,
    isMobile: 1,
    providerID: studio.providerID,
  });
  const game = games[0];
  if (!game) throw new Error('the studio lists no game');
  return `/play/casino/${game.gameID}`;
}

/** Every page the bench knows, by the name it has in the results: the address it opens and whether signed in. */
const PAGES: Record<string, (server: BenchServer) => Promise<PageVisit>> = {
  '/': async (server) => ({ url: `${server.baseUrl}/` }),
  '/slot': async (server) => ({ url: `${server.baseUrl}/slot` }),
  '/live': async (server) => ({ url: `${server.baseUrl}/live` }),
  '/tombala': async (server) => ({ url: `${server.baseUrl}/tombala` }),
  '/bet-on-games': async (server) => ({ url: `${server.baseUrl}/bet-on-games` }),
  '/promotions': async (server) => ({ url: `${server.baseUrl}/promotions` }),
  '/tournaments': async (server) => ({ url: `${server.baseUrl}/tournaments` }),
  // A studio slot's game page as a signed-in player opens it (a visitor is asked to sign in first).
  '/play/casino': async (server) => ({
    url: `${server.baseUrl}${await studioSlotPath(server)}`,
    login: await signInDemoPlayer(server),
  }),
};

/** `--only /slot,/live`: those pages, in the bench's order; without it, every page. */
function selectedPages(): string[] {
  const only = option('only');
  if (only === undefined) return Object.keys(PAGES);
  const wanted = only.split(',').map((page) => page.trim());
  const unknown = wanted.filter((page) => !(page in PAGES));
  if (unknown.length > 0)
    throw new Error(`--only: no page ${unknown.join(', ')}; pages: ${Object.keys(PAGES).join(' ')}`);
  return Object.keys(PAGES).filter((page) => wanted.includes(page));
}

/** `--against`: the earlier build and this one measured in turns on the same machine, medians of each printed, nothing written. */
async function compare(
  setup: RunSetup,
  dataDir: string,
  againstDir: string,
  pages: string[],
  runCount: number,
): Promise<void> {
  if (!fs.existsSync(path.join(againstDir, 'index.html'))) throw new Error(`no built site in ${againstDir}`);
  const servers = {
    before: await serveBuild(dataDir, 'before', againstDir),
    after: await serveBuild(dataDir, 'after'),
  };
  try {
    for (const page of pages) {
      const visits = { before: await PAGES[page]!(servers.before), after: await PAGES[page]!(servers.after) };
      const runs: Record<'before' | 'after', RunFigures[]> = { before: [], after: [] };
      for (let run = 1; run <= runCount; run += 1) {
        // Alternating which goes first keeps a trend in the machine's load from favouring one side.
        const order = run % 2 === 1 ? (['before', 'after'] as const) : (['after', 'before'] as const);
        for (const side of order) {
          runs[side].push(await runWithRetries(visits[side], setup));
          console.log(`${page} ${side} ${run}/${runCount}: ${JSON.stringify(runs[side].at(-1))}`);
        }
      }
      for (const side of ['before', 'after'] as const) {
        console.log(
          `--- ${page} ${side} (${side === 'before' ? againstDir : 'apps/web/dist'}), medians of ${runCount}:`,
        );
        printVerdicts(medians(runs[side]));
      }
    }
  } finally {
    await Promise.all([servers.before.stop(), servers.after.stop()]);
  }
}

/** One page's entry in bench/results/lighthouse.json. */
interface PageResult {
  url: string;
  signedIn: boolean;
  median: RunFigures;
  runs: RunFigures[];
  targets: Record<string, { target: string; pass: boolean }>;
}

/** The pages' figures of the last full or partial run, so that `--only` replaces just the pages it measured. */
function earlierResults(): Record<string, PageResult> {
  const file = path.join(REPO_ROOT, 'bench', 'results', 'lighthouse.json');
  if (!fs.existsSync(file)) return {};
  const record = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages?: Record<string, PageResult> };
  return Object.fromEntries(Object.entries(record.pages ?? {}).filter(([page]) => page in PAGES));
}

async function measurePage(server: BenchServer, page: string, setup: RunSetup, runCount: number) {
  const visit = await PAGES[page]!(server);
  const runs: RunFigures[] = [];
  for (let run = 1; run <= runCount; run += 1) {
    runs.push(await runWithRetries(visit, setup));
    console.log(`${page} run ${run}/${runCount}: ${JSON.stringify(runs.at(-1))}`);
  }
  const figures = medians(runs);
  const result: PageResult = {
    url: new URL(visit.url).pathname,
    signedIn: visit.login !== undefined,
    median: figures,
    runs,
    targets: Object.fromEntries(TARGETS.map(({ key, target, pass }) => [key, { target, pass: pass(figures[key]) }])),
  };
  return result;
}

/** The bench proper: this build, `runCount` runs of each page, medians written to bench/results/lighthouse.json. */
async function measure(
  setup: RunSetup & { machineIndex: number },
  dataDir: string,
  pages: string[],
  runCount: number,
): Promise<void> {
  const server = await serveBuild(dataDir, 'bench');
  try {
    const measured: Record<string, PageResult> = {};
    for (const page of pages) measured[page] = await measurePage(server, page, setup, runCount);
    const results = { ...earlierResults(), ...measured };
    // In the bench's order of pages, whichever run measured them.
    const ordered = Object.fromEntries(
      Object.keys(PAGES).flatMap((page) => (results[page] ? [[page, results[page]]] : [])),
    );
    writeResults('lighthouse', {
      settings: {
        formFactor: 'mobile',
        viewport: '390x844',
        throttling: 'simulated slow 4G, CPU slowdown calibrated to the machine',
        machineIndex: setup.machineIndex,
        cpuSlowdownMultiplier: setup.cpuSlowdownMultiplier,
        runs: runCount,
        load: os.loadavg().map((load) => Math.round(load * 100) / 100),
      },
      pages: ordered,
    });
    printTable(ordered);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  // CHROME_PATH is what chrome-launcher reads; CHROMIUM_PATH is what the other benches read.
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing browser as an uncaught spawn error; say it plainly first.
  if (!fs.existsSync(chromePath))
    throw new Error(`no browser at ${chromePath}: apt-get install chromium, or set CHROME_PATH`);
  const runCount = Number(option('runs') ?? DEFAULT_RUNS);
  if (!Number.isInteger(runCount) || runCount < 1 || runCount > 25)
    throw new Error('--runs takes a whole number from 1 to 25');
  const pages = selectedPages();
  if (!process.argv.includes('--skip-build'))
    execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit', timeout: 300_000 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-lighthouse-'));
  try {
    const againstDir = option('against');
    const setup = { chromePath, ...(await chooseSlowdown(chromePath)) };
    if (againstDir) await compare(setup, dataDir, againstDir, pages, runCount);
    else await measure(setup, dataDir, pages, runCount);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
