/**
 * The epoch rule, per key: every invalidation gets the next epoch, and the last `capacity` invalidated keys
 * remember theirs. A lookup that read epoch E is stored only if none of its keys (code, id, owner) was
 * invalidated after E. With several instances every write anywhere reaches every cache; one global epoch
 * would then refuse to keep almost anything while links are being written.
 */
export class RecentInvalidations {
  readonly #at = new Map<string, number>();
  readonly #capacity: number;
  #epoch = 0;
  /** Invalidations before this epoch are forgotten: lookups older than it may have raced one. */
  #forgottenBefore = 0;

  constructor(capacity = 10_000) {
    this.#capacity = capacity;
  }

  get epoch(): number {
    return this.#epoch;
  }

  record(keys: readonly string[]): void {
    this.#epoch += 1;
    for (const key of keys) {
      // Re-inserted, so the map stays in epoch order and its first key is the oldest.
      this.#at.delete(key);
      this.#at.set(key, this.#epoch);
    }
    for (const [key, at] of this.#at) {
      if (this.#at.size <= this.#capacity) break;
      this.#at.delete(key);
      this.#forgottenBefore = at;
    }
  }

  recordAll(): void {
    this.#epoch += 1;
    this.#at.clear();
    this.#forgottenBefore = this.#epoch;
  }

  /** Whether any of these keys may have been invalidated after `epoch`. */
  changedSince(epoch: number, keys: readonly string[]): boolean {
    return epoch < this.#forgottenBefore || keys.some((key) => (this.#at.get(key) ?? 0) > epoch);
  }
}
