import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../src/jobs';
import { InProcessQueue } from '../../src/jobs/in-process-queue';
import { PgBossQueue } from '../../src/jobs/pg-boss-queue';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const silentLog = {
  info: () => {},
  warn: () => {},
  error: () => {},
} as unknown as Parameters<typeof createJobQueue>[1];

/** Resolves with the data of the job's next run. */
function nextRun(queue: JobQueue, name: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    queue.register({
      name,
      run: async ({ data }) => {
        resolve(data);
        return { ok: true };
      },
    });
  });
}

describe('the job queue (decision 013)', () => {
  it('picks pg-boss with DATABASE_URL, the in-process runner on PGlite, nothing with JOBS=off', () => {
    expect(
      createJobQueue(testConfig({ jobs: { ...testConfig().jobs, enabled: false } }), silentLog).kind,
    ).toBe('off');
    expect(
      createJobQueue(
        testConfig({ databaseUrl: undefined, jobs: { ...testConfig().jobs, enabled: true } }),
        silentLog,
      ).kind,
    ).toBe('in-process');
  });

  it('refuses a bad name, a name twice and an invalid schedule', () => {
    const queue = new InProcessQueue(silentLog);
    const run = async () => null;
    expect(() => queue.register({ name: 'Bad Name', run })).toThrow();
    queue.register({ name: 'a.job', run });
    expect(() => queue.register({ name: 'a.job', run })).toThrow();
    expect(() => queue.register({ name: 'b.job', schedule: 'every minute', run })).toThrow();
  });

  it('in process: runNow awaits the job with the given time; enqueue runs it in order', async () => {
    const queue = new InProcessQueue(silentLog);
    const seen: string[] = [];
    queue.register({
      name: 'note',
      run: async ({ now, data }) => {
        seen.push(`${String(data.n)}@${now.toISOString().slice(0, 4)}`);
        return seen.length;
      },
    });
    await queue.start();
    expect(await queue.runNow('note', { now: new Date('2030-01-01T00:00:00Z'), data: { n: 0 } })).toBe(1);
    await queue.enqueue('note', { n: 1 });
    await queue.enqueue('note', { n: 2 });
    await queue.stop();
    expect(seen.map((item) => item.split('@')[0])).toEqual(['0', '1', '2']);
    await expect(queue.runNow('missing')).rejects.toThrow('Unknown job');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('pg-boss on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('a queued job is run by a worker, a schedule is stored, and stop waits for it', async () => {
    const queue = new PgBossQueue(database.url ?? '', silentLog);
    const ran = nextRun(queue, 'test.queued');
    queue.register({ name: 'test.scheduled', schedule: '0 3 * * *', run: async () => null });
    await queue.start();
    await queue.enqueue('test.queued', { hello: 'world' });
    expect(await ran).toEqual({ hello: 'world' });
    const schedules = await database.database.db.execute(
      'select name, cron from pgboss.schedule order by name',
    );
    expect(JSON.stringify(schedules)).toContain('0 3 * * *');
    await queue.stop();
  });
});
