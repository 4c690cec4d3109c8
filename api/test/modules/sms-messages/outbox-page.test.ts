import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsInbound, smsMessages } from '../../../src/db/schema';
import {
  type InboundSmsHandler,
  onInboundSms,
  type QueuedSms,
  queueSms,
  registerSmsKind,
} from '../../../src/modules/sms-messages';
import { buildTestApp, useTestApp } from '../../helpers/test-app';
import { recordingKind, smsAreaModules } from './recording-gateway';

const ctx = useTestApp({ withoutModules: smsAreaModules });
const kind = recordingKind();
const replies: { from: string; text: string; adapter: string }[] = [];
const hearReplies: InboundSmsHandler = async (_db, inbound) => {
  replies.push({ from: inbound.from, text: inbound.text, adapter: inbound.adapter });
};

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const message = (key: string, overrides: Partial<QueuedSms> = {}): QueuedSms => ({
  key,
  kind: 'SHOOTING',
  userId: null,
  contactId: null,
  to: '5511987654321',
  text: 'LOJA: promoção de hoje',
  ...overrides,
});

async function sentMessage(app: FastifyInstance, key: string, overrides: Partial<QueuedSms> = {}) {
  const [row] = await queueSms(app.db, [message(key, overrides)]);
  if (!row) throw new Error('not queued');
  return vi.waitFor(
    async () => {
      const [sent] = await app.db.select().from(smsMessages).where(eq(smsMessages.id, row.id));
      expect(sent?.status).toBe('SENT');
      return sent as NonNullable<typeof sent>;
    },
    { timeout: 10_000, interval: 50 },
  );
}

beforeAll(() => {
  registerSmsKind('SHOOTING', kind.handlers);
  onInboundSms(hearReplies);
});

beforeEach(() => {
  kind.heard.length = 0;
  replies.length = 0;
});

