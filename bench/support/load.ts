/**
 * The load shapes every benchmark uses: a closed loop (as fast as the workers go) and an open loop
 * (a fixed rate, whatever the latency), with the same figures: rate, p50, p99.
 */
export const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 4000);

export interface Figures {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  count: number;
}

function summarise(latencies: number[], elapsedMs: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 100) / 100;
  return {
    perSecond: Math.round((latencies.length / elapsedMs) * 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    count: latencies.length,
  };
}

/** Closed loop: one worker per operation, worker i calling `operations[i]` back to back for `PHASE_MS`. */
export async function saturate(operations: Array<() => Promise<void>>): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + PHASE_MS;
  const worker = async (operation: () => Promise<void>) => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      await operation();
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(operations.map(worker));
  return summarise(latencies, performance.now() - started);
}

/** Open loop: starts `rate` operations per second in turn over `operations`, whatever their latency. */
export async function atRate(rate: number, operations: Array<() => Promise<void>>): Promise<Figures> {
  const latencies: number[] = [];
  const inFlight: Array<Promise<void>> = [];
  const started = performance.now();
  const intervalMs = 1000 / rate;
  for (let index = 0; performance.now() - started < PHASE_MS; index += 1) {
    const due = started + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const begin = performance.now();
    inFlight.push(operations[index % operations.length]!().then(() => void latencies.push(performance.now() - begin)));
  }
  await Promise.all(inFlight);
  return summarise(latencies, performance.now() - started);
}

/** Exactly `total` operations, one worker per operation taking the next while any are left. */
export async function runTimes(total: number, operations: Array<() => Promise<void>>): Promise<void> {
  let started = 0;
  const worker = async (operation: () => Promise<void>) => {
    while (started < total) {
      started += 1;
      await operation();
    }
  };
  await Promise.all(operations.map(worker));
}
