/**
 * Cost against history (issue 24, section 4): at each step a fresh PostgreSQL database is filled
 * with a year of play (bench/scale/generate.ts), the real server is started on it, and each call
 * is measured next to the empty call (`system.ping`): a studio spin and a wallet bet (as a ratio
 * to the empty call), the player's game, account and payment histories (first page and a week
 * eleven months back), the lobby, the back office's player search, payment queue and a day's
 * report and CSV, `ledger verify` alone and beside play, and a new column on the largest table.
 * Writes bench/results/scale.json and bench/results/scale.svg (p99 against history size).
 *
 *   npm run bench:scale -- [--steps 0,1e5,1e6,1e7] [--skip-generate] [--seed 24]
 *
 * Step 0 is the migrated database with only the demo content and the one long-history player.
 * --skip-generate measures the databases a previous run left (bnw_scale_<step>), keeping that
 * run's generation figures from scale.json. --redraw draws the picture again from scale.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../apps/server/test/support/server-process.js';
import { drawChart } from './scale/chart.js';
import {
  DEFAULT_SEED,
  type GeneratedHistory,
  databaseNameFor,
  generateHistory,
  withDatabase,
} from './scale/generate.js';
import { type StepFigures, measureStep } from './scale/step.js';
import { PHASE_MS } from './support/load.js';
import { writeResults } from './support/results.js';

const RESULTS_JSON = path.join(REPO_ROOT, 'bench', 'results', 'scale.json');
const RESULTS_SVG = path.join(REPO_ROOT, 'bench', 'results', 'scale.svg');
/** A player call's p99 may grow to twice the empty database's (issue 24, section 4). */
const PLAYER_P99_GROWTH_LIMIT = 2;
/** The back office's list and report calls stay under this p99 at the largest step. */
const STAFF_P99_LIMIT_MS = 500;

interface StepResult {
  transfers: number;
  generation: GeneratedHistory | null;
  figures: StepFigures;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function previousGeneration(transfers: number): GeneratedHistory | null {
  if (!fs.existsSync(RESULTS_JSON)) return null;
  const previous = JSON.parse(fs.readFileSync(RESULTS_JSON, 'utf8')) as { steps?: StepResult[] };
  return previous.steps?.find((step) => step.transfers === transfers)?.generation ?? null;
}

async function runStep(baseUrl: string, transfers: number, skipGenerate: boolean): Promise<StepResult> {
  const log = (line: string) => console.log(line);
  const generation = skipGenerate
    ? previousGeneration(transfers)
    : await generateHistory({ baseUrl, transfers, seed: Number(argument('seed') ?? DEFAULT_SEED), log });
  const databaseUrl = generation?.databaseUrl ?? withDatabase(baseUrl, databaseNameFor(transfers));
  const now = new Date(generation?.now ?? Date.now());
  log(`scale: measuring ${transfers} transfers on ${databaseNameFor(transfers)}`);
  const figures = await measureStep(databaseUrl, now, generation?.counts.longHistoryUsername ?? 'uzungecmis', log);
  return { transfers, generation, figures };
}

/** Each player call's p99 against the empty database's; each staff call's p99 against its limit. */
function verdicts(steps: StepResult[]) {
  const empty = steps.find((step) => step.transfers === 0);
  const largest = steps.at(-1)!;
  const growth: Record<string, number | null> = {};
  for (const [name, figures] of Object.entries(largest.figures.calls)) {
    const base = empty?.figures.calls[name]?.p99Ms;
    growth[name] = base ? Math.round((figures.p99Ms / base) * 100) / 100 : null;
  }
  const playerCalls = Object.keys(growth).filter((name) => !name.startsWith('bo_'));
  const staffCalls = Object.keys(growth).filter((name) => name.startsWith('bo_'));
  return {
    largestStep: largest.transfers,
    p99GrowthFromEmpty: growth,
    playerCallsWithin2x: playerCalls.every((name) => (growth[name] ?? 0) <= PLAYER_P99_GROWTH_LIMIT),
    staffCallsUnder500Ms: staffCalls.every((name) => largest.figures.calls[name]!.p99Ms < STAFF_P99_LIMIT_MS),
    spinRatioFallFromEmpty: empty
      ? Math.round((1 - largest.figures.spinToEmptyCallRatio / empty.figures.spinToEmptyCallRatio) * 1000) / 1000
      : null,
    betRatioFallFromEmpty: empty
      ? Math.round((1 - largest.figures.betToEmptyCallRatio / empty.figures.betToEmptyCallRatio) * 1000) / 1000
      : null,
  };
}

function writeChart(steps: StepResult[]): void {
  const names = Object.keys(steps[0]!.figures.calls);
  const series = names.map((name) => ({
    name,
    points: steps.map((step) => ({ transfers: step.transfers, p99Ms: step.figures.calls[name]?.p99Ms ?? 0 })),
  }));
  series.push({
    name: 'ledger verify (tamamı)',
    points: steps.map((step) => ({ transfers: step.transfers, p99Ms: step.figures.ledgerVerify.aloneSeconds * 1000 })),
  });
  fs.writeFileSync(RESULTS_SVG, drawChart(series, 'Geçmiş büyürken çağrı başına p99 (PostgreSQL)'));
  console.log(`written to ${path.relative(REPO_ROOT, RESULTS_SVG)}`);
}

async function main() {
  if (process.argv.includes('--redraw')) {
    writeChart((JSON.parse(fs.readFileSync(RESULTS_JSON, 'utf8')) as { steps: StepResult[] }).steps);
    return;
  }
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server.');
  const steps = (argument('steps') ?? '0,1e5,1e6,1e7').split(',').map(Number);
  if (steps.some((step) => !Number.isSafeInteger(step) || step < 0))
    throw new Error('--steps: whole numbers, e.g. 0,1e5,1e6');
  const skipGenerate = process.argv.includes('--skip-generate');
  const results: StepResult[] = [];
  for (const transfers of steps) results.push(await runStep(baseUrl, transfers, skipGenerate));
  writeResults('scale', {
    phaseMs: PHASE_MS,
    machine: `${os.cpus().length} cores`,
    note: 'Reading calls from 4 callers at once, spin and bet from 64; the spin runs with STUDIO_BENCH=1 and STUDIO_MIN_CYCLE_MS=0 as in bench:studio.',
    verdicts: verdicts(results),
    steps: results,
  });
  writeChart(results);
}

await main();
