/**
 * Groups calls that arrive together into batches handled as one (a batch of rounds settled in one
 * database transaction). There is no waiting window: a call arriving while no batch runs starts one
 * at once, so a player alone pays nothing for the grouping; calls arriving while batches run queue
 * and leave together, up to `maxSize`, as soon as one finishes. Under load the batches grow by
 * themselves with the time a batch takes, which is what group commit does in a database.
 *
 * An item may name a `key` (a player): two items of one key never share a batch, so a batch can
 * treat its items as independent; the second waits for the next batch.
 */
export interface BatcherOptions<I, R> {
  /** Handles one batch; answers one result per item, in the items' order. */
  run(items: readonly I[]): Promise<readonly R[]>;
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
    while (this.running < this.options.maxRunning && this.queue.length > 0) {
      const batch = this.takeBatch();
      this.running += 1;
      void this.runBatch(batch).finally(() => {
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

  private async runBatch(batch: readonly Waiting<I, R>[]): Promise<void> {
    try {
      const results = await this.options.run(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${results.length}`);
      batch.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
