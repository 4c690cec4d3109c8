import type { Db } from '../../db/client';
import { retryOnDeadlock } from '../../db/sql-state';
import { clickRollupProgress, type RollupStep, rollUpNextClicks } from './rollup-queries';

/**
 * The rollups the dashboards read, kept off the click's acknowledgement path (decision 042): one step at a
 * time in this process, one instance at a time across them (the step's advisory lock).
 */
export interface ClickRollups {
  /** Clicks were stored: roll them up now (steps follow one another until nothing is left). */
  wake(): void;
  /**
   * Resolves once every click stored before the call is in the rollups, rolling them up itself if need be
   * (or after `maxWaitMs`, the rollups then a moment behind): what a dashboard reads is the clicks
   * acknowledged before it asked.
   */
  catchUp(): Promise<void>;
  /** Stops rolling up on its own, once the step under way (if any) has committed. */
  close(): Promise<void>;
}

export interface ClickRollupOptions {
  db: Db;
  /** Clicks rolled up per step (one transaction). */
  batchSize: number;
  /** Also look every so often (PostgreSQL: other instances' clicks, or the steps of one that died); off when undefined. */
  pollMs?: number | undefined;
  /** Longest a read waits for the rollups to catch up. */
  maxWaitMs: number;
  onError: (error: unknown) => void;
}

/**
 * Steps run at most this often unless a backlog fills them: clicks gather for a step, so its upserts (one per link,
 * quarter hour, segment… however many clicks share them) and its statements are paid once for many clicks, for
 * a lag of this much more at most.
 */
const STEP_INTERVAL_MS = 200;
/** How soon to try again when another instance holds the rollup, or a step failed. */
const BUSY_RETRY_MS = 50;
const FAILED_RETRY_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createClickRollups(options: ClickRollupOptions): ClickRollups {
  const { db, batchSize, onError } = options;
  let running: Promise<RollupStep> | undefined;
  let woken = false;
  let looping = false;
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();

  // A link delete's trigger and a step write the owner rollups in different orders (decision 019): a deadlock's
  // victim is tried again; either way the transaction left nothing behind.
  function step(): Promise<RollupStep> {
    running ??= retryOnDeadlock(() => rollUpNextClicks(db, batchSize)).finally(() => {
      running = undefined;
    });
    return running;
  }

  function wakeIn(ms: number): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      wake();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  async function loop(): Promise<void> {
    looping = true;
    try {
      while (woken && !closed) {
        woken = false;
        const result = await step();
        if (result.busy) {
          // The holder may have read its range before our clicks committed: look again shortly.
          wakeIn(BUSY_RETRY_MS);
          return;
        }
        if (result.rolled >= batchSize) woken = true;
        else if (result.rolled > 0 || woken) {
          // Whatever was stored meanwhile waits for the next step, a moment later, with the clicks after it.
          woken = false;
          wakeIn(STEP_INTERVAL_MS);
          return;
        }
      }
    } catch (error) {
      onError(error);
      wakeIn(FAILED_RETRY_MS);
    } finally {
      looping = false;
    }
  }

  function wake(): void {
    woken = true;
    // A step already under way or due (a timer set) picks these clicks up.
    if (!looping && !closed && timers.size === 0) void loop();
  }

  const poll = options.pollMs === undefined ? undefined : setInterval(wake, options.pollMs);
  poll?.unref();

  return {
    wake,
    async catchUp() {
      const deadline = Date.now() + options.maxWaitMs;
      try {
        const { stored, rolled } = await clickRollupProgress(db);
        let watermark = rolled;
        while (watermark < stored && !closed && Date.now() < deadline) {
          const result = await step();
          if (!result.busy) watermark = result.watermark;
          else {
            await sleep(BUSY_RETRY_MS / 5);
            watermark = (await clickRollupProgress(db)).rolled;
          }
        }
      } catch (error) {
        // The read answers from the rollups as they are; the next step picks the clicks up.
        onError(error);
      }
    },
    async close() {
      closed = true;
      if (poll) clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running?.catch(() => undefined);
    },
  };
}
