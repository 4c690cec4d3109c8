import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { mailMessages, users } from '../../../src/db/schema';
import { queueMail } from '../../../src/modules/mail';
import { buildTestApp, testConfig, useTestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';
import { recordingTransport } from './recording-transport';

const recorder = recordingTransport();
const ctx = useTestApp({ providers: { mail: recorder.transport } });

const message = (key: string) => ({
  key,
  userId: null,
  to: 'visitante@example.com',
  subject: 'Seu e-book chegou',
  text: 'Baixe aqui.',
  html: '<p>Baixe aqui.</p>',
});

async function rowOf(app: FastifyInstance, key: string) {
  const [row] = await app.db.select().from(mailMessages).where(eq(mailMessages.key, key));
  if (!row) throw new Error(`no mail ${key}`);
  return row;
}

const inTwoMinutes = () => new Date(Date.now() + 120_000);

describe('queueMail and the mail.send job (decision 028)', () => {
  beforeEach(() => recorder.reset());

  it('with the outbox: stores the message and marks it sent, nothing else', async () => {
    await queueMail(ctx.app, message('k1'));
    const row = await rowOf(ctx.app, 'k1');
    expect(row).toMatchObject({
      adapter: 'outbox',
      to: 'visitante@example.com',
      subject: 'Seu e-book chegou',
      attempts: 1,
      providerMessageId: `outbox-${row.id}`,
      lastError: null,
      claimedAt: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(recorder.sent.map((sent) => sent.id)).toEqual([row.id]);
  });

  it('stores one row per key: queueing again stores and sends nothing', async () => {
    await queueMail(ctx.app, message('same'));
    await queueMail(ctx.app, { ...message('same'), subject: 'Outro assunto' });
    const rows = await ctx.app.db.select().from(mailMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('Seu e-book chegou');
    expect(recorder.sent).toHaveLength(1);
  });

  it('a run while another holds the claim sends nothing; two runs at once send once', async () => {
    recorder.hold();
    const first = queueMail(ctx.app, message('held'));
    await vi.waitFor(async () => expect((await rowOf(ctx.app, 'held')).claimedAt).toBeInstanceOf(Date));
    const { id } = await rowOf(ctx.app, 'held');
    expect(await ctx.app.jobs.runNow('mail.send', { data: { ids: [id] } })).toEqual({ sent: 0 });
    recorder.release();
    await first;
    expect(recorder.sent).toHaveLength(1);

    recorder.fail('servidor fora do ar');
    await queueMail(ctx.app, message('race'));
    recorder.fail(undefined);
    const race = await rowOf(ctx.app, 'race');
    expect(race).toMatchObject({ sentAt: null, claimedAt: null, lastError: 'servidor fora do ar' });
    recorder.hold();
    const runs = Promise.all([
      ctx.app.jobs.runNow('mail.send', { data: { ids: [race.id] } }),
      ctx.app.jobs.runNow('mail.send', { data: { ids: [race.id] } }),
    ]);
    await vi.waitFor(async () => expect((await rowOf(ctx.app, 'race')).claimedAt).toBeInstanceOf(Date));
    recorder.release();
    expect((await runs).map((run) => (run as { sent: number }).sent).sort()).toEqual([0, 1]);
    expect(recorder.sent.map((sent) => sent.id)).toEqual([id, race.id]);
  });

  it('the sweep sends what was left unsent: failed, never handed on, or claimed by a worker that died', async () => {
    recorder.fail('451 tente mais tarde');
    await queueMail(ctx.app, message('failed'));
    recorder.fail(undefined);
    // A message younger than a minute may still be on its way: left alone.
    expect(await ctx.app.jobs.runNow('mail.sweep')).toEqual({ requeued: 0 });

    const dead = await rowOf(ctx.app, 'failed');
    await ctx.app.db.insert(mailMessages).values([
      { ...message('lost'), adapter: 'outbox' },
      {
        ...message('crashed'),
        adapter: 'outbox',
        attempts: 1,
        claimedAt: sql`now() - interval '11 minutes'`,
      },
      { ...message('working'), adapter: 'outbox', attempts: 1, claimedAt: sql`now()` },
      { ...message('given-up'), adapter: 'outbox', attempts: 10, lastError: 'recusado' },
    ]);
    expect(await ctx.app.jobs.runNow('mail.sweep', { now: inTwoMinutes() })).toEqual({ requeued: 3 });
    for (const key of ['failed', 'lost', 'crashed'])
      expect((await rowOf(ctx.app, key)).sentAt, key).toBeInstanceOf(Date);
    for (const key of ['working', 'given-up']) expect((await rowOf(ctx.app, key)).sentAt, key).toBeNull();
    expect(recorder.sent).toHaveLength(3);
    expect((await rowOf(ctx.app, 'failed')).attempts).toBe(dead.attempts + 1);

    expect(await ctx.app.jobs.runNow('mail.sweep', { now: inTwoMinutes() })).toEqual({ requeued: 0 });
    expect(recorder.sent).toHaveLength(3);
  });

  it('keeps the user the message belongs to, and the message when that user is deleted', async () => {
    const [user] = await ctx.app.db
      .insert(users)
      .values({ email: 'dono@example.com', name: 'Dono' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    await queueMail(ctx.app, { ...message('owned'), userId: user.id });
    expect((await rowOf(ctx.app, 'owned')).userId).toBe(user.id);
    await ctx.app.db.delete(users).where(eq(users.id, user.id));
    expect(await rowOf(ctx.app, 'owned')).toMatchObject({ userId: null, subject: 'Seu e-book chegou' });
  });
});

describe('with the in-process queue (the embedded database default)', () => {
  it('queueMail hands the message to the queue, which sends it', async () => {
    const watched = recordingTransport();
    const testApp = await buildTestApp({
      config: { databaseUrl: undefined, jobs: { ...testConfig().jobs, enabled: true } },
      providers: { mail: watched.transport },
    });
    try {
      expect(testApp.app.jobs.kind).toBe('in-process');
      await queueMail(testApp.app, message('queued'));
      await vi.waitFor(async () => expect((await rowOf(testApp.app, 'queued')).sentAt).toBeInstanceOf(Date));
      expect(watched.sent).toHaveLength(1);
    } finally {
      await testApp.close();
    }
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)('with pg-boss on PostgreSQL', () => {
  it('queueMail queues mail.send, a worker sends it, and its queue retries with backoff', async () => {
    const database = await createTestDatabase();
    const watched = recordingTransport();
    const testApp = await buildTestApp({
      testDatabase: database,
      config: { databaseUrl: database.url, jobs: { ...testConfig().jobs, enabled: true } },
      providers: { mail: watched.transport },
    });
    try {
      expect(testApp.app.jobs.kind).toBe('pg-boss');
      await queueMail(testApp.app, message('boss'));
      await vi.waitFor(async () => expect((await rowOf(testApp.app, 'boss')).sentAt).toBeInstanceOf(Date), {
        timeout: 20_000,
        interval: 250,
      });
      expect(watched.sent).toHaveLength(1);
      const queues = rowsOf(
        await testApp.app.db.execute(
          "select retry_limit, retry_delay, retry_backoff from pgboss.queue where name = 'mail.send'",
        ),
      );
      expect(queues).toEqual([{ retry_limit: 5, retry_delay: 60, retry_backoff: true }]);
    } finally {
      await testApp.close();
      await database.destroy();
    }
  }, 60_000);
});
