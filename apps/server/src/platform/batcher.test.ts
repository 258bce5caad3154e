import { describe, expect, it } from 'vitest';
import { Batcher, BatcherOverloaded } from './batcher.js';

interface Item {
  player: number;
  value: number;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A batcher whose batches wait until the test releases them, recording what each batch held. */
function heldBatcher(options: { maxSize?: number; maxRunning?: number; maxQueued?: number } = {}) {
  const batches: Item[][] = [];
  const releases: Array<() => void> = [];
  const batcher = new Batcher<Item, number>({
    async run(take) {
      const items = take();
      batches.push([...items]);
      await new Promise<void>((resolve) => releases.push(resolve));
      return items.map((item) => item.value * 10);
    },
    keyOf: (item) => item.player,
    maxSize: options.maxSize ?? 8,
    maxRunning: options.maxRunning ?? 1,
    maxQueued: options.maxQueued ?? 100,
  });
  const releaseNext = async () => {
    releases.shift()?.();
    // The batch answers, then the next one waits its turn of the event loop before taking.
    await nextTurn();
    await nextTurn();
  };
  return { batcher, batches, releaseNext };
}

describe('batcher', () => {
  it('starts a lone call after one turn of the event loop, without waiting for company', async () => {
    const { batcher, batches, releaseNext } = heldBatcher();
    const answer = batcher.submit({ player: 1, value: 1 });
    await nextTurn();
    expect(batches).toEqual([[{ player: 1, value: 1 }]]);
    await releaseNext();
    await expect(answer).resolves.toBe(10);
  });

  it('groups the calls that arrive while a batch runs, each answered with its own result', async () => {
    const { batcher, batches, releaseNext } = heldBatcher();
    const first = batcher.submit({ player: 1, value: 1 });
    await nextTurn();
    const later = [2, 3, 4].map((player) => batcher.submit({ player, value: player }));
    expect(batches).toHaveLength(1);
    await releaseNext();
    expect(batches[1]).toEqual([2, 3, 4].map((player) => ({ player, value: player })));
    await releaseNext();
    await expect(first).resolves.toBe(10);
    await expect(Promise.all(later)).resolves.toEqual([20, 30, 40]);
  });

  it('never puts two calls of one player in one batch, and keeps the order of the rest', async () => {
    const { batcher, batches, releaseNext } = heldBatcher();
    void batcher.submit({ player: 9, value: 0 });
    await nextTurn();
    const answers = [
      batcher.submit({ player: 1, value: 1 }),
      batcher.submit({ player: 1, value: 2 }),
      batcher.submit({ player: 2, value: 3 }),
    ];
    await releaseNext();
    expect(batches[1]!.map((item) => item.value)).toEqual([1, 3]);
    await releaseNext();
    expect(batches[2]!.map((item) => item.value)).toEqual([2]);
    await releaseNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30]);
  });

  it('caps a batch at its size and the queue at its bound', async () => {
    const { batcher, batches, releaseNext } = heldBatcher({ maxSize: 2, maxQueued: 3 });
    void batcher.submit({ player: 0, value: 0 });
    await nextTurn();
    const queued = [1, 2, 3].map((player) => batcher.submit({ player, value: player }));
    await expect(batcher.submit({ player: 4, value: 4 })).rejects.toBeInstanceOf(BatcherOverloaded);
    await releaseNext();
    expect(batches[1]).toHaveLength(2);
    await releaseNext();
    await releaseNext();
    await expect(Promise.all(queued)).resolves.toEqual([10, 20, 30]);
  });

  it('fails the calls of a batch that throws before taking them (the database is down)', async () => {
    const batcher = new Batcher<Item, number>({
      run: () => Promise.reject(new Error('connection refused')),
      keyOf: (item) => item.player,
      maxSize: 8,
      maxRunning: 1,
      maxQueued: 10,
    });
    await expect(batcher.submit({ player: 1, value: 1 })).rejects.toThrow('connection refused');
    expect(batcher.waiting).toBe(0);
  });

  it('fails every call of a batch that throws, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new Batcher<Item, number>({
      async run(take) {
        const items = take();
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
        return items.map((item) => item.value);
      },
      keyOf: (item) => item.player,
      maxSize: 8,
      maxRunning: 1,
      maxQueued: 10,
    });
    // The expectation is attached at once: the batch fails during the turn awaited below.
    const failed = expect(batcher.submit({ player: 1, value: 1 })).rejects.toThrow('the database went away');
    await nextTurn();
    const next = batcher.submit({ player: 2, value: 2 });
    await failed;
    await expect(next).resolves.toBe(2);
  });
});
