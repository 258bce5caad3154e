/**
 * The RTP simulation: for each registered engine, spins one variant many times with the seeded
 * source, prints spins per second, and checks the engine's reported RTP (exact, or from its own
 * larger simulation) against this run's 99 % confidence interval. Writes
 * bench/results/rtp-simulation.json; exits 1 when a reported RTP falls outside the interval.
 *
 *   npm run bench:rtp                       # 10^7 spins per engine
 *   BENCH_RTP_SPINS=1000000 npm run bench:rtp
 *
 * It iterates whatever ENGINE_MODULES holds, so it runs before every engine exists.
 */
import { ENGINE_MODULES, type EngineModule } from '../packages/game-math/src/registry.js';
import { seededRandom } from '../packages/game-math/src/random.js';
import { writeResults } from './support/results.js';

const DEFAULT_SPINS = 10_000_000;
const STAKE_KURUS = 100;
/** The two-sided 99 % quantile of the normal distribution. */
const Z_99 = 2.5758;
const SEED = 20_251_123;

function spinsFromEnvironment(): number {
  const raw = process.env.BENCH_RTP_SPINS;
  if (raw === undefined || raw === '') return DEFAULT_SPINS;
  const spins = Number(raw);
  if (!Number.isSafeInteger(spins) || spins < 1_000) throw new RangeError('BENCH_RTP_SPINS must be an integer ≥ 1000');
  return spins;
}

function simulate(module: EngineModule, spins: number) {
  const variant = module.variants[0]!;
  const reported = module.rtpReport(variant);
  const random = seededRandom(SEED);
  let total = 0;
  let squares = 0;
  let hits = 0;
  let largest = 0;
  const started = process.hrtime.bigint();
  for (let round = 0; round < spins; round += 1) {
    const win = module.engine.spin(variant, STAKE_KURUS, random).winKurus / STAKE_KURUS;
    total += win;
    squares += win * win;
    if (win > 0) hits += 1;
    if (win > largest) largest = win;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const mean = total / spins;
  const deviation = Math.sqrt(Math.max(0, squares / spins - mean * mean));
  const halfWidth = (Z_99 * deviation) / Math.sqrt(spins);
  const confidence99: [number, number] = [mean - halfWidth, mean + halfWidth];
  return {
    engine: module.engine.id,
    variant: variant.code,
    spins,
    seconds: Number(seconds.toFixed(3)),
    spinsPerSecond: Math.round(spins / seconds),
    simulatedRtp: Number(mean.toFixed(6)),
    confidence99: confidence99.map((bound) => Number(bound.toFixed(6))),
    reportedRtp: reported.rtp,
    reportedMethod: reported.method,
    withinInterval: reported.rtp >= confidence99[0] && reported.rtp <= confidence99[1],
    simulatedHitFrequency: Number((hits / spins).toFixed(6)),
    reportedHitFrequency: reported.hitFrequency,
    simulatedVolatilityIndex: Number(deviation.toFixed(4)),
    reportedVolatilityIndex: reported.volatilityIndex,
    largestWinTimesStake: largest,
  };
}

const spins = spinsFromEnvironment();
// An engine registered before its variants has nothing to simulate yet.
const engines = ENGINE_MODULES.filter((module) => module.variants.length > 0).map((module) => {
  const figures = simulate(module, spins);
  console.log(
    `${figures.engine} (${figures.variant}): ${figures.spinsPerSecond.toLocaleString('en-US')} spins/s; ` +
      `RTP ${figures.simulatedRtp} [${figures.confidence99.join(', ')}] vs reported ${figures.reportedRtp} ` +
      `(${figures.reportedMethod}) ${figures.withinInterval ? 'within' : 'OUTSIDE'} the 99 % interval`,
  );
  return figures;
});
writeResults('rtp-simulation', { spinsPerEngine: spins, stakeKurus: STAKE_KURUS, seed: SEED, engines });
if (engines.some((figures) => !figures.withinInterval)) {
  console.error('a reported RTP lies outside its simulation’s 99 % interval');
  process.exitCode = 1;
}
