/**
 * Lighthouse on the home page as a phone sees it: builds the player site (unless `--skip-build`),
 * starts the real server on a free port with a fresh SQLite file, runs Lighthouse three times
 * (mobile form factor, 390×844, Lighthouse's default simulated mobile throttling) in Debian's
 * Chromium, and writes the medians to bench/results/lighthouse.json.
 *
 * A bench, not a test: a missed target is printed as such; only a crash exits non-zero.
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --skip-build
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh npm run bench:lighthouse   also keeps each run's full report
 *   npm run bench:lighthouse -- --skip-build --against /tmp/old-dist --runs 5
 *       compares: a second server on that earlier build, runs taken in turns (old, new, old, …) so
 *       both see the same load of the machine; prints both sets of medians and writes nothing
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { writeResults } from './support/results.js';
import { REPO_ROOT, freePort, startServer } from '../apps/server/test/support/server-process.js';

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

/** Mobile form factor on a 390×844 screen; throttling stays Lighthouse's default (simulated slow 4G, 4× CPU). */
const CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false },
    onlyCategories: ['performance', 'accessibility'],
  },
};

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
  const file = path.join(dir, `lighthouse-${lhr.fetchTime.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(lhr));
  console.log(`report: ${file}`);
}

/** One run in a browser of its own, so no cache or storage carries over between runs. */
async function runOnce(url: string, chromePath: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, CONFIG),
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
async function runWithRetries(url: string, chromePath: string, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, chromePath);
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

/** The value after `--name` on the command line, if given. */
function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The real server on a free port with a fresh SQLite file, serving the built site in `distDir` (the default build when undefined). */
async function serveBuild(dataDir: string, name: string, distDir?: string) {
  const server = await startServer({
    SQLITE_PATH: path.join(dataDir, `${name}.sqlite`),
    DATABASE_URL: '',
    PORT: String(await freePort()),
    ...(distDir ? { WEB_DIST_DIR: path.resolve(distDir) } : {}),
  });
  // Even a crash that skips the callers' `finally` must not leave the server running.
  process.once('exit', () => server.process.kill('SIGKILL'));
  return server;
}

/** `--against`: the earlier build and this one measured in turns on the same machine, medians of each printed, nothing written. */
async function compare(chromePath: string, dataDir: string, againstDir: string, runCount: number): Promise<void> {
  if (!fs.existsSync(path.join(againstDir, 'index.html'))) throw new Error(`no built site in ${againstDir}`);
  const before = await serveBuild(dataDir, 'before', againstDir);
  const after = await serveBuild(dataDir, 'after');
  try {
    const runs: Record<'before' | 'after', RunFigures[]> = { before: [], after: [] };
    for (let run = 1; run <= runCount; run += 1) {
      // Alternating which goes first keeps a trend in the machine's load from favouring one side.
      const order = run % 2 === 1 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const side of order) {
        runs[side].push(await runWithRetries(`${(side === 'before' ? before : after).baseUrl}/`, chromePath));
        console.log(`${side} ${run}/${runCount}: ${JSON.stringify(runs[side].at(-1))}`);
      }
    }
    for (const side of ['before', 'after'] as const) {
      console.log(`--- ${side} (${side === 'before' ? againstDir : 'apps/web/dist'}), medians of ${runCount}:`);
      printVerdicts(medians(runs[side]));
    }
  } finally {
    await Promise.all([before.stop(), after.stop()]);
  }
}

/** The bench proper: this build, `runCount` runs, medians written to bench/results/lighthouse.json. */
async function measure(chromePath: string, dataDir: string, runCount: number): Promise<void> {
  const server = await serveBuild(dataDir, 'bench');
  try {
    const url = `${server.baseUrl}/`;
    const runs: RunFigures[] = [];
    for (let run = 1; run <= runCount; run += 1) {
      runs.push(await runWithRetries(url, chromePath));
      console.log(`run ${run}/${runCount}: ${JSON.stringify(runs.at(-1))}`);
    }
    const figures = medians(runs);
    writeResults('lighthouse', {
      url: '/',
      settings: {
        formFactor: 'mobile',
        viewport: '390x844',
        throttling: 'simulated (Lighthouse default)',
        runs: runCount,
      },
      median: figures,
      runs,
      targets: Object.fromEntries(TARGETS.map(({ key, target, pass }) => [key, { target, pass: pass(figures[key]) }])),
    });
    printVerdicts(figures);
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
  if (!process.argv.includes('--skip-build'))
    execSync('npm run build', { cwd: REPO_ROOT, stdio: 'inherit', timeout: 300_000 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bnw-lighthouse-'));
  try {
    const againstDir = option('against');
    if (againstDir) await compare(chromePath, dataDir, againstDir, runCount);
    else await measure(chromePath, dataDir, runCount);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
