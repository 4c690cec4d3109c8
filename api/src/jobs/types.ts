/** What a job receives: the time it runs at (tests pass their own) and the data it was queued with. */
export interface JobRun {
  now: Date;
  data: Record<string, unknown>;
}

/**
 * A background job (decision 013). `run` must be idempotent: running it twice, or on two instances at once,
 * has the effect of running it once (a unique key per period, `insert … on conflict do nothing`, a row lock).
 */
export interface JobDefinition {
  /** Queue name: letters, digits, `.`, `-`, `_` (e.g. `subscriptions.renew`). */
  name: string;
  /** Cron expression, UTC (`*\/15 * * * *`); from api/src/config.ts. Unset: runs only when queued. */
  schedule?: string | undefined;
  /**
   * pg-boss: how often a run that threw is tried again (default 2 more times, 60 s apart; `backoff` doubles
   * the delay each time). The in-process runner does not retry: a job that needs it has a sweep of its own.
   */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean } | undefined;
  /**
   * pg-boss: how often an idle worker looks for this job (default 5 s). A run that ends sooner waits out the
   * rest before the next one is fetched, so a queue that drains a backlog run after run polls more often.
   */
  pollingSeconds?: number | undefined;
  /** What a run did (counts for logs and tests). */
  run(job: JobRun): Promise<unknown>;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process' | 'off';
  /** Modules register their jobs while the app builds; the queue starts once the app is ready. */
  register(job: JobDefinition): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Queues one run (any instance's worker picks it up; off: nothing happens). */
  enqueue(name: string, data?: Record<string, unknown>): Promise<void>;
  /** Runs the job here and now, awaited: tests and the admin CLI. */
  runNow(name: string, run?: Partial<JobRun>): Promise<unknown>;
}
