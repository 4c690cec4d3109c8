import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { SegmentedMessage } from 'sms-segments-calculator';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { smsMessages } from '../../../src/db/schema';
import { countSegments, type QueuedSms, queueSms, registerSmsKind } from '../../../src/modules/sms-messages';
import { buildTestApp, testConfig, useTestApp } from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';
import { recordingGateway, recordingKind, smsAreaModules } from './recording-gateway';

const recorder = recordingGateway();
const kind = recordingKind();
const ctx = useTestApp({ providers: { sms: recorder.gateway }, withoutModules: smsAreaModules });

const message = (key: string, overrides: Partial<QueuedSms> = {}): QueuedSms => ({
  key,
  kind: 'SHOOTING',
  userId: null,
  contactId: null,
  to: '5511987654321',
  text: 'LOJA: promoção de hoje',
  ...overrides,
});

async function rowOf(app: FastifyInstance, key: string) {
  const [row] = await app.db.select().from(smsMessages).where(eq(smsMessages.key, key));
  if (!row) throw new Error(`no sms ${key}`);
  return row;
}

/** Sends run after the commit's notification: generous under a loaded machine. */
const WAIT = { timeout: 10_000, interval: 50 };

const waitForStatus = (app: FastifyInstance, key: string, status: string) =>
  vi.waitFor(async () => expect((await rowOf(app, key)).status).toBe(status), WAIT);

const inTwoMinutes = () => new Date(Date.now() + 120_000);

beforeAll(() => registerSmsKind('SHOOTING', kind.handlers));

describe('countSegments (sms-segments-calculator)', () => {
  it('counts GSM-7 by 160 and 153, UCS-2 (accents) by 70 and 67', () => {
    expect(countSegments('a'.repeat(160))).toEqual({ segments: 1, encoding: 'GSM-7' });
    expect(countSegments('a'.repeat(161))).toEqual({ segments: 2, encoding: 'GSM-7' });
    expect(countSegments('ã'.repeat(70))).toEqual({ segments: 1, encoding: 'UCS-2' });
    expect(countSegments('ã'.repeat(71))).toEqual({ segments: 2, encoding: 'UCS-2' });
  });

  it('counts exactly as the library for any text, the plain GSM-7 ones it counts by itself included', () => {
    const gsm = 'abcXYZ 0129@£$¥èéùìòÇ\nØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&\'()*+,-./:;<=>?¡ÄÖÑÜ§¿äöñüà';
    const other = '\r^{}\\[~]|€ãõçâ😀';
    const texts = fc.array(fc.constantFrom(...gsm, ...gsm, ...gsm, ...other), {
      minLength: 1,
      maxLength: 480,
    });
    fc.assert(
      fc.property(
        texts.map((chars) => chars.join('')),
        (text) => {
          const library = new SegmentedMessage(text, 'auto');
          expect(countSegments(text)).toEqual({
            segments: library.segmentsCount,
            encoding: library.encodingName,
          });
        },
      ),
      { numRuns: 400 },
    );
    for (let code = 0; code < 0x500; code += 1) {
      const text = String.fromCharCode(code).repeat(161);
      const library = new SegmentedMessage(text, 'auto');
      expect(countSegments(text), `U+${code.toString(16)}`).toEqual({
        segments: library.segmentsCount,
        encoding: library.encodingName,
      });
    }
    for (const length of [1, 153, 154, 160, 161, 306, 307, 459, 460])
      expect(countSegments('a'.repeat(length)).segments).toBe(
        new SegmentedMessage('a'.repeat(length)).segmentsCount,
      );
  });
});

