/**
 * The RTP simulation of the cluster-cascade variants (cascades make exact enumeration
 * impractical). Each variant's spins are shared among worker threads, each with its own seeded
 * source (base seed + worker index); the merged totals give the RTP with its 99 % interval, hit
 * frequency, volatility index and contributions, written into the committed
 * `src/engines/cluster-cascade/simulated-rtp.json` (other variants' entries are kept).
 *
 *   node --import tsx packages/game-math/scripts/simulate-cascade.ts \
 *     [--variant c-a,c-b] [--spins 100000000] [--workers 2] [--seed 20260410] [--out file.json]
 */
import { availableParallelism } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { seededRandom } from '../src/random.js';
import { variants } from '../src/engines/cluster-cascade/variants.js';
import {
  emptyTotals,
  mergeTotals,
  simulateCascade,
  summarise,
  type SimulatedRtp,
  type SimulationTotals,
} from '../src/engines/cluster-cascade/simulation.js';

const DEFAULT_OUT = fileURLToPath(new URL('../src/engines/cluster-cascade/simulated-rtp.json', import.meta.url));
/**
 * A worker runs this same TypeScript file; Node 20 does not hand the `--import tsx` loader to a
 * worker's entry file, so the worker registers tsx itself before importing it.
 */
const WORKER_BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
/** Spins a worker plays between two progress messages. */
const CHUNK = 1_000_000;

interface WorkerTask {
  code: string;
  spins: number;
  seed: number;
}

type WorkerMessage = { kind: 'progress'; spins: number } | { kind: 'done'; totals: SimulationTotals };

function variantData(code: string) {
  const variant = variants.find((candidate) => candidate.code === code);
  if (!variant) throw new Error(`unknown cluster-cascade variant ${code}`);
  return variant.data;
}

function runWorker(task: WorkerTask): void {
  const data = variantData(task.code);
  const random = seededRandom(task.seed);
  let totals = emptyTotals(data);
  for (let done = 0; done < task.spins; done += CHUNK) {
    const spins = Math.min(CHUNK, task.spins - done);
    totals = simulateCascade(data, random, spins, totals);
    parentPort!.postMessage({ kind: 'progress', spins } satisfies WorkerMessage);
  }
  parentPort!.postMessage({ kind: 'done', totals } satisfies WorkerMessage);
}

interface Options {
  codes: string[];
  spins: number;
  workers: number;
  seed: number;
  out: string;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const integer = (name: string, fallback: number): number => {
    const text = value(name);
    const parsed = text === undefined ? fallback : Number(text.replaceAll('_', ''));
    if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer`);
    return parsed;
  };
  const codes = value('variant')?.split(',') ?? variants.map((variant) => variant.code);
  codes.forEach(variantData);
  return {
    codes,
    spins: integer('spins', 100_000_000),
    workers: integer('workers', availableParallelism()),
    seed: integer('seed', 20_260_410),
    out: value('out') ?? DEFAULT_OUT,
  };
}

/** Runs one variant's spins across the workers; resolves with the merged totals. */
function simulateVariant(code: string, options: Options, seed: number): Promise<SimulationTotals> {
  const share = Math.ceil(options.spins / options.workers);
  let done = 0;
  let lastReport = Date.now();
  const jobs = Array.from({ length: options.workers }, (_, index) => {
    const spins = Math.min(share, options.spins - share * index);
    return new Promise<SimulationTotals>((resolve, reject) => {
      const worker = new Worker(WORKER_BOOT, {
        eval: true,
        workerData: { code, spins, seed: seed + index } satisfies WorkerTask,
      });
      worker.on('message', (message: WorkerMessage) => {
        if (message.kind === 'done') return resolve(message.totals);
        done += message.spins;
        if (Date.now() - lastReport > 10_000) {
          lastReport = Date.now();
          process.stderr.write(`${code}: ${((100 * done) / options.spins).toFixed(1)} %\n`);
        }
      });
      worker.on('error', reject);
      worker.on('exit', (exitCode) => exitCode !== 0 && reject(new Error(`worker exited with ${exitCode}`)));
    });
  });
  return Promise.all(jobs).then((all) => all.reduce(mergeTotals));
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  for (const [index, code] of options.codes.entries()) {
    // Each variant gets its own seed range, so no two variants (or workers) share a stream.
    const seed = options.seed + index * 1_000;
    const started = Date.now();
    const totals = await simulateVariant(code, options, seed);
    const seconds = (Date.now() - started) / 1000;
    const entry = summarise(variantData(code), totals, {
      seed,
      workers: options.workers,
      spinsPerSecond: Math.round(totals.spins / seconds),
      date: new Date().toISOString(),
    });
    writeEntry(options.out, code, entry);
    process.stdout.write(
      `${code}: rtp ${entry.rtp.toFixed(5)} ci99 [${entry.ci99[0].toFixed(5)}, ${entry.ci99[1].toFixed(5)}] ` +
        `hit ${entry.hitFrequency.toFixed(4)} vi ${entry.volatilityIndex.toFixed(2)} ` +
        `max ${entry.maxObservedUnits / 100}x, ${entry.spinsPerSecond} spins/s\n`,
    );
  }
}

/** Replaces one variant's entry and keeps the others; keys sorted so the diff stays readable. */
function writeEntry(out: string, code: string, entry: SimulatedRtp): void {
  const current: Record<string, SimulatedRtp> = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  current[code] = entry;
  const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  runWorker(workerData as WorkerTask);
}
