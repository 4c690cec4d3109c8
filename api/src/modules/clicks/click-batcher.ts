export interface GroupCommitOptions<T> {
  /** Writes one batch atomically (one transaction): either every item is stored or none is. */
  write(items: T[]): Promise<void>;
  /** Largest batch written at once (one multi-row insert). */
  maxBatch?: number;
  /**
   * How long the first item of a new batch waits for company before the batch is written. 0 waits only
   * for the rest of this turn of the event loop (setImmediate): every request already read joins.
   */
  maxWaitMs?: number;
  /** Batches written at the same time (each on its own connection); 1 for a single-connection database. */
  maxInFlight?: number;
  /** Called once per failed batch (the waiting callers each get the error too). */
  onError?: (error: unknown, size: number) => void;
}

interface Waiter<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class BatcherClosedError extends Error {
  constructor() {
    super('The click batcher is closed');
  }
}

/**
 * Group commit (ARCHITECTURE §4): callers join the current batch and their promise settles when the batch
 * holding their item has committed, or rejects when it failed. A batch is written when it is full, when its
 * first item has waited maxWaitMs, or as soon as a write slot frees up; so batches grow with load while
 * latency stays about one write long.
 */
export class GroupCommit<T> {
  readonly #write: (items: T[]) => Promise<void>;
  readonly #maxBatch: number;
  readonly #maxWaitMs: number;
  readonly #maxInFlight: number;
  readonly #onError: ((error: unknown, size: number) => void) | undefined;
  #pending: Waiter<T>[] = [];
  readonly #inFlight = new Set<Promise<void>>();
  #cancelWait: (() => void) | undefined;
  #closed = false;

  constructor(options: GroupCommitOptions<T>) {
    this.#write = options.write;
    this.#maxBatch = options.maxBatch ?? 500;
    this.#maxWaitMs = options.maxWaitMs ?? 2;
    this.#maxInFlight = Math.max(1, options.maxInFlight ?? 1);
    this.#onError = options.onError;
  }

  get pendingCount(): number {
    return this.#pending.length;
  }

  add(item: T): Promise<void> {
    if (this.#closed) return Promise.reject(new BatcherClosedError());
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  /** Stops accepting items and resolves once every accepted item is written (or has failed). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#cancelWaiting();
    while (this.#inFlight.size > 0 || this.#pending.length > 0) {
      this.#flush();
      await Promise.race(this.#inFlight);
    }
  }

  #schedule(): void {
    if (this.#inFlight.size >= this.#maxInFlight) return; // a finishing write picks the pending items up
    if (this.#pending.length >= this.#maxBatch) {
      this.#flush();
      return;
    }
    if (this.#cancelWait) return;
    const wake = () => {
      this.#cancelWait = undefined;
      this.#flush();
    };
    if (this.#maxWaitMs === 0) {
      const immediate = setImmediate(wake);
      this.#cancelWait = () => clearImmediate(immediate);
    } else {
      const timer = setTimeout(wake, this.#maxWaitMs);
      this.#cancelWait = () => clearTimeout(timer);
    }
  }

  #cancelWaiting(): void {
    this.#cancelWait?.();
    this.#cancelWait = undefined;
  }

  #flush(): void {
    this.#cancelWaiting();
    while (this.#pending.length > 0 && this.#inFlight.size < this.#maxInFlight) {
      const batch = this.#pending.splice(0, this.#maxBatch);
      const running: Promise<void> = this.#run(batch).finally(() => {
        this.#inFlight.delete(running);
        if (this.#pending.length > 0) this.#flush();
      });
      this.#inFlight.add(running);
    }
  }

  async #run(batch: Waiter<T>[]): Promise<void> {
    try {
      await this.#write(batch.map((waiter) => waiter.item));
    } catch (error) {
      this.#onError?.(error, batch.length);
      for (const waiter of batch) waiter.reject(error);
      return;
    }
    for (const waiter of batch) waiter.resolve();
  }
}