describe('queueSms and the sms.send job (decision 032)', () => {
  beforeEach(() => {
    recorder.reset();
    kind.heard.length = 0;
  });

  it('stores the message with its segments, sends it once committed, and tells its kind once', async () => {
    const [row] = await queueSms(ctx.app.db, [message('k1', { text: 'ção'.repeat(30) })]);
    expect(row).toMatchObject({
      key: 'k1',
      status: 'QUEUED',
      segments: 2,
      encoding: 'UCS-2',
      adapter: 'outbox',
    });
    await waitForStatus(ctx.app, 'k1', 'SENT');
    const sent = await rowOf(ctx.app, 'k1');
    expect(sent).toMatchObject({ attempts: 1, lastError: null, claimedAt: null });
    expect(sent.providerMessageId).toMatch(/^outbox-/);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(recorder.sent).toEqual([{ id: sent.id, to: '5511987654321', text: 'ção'.repeat(30) }]);
    expect(kind.heard).toEqual([{ event: 'sent', id: sent.id, status: 'SENT' }]);
  });

  it('stores one row per key: queueing again stores and sends nothing, and answers the row found', async () => {
    const [first] = await queueSms(ctx.app.db, [message('same'), message('same', { text: 'outro' })]);
    await waitForStatus(ctx.app, 'same', 'SENT');
    const again = await queueSms(ctx.app.db, [message('same', { text: 'outro texto' })]);
    expect(again.map((row) => [row.id, row.text, row.status])).toEqual([
      [first?.id, 'LOJA: promoção de hoje', 'SENT'],
    ]);
    expect(await ctx.app.db.select().from(smsMessages)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recorder.sent).toHaveLength(1);
    expect(kind.heard).toHaveLength(1);
  });

  it("waits for the caller's transaction: nothing is stored or sent when it rolls back", async () => {
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await queueSms(tx, [message('rolled-back')]);
        throw new Error('the debit failed');
      }),
    ).rejects.toThrow('the debit failed');
    await ctx.app.db.transaction(async (tx) => {
      await queueSms(tx, [message('committed')]);
      // Still inside the transaction: the job has not run.
      expect(recorder.sent).toHaveLength(0);
    });
    await waitForStatus(ctx.app, 'committed', 'SENT');
    expect(await ctx.app.db.select().from(smsMessages)).toHaveLength(1);
    expect(recorder.sent).toHaveLength(1);
  });

  it('refuses a text no gateway would send', async () => {
    await expect(queueSms(ctx.app.db, [message('empty', { text: '' })])).rejects.toThrow();
    await expect(queueSms(ctx.app.db, [message('long', { text: 'a'.repeat(1521) })])).rejects.toThrow();
    await expect(queueSms(ctx.app.db, [message('bad', { to: '+55 11' })])).rejects.toThrow();
  });

  it('a failed send is retried; the last attempt fails it and tells its kind once', async () => {
    recorder.fail('gateway fora do ar');
    await queueSms(ctx.app.db, [message('flaky')]);
    await vi.waitFor(async () => expect((await rowOf(ctx.app, 'flaky')).attempts).toBe(1), WAIT);
    await vi.waitFor(
      async () =>
        expect(await rowOf(ctx.app, 'flaky')).toMatchObject({
          status: 'QUEUED',
          claimedAt: null,
          lastError: 'gateway fora do ar',
        }),
      WAIT,
    );
    const { id } = await rowOf(ctx.app, 'flaky');
    for (let attempt = 2; attempt < 6; attempt++)
      await expect(ctx.app.jobs.runNow('sms.send', { data: { ids: [id] } })).rejects.toThrow();
    expect((await rowOf(ctx.app, 'flaky')).attempts).toBe(5);
    expect(kind.heard).toEqual([]);
    expect(await ctx.app.jobs.runNow('sms.send', { data: { ids: [id] } })).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(ctx.app, 'flaky')).toMatchObject({ status: 'FAILED', attempts: 6 });
    expect(await ctx.app.jobs.runNow('sms.send', { data: { ids: [id] } })).toEqual({ sent: 0, failed: 0 });
    expect(kind.heard).toEqual([{ event: 'failed', id, status: 'FAILED' }]);
    expect(recorder.sent).toHaveLength(0);
  });

  it('a message the gateway refuses for good fails at once', async () => {
    recorder.fail('Zenvia 400 VALIDATION_ERROR: to', { rejected: true });
    await queueSms(ctx.app.db, [message('refused')]);
    await waitForStatus(ctx.app, 'refused', 'FAILED');
    const row = await rowOf(ctx.app, 'refused');
    expect(row).toMatchObject({ attempts: 1, lastError: 'Zenvia 400 VALIDATION_ERROR: to' });
    expect(kind.heard).toEqual([{ event: 'failed', id: row.id, status: 'FAILED' }]);
  });

  it('a run while another holds the claim sends nothing; two runs at once send once', async () => {
    recorder.fail('fora');
    await queueSms(ctx.app.db, [message('race')]);
    await vi.waitFor(async () => expect((await rowOf(ctx.app, 'race')).lastError).toBe('fora'), WAIT);
    recorder.fail(undefined);
    const { id } = await rowOf(ctx.app, 'race');
    recorder.hold();
    const runs = Promise.all([
      ctx.app.jobs.runNow('sms.send', { data: { ids: [id] } }),
      ctx.app.jobs.runNow('sms.send', { data: { ids: [id] } }),
    ]);
    await vi.waitFor(async () => expect((await rowOf(ctx.app, 'race')).claimedAt).toBeInstanceOf(Date), WAIT);
    recorder.release();
    expect((await runs).map((run) => (run as { sent: number }).sent).sort()).toEqual([0, 1]);
    expect(recorder.sent).toHaveLength(1);
    expect(kind.heard).toEqual([{ event: 'sent', id, status: 'SENT' }]);
  });

  it('a kind that hears nothing of sends: two runs over 450 messages send each once and record every one SENT', async () => {
    registerSmsKind('SHOOTING', {});
    try {
      const rows = await ctx.app.db
        .insert(smsMessages)
        .values(
          Array.from({ length: 450 }, (_, n) => ({
            ...message(`bulk-${n}`, { to: `55119${String(n).padStart(8, '0')}` }),
            segments: 1,
            encoding: 'GSM-7' as const,
            adapter: 'outbox',
          })),
        )
        .returning({ id: smsMessages.id });
      const ids = rows.map((row) => row.id);
      const runs = await Promise.all([
        ctx.app.jobs.runNow('sms.send', { data: { ids } }),
        ctx.app.jobs.runNow('sms.send', { data: { ids: [...ids].reverse() } }),
      ]);
      expect(runs.reduce<number>((sum, run) => sum + (run as { sent: number }).sent, 0)).toBe(450);
      expect(new Set(recorder.sent.map((sent) => sent.id)).size).toBe(450);
      expect(recorder.sent).toHaveLength(450);
      const stored = await ctx.app.db
        .select({
          status: smsMessages.status,
          provider: smsMessages.providerMessageId,
          claimedAt: smsMessages.claimedAt,
        })
        .from(smsMessages)
        .where(sql`${smsMessages.key} like 'bulk-%'`);
      expect(stored).toHaveLength(450);
      for (const row of stored)
        expect(row).toMatchObject({ status: 'SENT', provider: expect.any(String), claimedAt: null });
      expect(kind.heard).toEqual([]);
    } finally {
      registerSmsKind('SHOOTING', kind.handlers);
    }
  });

  it('a kind handler that throws does not leave a sent message queued', async () => {
    registerSmsKind('OPT_IN_REQUEST', {
      async onSent() {
        throw new Error('handler bug');
      },
    });
    await queueSms(ctx.app.db, [message('handler-bug', { kind: 'OPT_IN_REQUEST' })]);
    await waitForStatus(ctx.app, 'handler-bug', 'SENT');
    expect(await ctx.app.jobs.runNow('sms.sweep', { now: inTwoMinutes() })).toEqual({
      requeued: 0,
      failed: 0,
    });
    expect(recorder.sent).toHaveLength(1);
    registerSmsKind('OPT_IN_REQUEST', {});
  });

  it('the sweep sends what was left queued and fails what a dead worker spent, once', async () => {
    const stored = (key: string, values: Partial<PgInsertValue<typeof smsMessages>> = {}) => ({
      ...message(key),
      segments: 1,
      encoding: 'GSM-7',
      adapter: 'outbox',
      ...values,
    });
    await ctx.app.db
      .insert(smsMessages)
      .values([
        stored('lost'),
        stored('crashed', { attempts: 1, claimedAt: sql`now() - interval '11 minutes'` }),
        stored('working', { attempts: 1, claimedAt: sql`now()` }),
        stored('spent', { attempts: 6, claimedAt: sql`now() - interval '11 minutes'` }),
        stored('done', { status: 'SENT', attempts: 1 }),
      ]);
    // A message younger than a minute may still be on its way: left alone.
    expect(await ctx.app.jobs.runNow('sms.sweep')).toEqual({ requeued: 0, failed: 0 });
    expect(await ctx.app.jobs.runNow('sms.sweep', { now: inTwoMinutes() })).toEqual({
      requeued: 2,
      failed: 1,
    });
    for (const key of ['lost', 'crashed']) expect((await rowOf(ctx.app, key)).status, key).toBe('SENT');
    expect((await rowOf(ctx.app, 'working')).status).toBe('QUEUED');
    const spent = await rowOf(ctx.app, 'spent');
    expect(spent).toMatchObject({ status: 'FAILED', lastError: 'gave up: no attempt finished' });
    expect(recorder.sent).toHaveLength(2);
    expect(await ctx.app.jobs.runNow('sms.sweep', { now: inTwoMinutes() })).toEqual({
      requeued: 0,
      failed: 0,
    });
    expect(kind.heard.filter((event) => event.event === 'failed')).toEqual([
      { event: 'failed', id: spent.id, status: 'FAILED' },
    ]);
  });
});

