import cronParser from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import { JobRegistry } from './registry';
import type { JobQueue, JobRun } from './types';

/** How often the embedded database's runner looks for a due schedule. */
const TICK_MS = 15_000;

/** The most recent time the cron expression fired at or before `now`. */
function lastFiring(schedule: string, now: Date): number {
  const expression = cronParser.parseExpression(schedule, {
    currentDate: new Date(now.getTime() + 1),
    tz: 'UTC',
  });
  return expression.prev().getTime();
}

/**
 * The queue on the embedded PGlite database: one process owns that database, so jobs run here, one at a time,
 * in the order they were queued; schedules fire from a timer. The job code is the same as with pg-boss.
 */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly registry = new JobRegistry();
  private readonly lastRun = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  register(job: Parameters<JobRegistry['register']>[0]): void {
    if (job.schedule) lastFiring(job.schedule, new Date()); // an invalid expression fails at start-up
    this.registry.register(job);
  }

  async start(): Promise<void> {
    const now = new Date();
    // A schedule fires for the next firing after start, not for one already past.
    for (const job of this.registry.jobs.values())
      if (job.schedule) this.lastRun.set(job.name, lastFiring(job.schedule, now));
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  private tick(): void {
    const now = new Date();
    for (const job of this.registry.jobs.values()) {
      if (!job.schedule) continue;
      const due = lastFiring(job.schedule, now);
      if (due > (this.lastRun.get(job.name) ?? 0)) {
        this.lastRun.set(job.name, due);
        void this.enqueue(job.name);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.chain;
  }

  async enqueue(name: string, data: Record<string, unknown> = {}): Promise<void> {
    this.registry.get(name);
    if (this.stopped) return;
    this.chain = this.chain.then(async () => {
      try {
        const result = await this.registry.runNow(name, { data });
        this.log.info({ job: name, result }, 'job done');
      } catch (error) {
        this.log.error({ err: error, job: name }, 'job failed');
      }
    });
  }

  runNow(name: string, run?: Partial<JobRun>): Promise<unknown> {
    return this.registry.runNow(name, run);
  }
}
