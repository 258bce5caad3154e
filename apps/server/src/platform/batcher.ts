/**
 * Groups calls that arrive together into batches handled as one (a batch of rounds settled in one
 * database transaction). There is no timed window: a call arriving while no batch runs starts one
 * after a single turn of the event loop, so a player alone pays next to nothing for the grouping;
 * calls arriving while batches run queue and leave together, up to `maxSize`, as soon as one
 * finishes. Under load the batches grow by
 * themselves with the time a batch takes, which is what group commit does in a database.
 *
 * A batch takes its items only when it is ready for them (`take`, called once its transaction has
 * its connection): on SQLite's one connection a batch waits behind other calls' reads, and the
 * calls that arrive meanwhile join it instead of waiting for the next one.
 *
 * An item may name a `key` (a player): two items of one key never share a batch, so a batch can
 * treat its items as independent; the second waits for the next batch.
 */
export interface BatcherOptions<I, R> {
  /**
   * Handles one batch: calls `take` once, when ready, for the items; answers one result per item
   * taken, in their order. A run that fails before taking leaves the items to the next batch.
   */
  run(take: () => readonly I[]): Promise<readonly R[]>;
  /** Items of one key never share a batch. */
  keyOf(item: I): string | number;
  maxSize: number;
  /** Batches running at once. */
  maxRunning: number;
  /** Items waiting beyond this are refused at once rather than queued without bound. */
  maxQueued: number;
}

interface Waiting<I, R> {
  item: I;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export class BatcherOverloaded extends Error {
  constructor() {
    super('too many calls are waiting to be settled');
  }
}

export class Batcher<I, R> {
  private readonly queue: Waiting<I, R>[] = [];
  private running = 0;
  /** Batches started that have not taken their items yet: they will take what is queued. */
  private untaken = 0;

  constructor(private readonly options: BatcherOptions<I, R>) {}

  submit(item: I): Promise<R> {
    if (this.queue.length >= this.options.maxQueued) return Promise.reject(new BatcherOverloaded());
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.startBatches();
    });
  }

  /** Calls waiting now (a gauge for the metrics and the tests). */
  get waiting(): number {
    return this.queue.length;
  }

  private startBatches(): void {
    while (this.running < this.options.maxRunning && this.queue.length > 0 && this.untaken === 0) {
      this.running += 1;
      this.untaken += 1;
      void this.runBatch().finally(() => {
        this.running -= 1;
        this.startBatches();
      });
    }
  }

  /** The first items of the queue with distinct keys, in arrival order, up to the size. */
  private takeBatch(): Waiting<I, R>[] {
    const batch: Waiting<I, R>[] = [];
    const keys = new Set<string | number>();
    for (let index = 0; index < this.queue.length && batch.length < this.options.maxSize;) {
      const waiting = this.queue[index]!;
      const key = this.options.keyOf(waiting.item);
      if (keys.has(key)) {
        index += 1;
        continue;
      }
      keys.add(key);
      batch.push(waiting);
      this.queue.splice(index, 1);
    }
    return batch;
  }

  private async runBatch(): Promise<void> {
    // A holder, not a variable: the batch is set inside `take`, which the compiler cannot follow.
    const taken: { batch: Waiting<I, R>[] | null } = { batch: null };
    const take = () => {
      if (taken.batch) throw new Error('a batch takes its items once');
      const batch = (taken.batch = this.takeBatch());
      this.untaken -= 1;
      // What the batch left (over its size, a second call of a key) may start the next one now.
      this.startBatches();
      return batch.map((waiting) => waiting.item);
    };
    try {
      // One turn of the event loop first: the calls whose bytes have already arrived reach the queue
      // before the batch takes it. Without it SQLite, whose statements never leave the thread, runs
      // each call from its arrival to its commit without letting the next one in: batches of one.
      await new Promise((resolve) => setImmediate(resolve));
      const results = await this.options.run(take);
      const batch = taken.batch ?? [];
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${results.length}`);
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
      if (!taken.batch) this.untaken -= 1;
    } catch (error) {
      // A run that failed before taking (the database is down) fails the calls it would have
      // taken, rather than leave them to a next run that would fail the same way at once.
      if (!taken.batch) {
        taken.batch = this.takeBatch();
        this.untaken -= 1;
      }
      for (const waiting of taken.batch) waiting.reject(error);
    }
  }
}