describe('with the in-process queue (the embedded database default)', () => {
  it('queueSms hands the messages to the queue once committed, which sends them', async () => {
    const watched = recordingGateway();
    const testApp = await buildTestApp({
      config: { databaseUrl: undefined, jobs: { ...testConfig().jobs, enabled: true } },
      providers: { sms: watched.gateway },
      withoutModules: smsAreaModules,
    });
    try {
      expect(testApp.app.jobs.kind).toBe('in-process');
      await testApp.app.db.transaction((tx) => queueSms(tx, [message('a'), message('b')]));
      await waitForStatus(testApp.app, 'b', 'SENT');
      expect(watched.sent.map((sent) => sent.text)).toHaveLength(2);
    } finally {
      await testApp.close();
    }
  }, 180_000);
});

describe.skipIf(!process.env.DATABASE_URL)('with pg-boss on PostgreSQL', () => {
  it('queueSms queues sms.send after the commit, a worker sends it, and its queue retries with backoff', async () => {
    const database = await createTestDatabase();
    const watched = recordingGateway();
    const testApp = await buildTestApp({
      testDatabase: database,
      config: { databaseUrl: database.url, jobs: { ...testConfig().jobs, enabled: true } },
      providers: { sms: watched.gateway },
      withoutModules: smsAreaModules,
    });
    try {
      expect(testApp.app.jobs.kind).toBe('pg-boss');
      await testApp.app.db.transaction((tx) => queueSms(tx, [message('boss')]));
      await vi.waitFor(async () => expect((await rowOf(testApp.app, 'boss')).status).toBe('SENT'), {
        timeout: 20_000,
        interval: 250,
      });
      expect(watched.sent).toHaveLength(1);
      const queues = rowsOf(
        await testApp.app.db.execute(
          "select retry_limit, retry_delay, retry_backoff from pgboss.queue where name = 'sms.send'",
        ),
      );
      expect(queues).toEqual([{ retry_limit: 5, retry_delay: 60, retry_backoff: true }]);
    } finally {
      await testApp.close();
      await database.destroy();
    }
  }, 180_000);
});
