import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { InProcessQueue } from './in-process-queue';
import { PgBossQueue, type StartLock } from './pg-boss-queue';
import { JobRegistry } from './registry';
import type { JobDefinition, JobQueue, JobRun } from './types';

export type { JobQueue } from './types';

/** JOBS=off: jobs are registered but never run by themselves (tests; an instance that only serves HTTP). */
class StoppedQueue implements JobQueue {
  readonly kind = 'off';
  private readonly registry = new JobRegistry();
  register(job: JobDefinition): void {
    this.registry.register(job);
  }
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
  async enqueue(name: string): Promise<void> {
    this.registry.get(name);
  }
  runNow(name: string, run?: Partial<JobRun>): Promise<unknown> {
    return this.registry.runNow(name, run);
  }
}

/**
 * pg-boss with DATABASE_URL, the in-process runner on the embedded database, nothing with JOBS=off.
 * `serializeStart` wraps pg-boss's schema and queue creation (the start-up lock of db/migrate.ts).
 */
export function createJobQueue(
  config: Config,
  log: FastifyBaseLogger,
  serializeStart: StartLock = (fn) => fn(),
): JobQueue {
  if (!config.jobs.enabled) return new StoppedQueue();
  if (config.databaseUrl) return new PgBossQueue(config.databaseUrl, log, serializeStart);
  return new InProcessQueue(log);
}
