export interface GroupCommitOptions<T, R = void> {
  /**
   * Writes one batch atomically (one transaction): either every item is stored or none is. With a result
   * type R it answers one result per item, in the items' order (a stored row), which that item's `add`
   * resolves with.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: R is void (the default) for batches with no results
  write(items: T[]): Promise<[R] extends [void] ? unknown : readonly R[]>;
  /** Largest batch written at once (one multi-row insert). */
  maxBatch?: number;
  /**
   * How long the first item of a new batch waits for company before the batch is written. 0 waits only
   * for the rest of this turn of the event loop (setImmediate): every request already read joins.
   */
  maxWaitMs?: number;
  /** Batches written at the same time (each on its own connection); 1 for a single-connection database. */
  maxInFlight?: number;
  /** Items waiting for a write at most; past it `add` rejects with QueueFullError (default 10,000). */
  maxPending?: number;
  /**
   * True when a batch failed because of what one of its items holds (a value the database refuses) rather
   * than the database itself: then each item is written on its own, so only the bad one fails.
   */
  isItemError?: (error: unknown) => boolean;
  /** Called once per failed write (the waiting callers each get the error too). */
  onError?: (error: unknown, size: number) => void;
}

interface Waiter<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class BatcherClosedError extends Error {
  constructor() {
    super('The write batcher is closed');
  }
}

/** The queue is full: the caller should come back later (503 with Retry-After). */
export class QueueFullError extends Error {
  constructor() {
    super('The write queue is full');
  }
}

/**
 * Group commit (ARCHITECTURE §4; clicks, decision 006, and links created, decision 040): callers join the current batch and their promise settles when the batch
 * holding their item has committed, or rejects when it failed. A batch is written when it is full, when its
 * first item has waited maxWaitMs, or as soon as a write slot frees up; so batches grow with load while
 * latency stays about one write long.
 */
export class GroupCommit<T, R = void> {
  readonly #write: GroupCommitOptions<T, R>['write'];
  readonly #maxBatch: number;
  readonly #maxWaitMs: number;
  readonly #maxInFlight: number;
  readonly #maxPending: number;
  readonly #isItemError: (error: unknown) => boolean;
  readonly #onError: ((error: unknown, size: number) => void) | undefined;
  #pending: Waiter<T, R>[] = [];
  readonly #inFlight = new Set<Promise<void>>();
  #cancelWait: (() => void) | undefined;
  #closed = false;

  constructor(options: GroupCommitOptions<T, R>) {
    this.#write = options.write;
    this.#maxBatch = options.maxBatch ?? 500;
    this.#maxWaitMs = options.maxWaitMs ?? 2;
    this.#maxInFlight = Math.max(1, options.maxInFlight ?? 1);
    this.#maxPending = options.maxPending ?? 10_000;
    this.#isItemError = options.isItemError ?? (() => false);
    this.#onError = options.onError;
  }

  get pendingCount(): number {
    return this.#pending.length;
  }

  add(item: T): Promise<R> {
    if (this.#closed) return Promise.reject(new BatcherClosedError());
    if (this.#pending.length >= this.#maxPending) return Promise.reject(new QueueFullError());
    return new Promise<R>((resolve, reject) => {
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

  async #run(batch: Waiter<T, R>[]): Promise<void> {
    let results: readonly R[] | undefined;
    try {
      results = (await this.#write(batch.map((waiter) => waiter.item))) as readonly R[] | undefined;
    } catch (error) {
      this.#onError?.(error, batch.length);
      if (batch.length > 1 && this.#isItemError(error)) await this.#runOneByOne(batch);
      else for (const waiter of batch) waiter.reject(error);
      return;
    }
    for (const [index, waiter] of batch.entries()) waiter.resolve(results?.[index] as R);
  }

  /** After an item error: every item on its own, so one bad item fails alone and the others are stored. */
  async #runOneByOne(batch: Waiter<T, R>[]): Promise<void> {
    for (const [index, waiter] of batch.entries()) {
      try {
        const results = (await this.#write([waiter.item])) as readonly R[] | undefined;
        waiter.resolve(results?.[0] as R);
      } catch (error) {
        this.#onError?.(error, 1);
        waiter.reject(error);
        // The database itself failed meanwhile: the rest would fail alike, one slow attempt each.
        if (!this.#isItemError(error)) {
          for (const rest of batch.slice(index + 1)) rest.reject(error);
          return;
        }
      }
    }
  }
}