describe('GET /api/v1/sms-outbox (development only; decision 032)', () => {
  it('lists the messages newest first as JSON, one number with ?to=', async () => {
    await sentMessage(ctx.app, 'first', { text: 'Primeiro' });
    await sentMessage(ctx.app, 'second', { text: 'Segundo', to: '5521998765432' });
    const all = await ctx.app.inject({ url: '/api/v1/sms-outbox' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().content.map((item: { text: string }) => item.text)).toEqual(['Segundo', 'Primeiro']);
    const one = await ctx.app.inject({ url: '/api/v1/sms-outbox?to=5511987654321', headers: html });
    expect(one.headers['content-type']).toMatch(/^text\/html/);
    const json = await ctx.app.inject({
      url: '/api/v1/sms-outbox?to=5511987654321&format=json',
      headers: html,
    });
    expect(json.json().content).toEqual([
      expect.objectContaining({
        key: 'first',
        to: '5511987654321',
        text: 'Primeiro',
        segments: 1,
        encoding: 'GSM-7',
        status: 'SENT',
        providerMessageId: expect.stringMatching(/^outbox-/),
      }),
    ]);
    expect((await ctx.app.inject({ url: '/api/v1/sms-outbox?to=abc' })).statusCode).toBe(400);
  });

  it('shows a page to a browser: every text escaped, the forms, no script, under the CSP', async () => {
    const sent = await sentMessage(ctx.app, 'hostile', { text: '<script>alert(1)</script> & "aspas"' });
    const response = await ctx.app.inject({ url: '/api/v1/sms-outbox', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const page = response.body;
    expect(page).not.toContain('<script');
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;aspas&#34;');
    expect(page).toContain('(11) 98765-4321');
    expect(page).toContain('Enviado');
    expect(page).toContain(`action="/api/v1/sms-outbox/${sent.id}/reply"`);
    expect(page).toContain('value="SAIR"');
    expect(page).toContain('Responder');
    expect(page).toContain('Marcar entregue');
    expect(page).toContain('Falhar');
  });

  it('"Responder" feeds the inbound handlers once, even when the form is posted twice', async () => {
    const sent = await sentMessage(ctx.app, 'reply-me');
    const page = (await ctx.app.inject({ url: '/api/v1/sms-outbox', headers: html })).body;
    const replyId = /name="replyId" value="([0-9a-f-]{36})"/.exec(page)?.[1];
    expect(replyId).toBeDefined();
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/sms-outbox/${sent.id}/reply`,
        headers: form,
        payload: new URLSearchParams({ replyId: replyId ?? '', text: 'Sair' }).toString(),
      });
    const first = await post();
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/api/v1/sms-outbox#sms-${sent.id}`);
    expect((await post()).statusCode).toBe(303);
    expect(replies).toEqual([{ from: '5511987654321', text: 'Sair', adapter: 'outbox' }]);
    const stored = await ctx.app.db.select().from(smsInbound);
    expect(stored).toEqual([
      expect.objectContaining({
        adapter: 'outbox',
        providerMessageId: `outbox-reply-${replyId}`,
        from: '5511987654321',
        text: 'Sair',
      }),
    ]);
  });

  it('"Marcar entregue" and "Falhar" post receipts: delivered is recorded, a failure told to its kind once', async () => {
    const delivered = await sentMessage(ctx.app, 'deliver-me');
    const receipt = (id: number, status: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/sms-outbox/${id}/status`,
        headers: form,
        payload: `status=${status}`,
      });
    expect((await receipt(delivered.id, 'DELIVERED')).statusCode).toBe(303);
    const [afterDelivery] = await ctx.app.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.id, delivered.id));
    expect(afterDelivery?.status).toBe('DELIVERED');
    expect(afterDelivery?.deliveredAt).toBeInstanceOf(Date);

    const failed = await sentMessage(ctx.app, 'fail-me');
    kind.heard.length = 0;
    expect((await receipt(failed.id, 'FAILED')).statusCode).toBe(303);
    expect((await receipt(failed.id, 'FAILED')).statusCode).toBe(303);
    // A failed message is final: a late "delivered" changes nothing.
    expect((await receipt(failed.id, 'DELIVERED')).statusCode).toBe(303);
    const [afterFailure] = await ctx.app.db.select().from(smsMessages).where(eq(smsMessages.id, failed.id));
    expect(afterFailure).toMatchObject({ status: 'FAILED', deliveredAt: null });
    expect(afterFailure?.lastError).toContain('falha simulada');
    expect(kind.heard).toEqual([{ event: 'failed', id: failed.id, status: 'FAILED' }]);

    expect((await receipt(999_999, 'DELIVERED')).statusCode).toBe(404);
    expect((await receipt(failed.id, 'READ')).statusCode).toBe(400);
  });
});

describe("POST /api/v1/sms-webhooks/outbox/*: the outbox adapter's own webhooks", () => {
  it('take JSON replies and receipts, once per provider id', async () => {
    const sent = await sentMessage(ctx.app, 'hooked');
    const inbound = { id: 'reply-1', from: '5511987654321', text: 'PARAR' };
    for (let i = 0; i < 2; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/sms-webhooks/outbox/inbound',
        payload: inbound,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: i === 0 ? 1 : 0 });
    }
    expect(replies).toEqual([{ from: '5511987654321', text: 'PARAR', adapter: 'outbox' }]);
    const status = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sms-webhooks/outbox/status',
      payload: { id: sent.providerMessageId, status: 'DELIVERED' },
    });
    expect(status.json()).toEqual({ received: 1 });
    // Not the configured adapter: not served.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sms-webhooks/zenvia/inbound',
      payload: {},
    });
    expect(other.statusCode).toBe(404);
    // An event it cannot read is acknowledged and ignored.
    const unreadable = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sms-webhooks/outbox/inbound',
      payload: { hello: 'world' },
    });
    expect(unreadable.json()).toEqual({ received: 0 });
  });
});

describe('in production', () => {
  it('serves neither the outbox nor its webhooks', async () => {
    const testApp = await buildTestApp({
      config: { isProduction: true, nodeEnv: 'production' },
      withoutModules: smsAreaModules,
    });
    try {
      expect((await testApp.app.inject({ url: '/api/v1/sms-outbox' })).statusCode).toBe(404);
      const hook = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/sms-webhooks/outbox/inbound',
        payload: { id: 'x', from: '5511987654321', text: 'SAIR' },
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  }, 180_000);
});
