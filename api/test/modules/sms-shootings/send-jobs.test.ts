import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { bearer, useTestApp } from '../../helpers/test-app';
import { recordingGateway } from '../sms-messages/recording-gateway';
import {
  balanceOf,
  contact,
  ledgerOf,
  messagesOf,
  recipientsOf,
  runSendJob,
  saveShooting,
  send,
  sender,
  shootingRow,
} from './send-fixtures';

const recorder = recordingGateway();
const ctx = useTestApp({ providers: { sms: recorder.gateway } });

beforeEach(() => recorder.reset());

const runDue = (now: Date) => ctx.app.jobs.runNow('sms-shootings.due', { now });

/** Saves a shooting scheduled for tomorrow at 09:00 in São Paulo; answers its id and that instant. */
async function scheduled(token: string, contactIds: number[]) {
  const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
  const id = await saveShooting(ctx.app, token, contactIds, {
    scheduled: true,
    date: tomorrow,
    time: '09:00',
    timeZone: 'America/Sao_Paulo',
  });
  const [row] = rowsOf<{ at: Date | string }>(
    await ctx.app.db.execute(sql`select date_time_scheduled as at from sms_shootings where id = ${id}`),
  );
  return { id, at: new Date(row?.at ?? 0) };
}

describe('sms-shootings.due: scheduled shootings', () => {
  it('starts a SCHEDULED shooting once its time has come, with the same debit as a send', async () => {
    const me = await sender(ctx.app, 'agenda@example.com', 100);
    const a = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const b = await contact(ctx.app, me.id, { status: 'OPT_OUT' });
    const { id, at } = await scheduled(me.token, [a.id, b.id]);
    expect(await shootingRow(ctx.app, id)).toMatchObject({ status: 'SCHEDULED' });

    expect(await runDue(new Date(at.getTime() - 60_000))).toMatchObject({ started: 0 });
    expect(await shootingRow(ctx.app, id)).toMatchObject({ status: 'SCHEDULED' });
    expect(await runDue(at)).toMatchObject({ started: 1, failed: 0 });
    expect(await shootingRow(ctx.app, id)).toMatchObject({ status: 'PROCESSING', cost_debited: 30 });
    expect(await balanceOf(ctx.app, me.id)).toBe(70);
    await runSendJob(ctx.app, id);
    expect(await runDue(at)).toMatchObject({ started: 0, resumed: 0 });
    expect((await ledgerOf(ctx.app, me.id)).debits).toEqual([
      { amount: 30, reference: `sms-shooting:${id}` },
    ]);
    expect((await messagesOf(ctx.app, id)).map((m) => Number(m.contact_id))).toEqual([a.id]);
    expect(await shootingRow(ctx.app, id)).toMatchObject({ status: 'SENT' });
  });

  it('makes it FAILURE with insufient.credits when the balance is short, and it may be sent again', async () => {
    const me = await sender(ctx.app, 'pobre.agenda@example.com', 30);
    const a = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const b = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const { id, at } = await scheduled(me.token, [a.id, b.id]);
    expect(await runDue(new Date(at.getTime() + 1000))).toMatchObject({ started: 0, failed: 1 });
    expect(await shootingRow(ctx.app, id)).toMatchObject({
      status: 'FAILURE',
      failure_reason: 'insufient.credits',
      cost_debited: 0,
    });
    expect(await balanceOf(ctx.app, me.id)).toBe(30);
    expect(await messagesOf(ctx.app, id)).toEqual([]);
    const answer = await ctx.app.inject({ url: `/api/v1/sms-shootings/${id}`, headers: bearer(me.token) });
    expect(answer.json()).toMatchObject({ status: 'FAILURE', failureReason: 'insufient.credits' });

    await ctx.app.db.execute(sql`insert into credit_entries (user_id, type, status, total, remaining)
      values (${me.id}, 'PURCHASE', 'PAID', 30, 30)`);
    // The failed start rolled back whole: every recipient is still WAITING, so sending again reaches both.
    expect([...(await recipientsOf(ctx.app, id)).values()].map((r) => r.state)).toEqual([
      'WAITING',
      'WAITING',
    ]);
    expect((await send(ctx.app, me.token, id)).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, me.id)).toBe(0);
    await runSendJob(ctx.app, id);
    expect((await messagesOf(ctx.app, id)).map((m) => Number(m.contact_id)).sort()).toEqual(
      [a.id, b.id].sort(),
    );
  });

  it('resumes a PROCESSING shooting whose job was lost, once no batch has run for a while', async () => {
    const me = await sender(ctx.app, 'perdido@example.com', 100);
    const a = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const id = await saveShooting(ctx.app, me.token, [a.id]);
    expect((await send(ctx.app, me.token, id)).statusCode).toBe(200);
    // JOBS=off: the send job was never run.
    expect(await runDue(new Date())).toMatchObject({ resumed: 0 });
    // Three minutes without a batch, by the database's clock.
    await ctx.app.db.execute(
      sql`update sms_shootings set updated_at = now() - interval '3 minutes' where id = ${id}`,
    );
    expect(await runDue(new Date())).toMatchObject({ resumed: 1 });
    expect((await messagesOf(ctx.app, id)).map((m) => Number(m.contact_id))).toEqual([a.id]);
    expect(await shootingRow(ctx.app, id)).toMatchObject({ status: 'SENT' });
  });
});

