import { describe, expect, it, vi } from 'vitest';
import { BatcherClosedError, GroupCommit, QueueFullError } from '../../src/db/group-commit';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GroupCommit', () => {
  it('answers each caller once its batch is written; arrivals during a write form the next batch', async () => {
    const batches: number[][] = [];
    const batcher = new GroupCommit<number>({
      maxWaitMs: 1,
      write: async (items) => {
        await tick(20);
        batches.push(items);
      },
    });
    const first = Array.from({ length: 5 }, (_, i) => batcher.add(i));
    await tick(5);
    const second = Array.from({ length: 5 }, (_, i) => batcher.add(10 + i));
    await Promise.all([...first, ...second]);
    expect(batches).toEqual([
      [0, 1, 2, 3, 4],
      [10, 11, 12, 13, 14],
    ]);
  });

  it('maxWaitMs 0: what joined during this turn of the event loop is written at the end of it, no timer', async () => {
    const batches: number[][] = [];
    // No timer at all, rather than "before a 5 ms timer fired", which a busy machine could lose.
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    try {
      const batcher = new GroupCommit<number>({
        maxWaitMs: 0,
        write: async (items) => {
          batches.push(items);
        },
      });
      const first = [batcher.add(1), batcher.add(2), batcher.add(3)];
      await Promise.all(first);
      await batcher.add(4);
      expect(batches).toEqual([[1, 2, 3], [4]]);
      expect(timeouts).not.toHaveBeenCalled();
    } finally {
      timeouts.mockRestore();
    }
  });

  it('never writes more than maxBatch at once', async () => {
    const sizes: number[] = [];
    const batcher = new GroupCommit<number>({
      maxBatch: 4,
      write: async (items) => void sizes.push(items.length),
    });
    await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.add(i)));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4);
  });

  it('rejects every caller of a failed batch and goes on with the next one', async () => {
    let fail = true;
    const batcher = new GroupCommit<number>({
      write: async () => {
        if (fail) throw new Error('database down');
      },
    });
    const results = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(batcher.add(3)).resolves.toBeUndefined();
  });

  it('after an item error, writes each item on its own so only the bad one fails', async () => {
    const written: number[] = [];
    const batcher = new GroupCommit<number>({
      maxWaitMs: 0,
      isItemError: (error) => error instanceof RangeError,
      write: async (items) => {
        if (items.includes(13)) throw new RangeError('bad item');
        written.push(...items);
      },
    });
    const results = await Promise.allSettled([10, 11, 12, 13, 14].map((i) => batcher.add(i)));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(written).toEqual([10, 11, 12, 14]);
  });

  it('does not retry item by item when the database itself failed, nor go on once it fails meanwhile', async () => {
    let writes = 0;
    const batcher = new GroupCommit<number>({
      maxWaitMs: 0,
      isItemError: (error) => error instanceof RangeError,
      write: async (items) => {
        writes += 1;
        if (items.length > 1) throw new RangeError('bad item');
        throw new Error('database down');
      },
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((i) => batcher.add(i)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(writes).toBe(2);
  });

  it('refuses items past maxPending (QueueFullError) while a write holds the queue, and takes them again after', async () => {
    let release = () => {};
    const batcher = new GroupCommit<number>({
      maxWaitMs: 0,
      maxPending: 2,
      write: (items) =>
        items.includes(0) ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    });
    const first = batcher.add(0);
    await tick(5); // item 0 is being written
    const queued = [batcher.add(1), batcher.add(2)];
    await expect(batcher.add(3)).rejects.toBeInstanceOf(QueueFullError);
    release();
    await Promise.all([first, ...queued]);
    await expect(batcher.add(4)).resolves.toBeUndefined();
  });

  it('close() writes what is pending and in flight, then refuses new items', async () => {
    const written: number[] = [];
    const batcher = new GroupCommit<number>({
      maxWaitMs: 1000,
      write: async (items) => {
        await tick(10);
        written.push(...items);
      },
    });
    const pending = [batcher.add(1), batcher.add(2), batcher.add(3)];
    await batcher.close();
    await Promise.all(pending);
    expect(written).toEqual([1, 2, 3]);
    await expect(batcher.add(4)).rejects.toBeInstanceOf(BatcherClosedError);
  });
});

describe('GroupCommit with several writes in flight', () => {
  it('overlaps up to maxInFlight batches and still answers everyone', async () => {
    let running = 0;
    let peak = 0;
    const batcher = new GroupCommit<number>({
      maxBatch: 2,
      maxInFlight: 3,
      write: async () => {
        running += 1;
        peak = Math.max(peak, running);
        await tick(10);
        running -= 1;
      },
    });
    await Promise.all(Array.from({ length: 12 }, (_, i) => batcher.add(i)));
    expect(peak).toBe(3);
    await batcher.close();
  });
});

describe('GroupCommit results', () => {
  it("resolves each caller with its item's result, in order, also when written one by one", async () => {
    const batches: string[][] = [];
    const batcher = new GroupCommit<string, string>({
      maxWaitMs: 0,
      isItemError: (error) => error instanceof RangeError,
      write: async (items) => {
        batches.push(items);
        if (items.includes('bad')) throw new RangeError('bad item');
        return items.map((item) => item.toUpperCase());
      },
    });
    expect(await Promise.all([batcher.add('a'), batcher.add('b'), batcher.add('c')])).toEqual([
      'A',
      'B',
      'C',
    ]);
    const mixed = await Promise.allSettled([batcher.add('d'), batcher.add('bad'), batcher.add('e')]);
    expect(mixed.map((result) => (result.status === 'fulfilled' ? result.value : 'rejected'))).toEqual([
      'D',
      'rejected',
      'E',
    ]);
    expect(batches.slice(1)).toEqual([['d', 'bad', 'e'], ['d'], ['bad'], ['e']]);
  });
});
