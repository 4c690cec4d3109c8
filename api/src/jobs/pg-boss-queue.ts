import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { JobRegistry } from './registry';
import type { JobDefinition, JobQueue, JobRun } from './types';

const SCHEMA = 'pgboss';
/** Workers poll for new jobs this often; schedules are checked by pg-boss every 30 s. */
const POLLING_SECONDS = 5;
const STOP_TIMEOUT_MS = 10_000;

/** Runs fn while no other instance creates schema or queues (instances started together deadlock otherwise). */
export type StartLock = <T>(fn: () => Promise<T>) => Promise<T>;

/**
 * The queue on PostgreSQL: pg-boss (its own schema `pgboss`, created on first start). Every instance runs
 * workers; a job is fetched by one of them (SKIP LOCKED) and each queue has the `singleton` policy, so at most
 * one run of a job is active at a time across instances. Schedules are stored once and fire on one instance.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly registry = new JobRegistry();
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    databaseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly serializeStart: StartLock = (fn) => fn(),
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      application_name: 'atalho-jobs',
      max: 3,
    });
    this.boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  }

  register(job: JobDefinition): void {
    this.registry.register(job);
  }

  async start(): Promise<void> {
    // pg-boss's own schema migration and each createQueue (partition tables) are DDL: two instances doing
    // them at once on a new database deadlock, so they run one instance at a time.
    await this.serializeStart(async () => {
      await this.boss.start();
      this.started = true;
      for (const job of this.registry.jobs.values()) {
        await this.boss.createQueue(job.name, {
          name: job.name,
          policy: 'singleton',
          retryLimit: job.retry?.limit ?? 2,
          retryDelay: job.retry?.delaySeconds ?? 60,
          retryBackoff: job.retry?.backoff ?? false,
        });
        if (job.schedule) await this.boss.schedule(job.name, job.schedule, {}, { tz: 'UTC' });
        else await this.boss.unschedule(job.name);
      }
    });
    for (const job of this.registry.jobs.values()) {
      await this.boss.work<Record<string, unknown>>(
        job.name,
        { pollingIntervalSeconds: job.pollingSeconds ?? POLLING_SECONDS },
        async (jobs) => {
          for (const queued of jobs) {
            const result = await job.run({ now: new Date(), data: queued.data ?? {} });
            this.log.info({ job: job.name, result }, 'job done');
          }
        },
      );
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
  }

  async enqueue(name: string, data: Record<string, unknown> = {}): Promise<void> {
    this.registry.get(name);
    await this.boss.send(name, data);
  }

  runNow(name: string, run?: Partial<JobRun>): Promise<unknown> {
    return this.registry.runNow(name, run);
  }
}