describe('gateway failures of campaign messages', () => {
  it('refunds a message the gateway refused for good, once', async () => {
    const me = await sender(ctx.app, 'recusa@example.com', 100);
    const a = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const b = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const id = await saveShooting(ctx.app, me.token, [a.id, b.id]);
    recorder.fail('numero inexistente', { rejected: true });
    expect((await send(ctx.app, me.token, id)).statusCode).toBe(200);
    await runSendJob(ctx.app, id);
    await vi.waitFor(async () => {
      expect([...(await recipientsOf(ctx.app, id)).values()].map((r) => r.state)).toEqual([
        'FAILED',
        'FAILED',
      ]);
    });
    expect(await balanceOf(ctx.app, me.id)).toBe(100);
    expect(await shootingRow(ctx.app, id)).toMatchObject({ cost_debited: 60, cost_refunded: 60 });
    const { entries } = await ledgerOf(ctx.app, me.id);
    expect(entries.filter((e) => e.type === 'REFUND')).toEqual([
      { type: 'REFUND', status: 'SUCCESS', total: 30, remaining: 30 },
      { type: 'REFUND', status: 'SUCCESS', total: 30, remaining: 30 },
    ]);
    const answer = await ctx.app.inject({ url: `/api/v1/sms-shootings/${id}`, headers: bearer(me.token) });
    expect(answer.json()).toMatchObject({ failed: 2, submissions: 0, costEffective: 0 });
  });

  it('refunds a sent message the gateway reports not delivered, once however often reported', async () => {
    const me = await sender(ctx.app, 'webhook@example.com', 100);
    const a = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const b = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const id = await saveShooting(ctx.app, me.token, [a.id, b.id]);
    expect((await send(ctx.app, me.token, id)).statusCode).toBe(200);
    await runSendJob(ctx.app, id);
    await vi.waitFor(async () => {
      expect((await messagesOf(ctx.app, id)).map((m) => m.status)).toEqual(['SENT', 'SENT']);
    });
    expect(await balanceOf(ctx.app, me.id)).toBe(40);
    const [message] = rowsOf<{ provider_message_id: string }>(
      await ctx.app.db.execute(sql`select provider_message_id from sms_messages
        where key = ${`shooting:${id}:${a.id}`}`),
    );
    const report = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/sms-webhooks/outbox/status',
        payload: { id: message?.provider_message_id, status: 'FAILED', reason: 'not delivered' },
      });
    expect((await report()).json()).toEqual({ received: 1 });
    expect((await report()).json()).toEqual({ received: 0 });
    expect(await balanceOf(ctx.app, me.id)).toBe(70);
    expect((await recipientsOf(ctx.app, id)).get(a.id)?.state).toBe('FAILED');
    expect((await recipientsOf(ctx.app, id)).get(b.id)?.state).toBe('QUEUED');
    expect(await shootingRow(ctx.app, id)).toMatchObject({ cost_debited: 60, cost_refunded: 30 });
    const answer = await ctx.app.inject({ url: `/api/v1/sms-shootings/${id}`, headers: bearer(me.token) });
    expect(answer.json()).toMatchObject({ failed: 1, submissions: 1, costEffective: 30 });
  });
});
