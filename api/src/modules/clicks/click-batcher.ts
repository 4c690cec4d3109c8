export interface GroupCommitOptions<T> {
  /** Writes one batch atomically (one transaction): either every item is stored or none is. */
  write(items: T[]): Promise<void>;
  /** Largest batch written at once (one multi-row insert). */
  maxBatch?: number;
  /** How long the first item of an idle batcher waits for company before the batch is written. */
  maxWaitMs?: number;
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
 * holding their item has committed, or rejects when it failed. One write is in flight at a time; items that
 * arrive meanwhile form the next batch, so batches grow with load and latency stays one write long.
 */
export class GroupCommit<T> {
  readonly #write: (items: T[]) => Promise<void>;
  readonly #maxBatch: number;
  readonly #maxWaitMs: number;
  readonly #onError: ((error: unknown, size: number) => void) | undefined;
  #pending: Waiter<T>[] = [];
  #inFlight: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: GroupCommitOptions<T>) {
    this.#write = options.write;
    this.#maxBatch = options.maxBatch ?? 500;
    this.#maxWaitMs = options.maxWaitMs ?? 2;
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
    this.#clearTimer();
    while (this.#inFlight || this.#pending.length > 0) {
      if (this.#inFlight) await this.#inFlight;
      else this.#flush();
    }
  }

  #schedule(): void {
    if (this.#inFlight) return; // the running write picks the pending items up when it finishes
    if (this.#pending.length >= this.#maxBatch) {
      this.#flush();
      return;
    }
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      this.#flush();
    }, this.#maxWaitMs);
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #flush(): void {
    this.#clearTimer();
    if (this.#inFlight || this.#pending.length === 0) return;
    const batch = this.#pending.splice(0, this.#maxBatch);
    this.#inFlight = this.#run(batch).finally(() => {
      this.#inFlight = undefined;
      if (this.#pending.length > 0) this.#flush();
    });
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
