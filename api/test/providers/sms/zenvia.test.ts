import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZenviaConfig } from '../../../src/config';
import { smsInbound, smsMessages } from '../../../src/db/schema';
import {
  type InboundSmsHandler,
  onInboundSms,
  queueSms,
  registerSmsKind,
} from '../../../src/modules/sms-messages';
import { createSmsGateway, SmsRejectedError, WebhookSignatureError } from '../../../src/providers/sms';
import { ZENVIA_SECRET_HEADER } from '../../../src/providers/sms/zenvia';
import { useTestApp } from '../../helpers/test-app';
import { recordingKind, smsAreaModules } from '../../modules/sms-messages/recording-gateway';
import { startZenviaStub, zenviaMessageEvent, zenviaStatusEvent } from './zenvia-stub';

const TOKEN = 'zenvia-token';
const SECRET = 'segredo-do-webhook';
const zenvia: ZenviaConfig = { apiUrl: '', token: TOKEN, from: 'atalho-sms', webhookSecret: SECRET };
let stub: Awaited<ReturnType<typeof startZenviaStub>>;

beforeAll(async () => {
  stub = await startZenviaStub(TOKEN);
  zenvia.apiUrl = stub.url;
});
afterAll(() => stub.close());

const ctx = useTestApp({ config: { sms: { adapter: 'zenvia', zenvia } }, withoutModules: smsAreaModules });
const kind = recordingKind();
const replies: string[] = [];
const hearReplies: InboundSmsHandler = async (_db, inbound) => {
  replies.push(`${inbound.adapter}:${inbound.from}:${inbound.text}`);
};

beforeAll(() => {
  registerSmsKind('SHOOTING', kind.handlers);
  onInboundSms(hearReplies);
});
beforeEach(() => {
  stub.requests.length = 0;
  kind.heard.length = 0;
  replies.length = 0;
});

const webhook = (raw: unknown, headers: Record<string, string> = { [ZENVIA_SECRET_HEADER]: SECRET }) => ({
  rawBody: JSON.stringify(raw),
  headers,
});

describe('the Zenvia gateway against a stub of its REST API', () => {
  const gateway = () => createSmsGateway({ adapter: 'zenvia', zenvia });

  it('sends: POST /v2/channels/sms/messages with X-API-TOKEN, from, to and one text content', async () => {
    const { providerMessageId } = await gateway().send({ id: 7, to: '5511987654321', text: 'Olá, SAIR' });
    expect(providerMessageId).toMatch(/^zenvia-msg-\d+$/);
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/channels/sms/messages');
    expect(request?.headers['x-api-token']).toBe(TOKEN);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      from: 'atalho-sms',
      to: '5511987654321',
      externalId: '7',
      contents: [{ type: 'text', text: 'Olá, SAIR' }],
    });
  });

  it('a refusal throws: 400 for good (SmsRejectedError), 5xx and a wrong token for another try', async () => {
    stub.answerNext(400, {
      code: 'VALIDATION_ERROR',
      message: 'Validation error',
      details: [{ code: 'INVALID_PARAMETER', path: 'to', message: 'invalid recipient' }],
    });
    const refused = gateway().send({ id: 1, to: '5511987654321', text: 'x' });
    await expect(refused).rejects.toBeInstanceOf(SmsRejectedError);
    await expect(refused).rejects.toThrow('Zenvia 400 VALIDATION_ERROR: Validation error');

    stub.answerNext(500, { code: 'INTERNAL_ERROR', message: 'Internal error' });
    const down = gateway().send({ id: 1, to: '5511987654321', text: 'x' });
    await expect(down).rejects.toThrow('Zenvia 500 INTERNAL_ERROR');
    await expect(down).rejects.not.toBeInstanceOf(SmsRejectedError);

    const wrongToken = createSmsGateway({ adapter: 'zenvia', zenvia: { ...zenvia, token: 'outro' } });
    const unauthorized = wrongToken.send({ id: 1, to: '5511987654321', text: 'x' });
    await expect(unauthorized).rejects.toThrow('Zenvia 401 AUTHENTICATION_ERROR');
    await expect(unauthorized).rejects.not.toBeInstanceOf(SmsRejectedError);
  });

  it('reads MESSAGE (replies) and MESSAGE_STATUS (receipts) events', () => {
    expect(gateway().readInbound(webhook(zenviaMessageEvent('in-1', '5511987654321', 'Sair')))).toEqual([
      {
        providerMessageId: 'in-1',
        from: '5511987654321',
        to: 'atalho-sms',
        text: 'Sair',
        receivedAt: new Date('2026-11-27T23:00:00.000Z'),
      },
    ]);
    expect(gateway().readStatus(webhook(zenviaStatusEvent('zenvia-msg-9', 'DELIVERED')))).toEqual([
      {
        providerMessageId: 'zenvia-msg-9',
        status: 'DELIVERED',
        at: new Date('2026-11-27T23:01:00.000Z'),
        reason: null,
      },
    ]);
    const notDelivered = zenviaStatusEvent('zenvia-msg-9', 'NOT_DELIVERED', [
      { channelErrorCode: '005', reason: 'Absent subscriber' },
    ]);
    expect(gateway().readStatus(webhook(notDelivered))).toEqual([
      expect.objectContaining({ status: 'FAILED', reason: 'NOT_DELIVERED: Absent subscriber' }),
    ]);
    // Outgoing copies, other channels and statuses the product does not track are no events for it.
    const outgoing = zenviaMessageEvent('out-1', 'atalho-sms', 'x');
    outgoing.direction = 'OUT';
    outgoing.message.direction = 'OUT';
    expect(gateway().readInbound(webhook(outgoing))).toEqual([]);
    expect(gateway().readStatus(webhook(zenviaStatusEvent('zenvia-msg-9', 'CLICKED')))).toEqual([]);
    expect(gateway().readInbound(webhook(zenviaStatusEvent('zenvia-msg-9', 'SENT')))).toEqual([]);
  });

  it('refuses a webhook without the subscription secret, or with a wrong one', () => {
    const event = zenviaMessageEvent('in-2', '5511987654321', 'Sair');
    expect(() => gateway().readInbound(webhook(event, {}))).toThrow(WebhookSignatureError);
    expect(() => gateway().readInbound(webhook(event, { [ZENVIA_SECRET_HEADER]: 'errado' }))).toThrow(
      WebhookSignatureError,
    );
    expect(() =>
      gateway().readStatus(
        webhook(zenviaStatusEvent('m', 'DELIVERED'), { [ZENVIA_SECRET_HEADER]: `${SECRET}x` }),
      ),
    ).toThrow(WebhookSignatureError);
  });
});

describe('SMS_ADAPTER=zenvia in the app', () => {
  const post = (path: 'inbound' | 'status', payload: unknown, secret: string | null = SECRET) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/sms-webhooks/zenvia/${path}`,
      headers: secret === null ? {} : { [ZENVIA_SECRET_HEADER]: secret },
      payload: payload as Record<string, unknown>,
    });

  async function sentThroughZenvia(key: string) {
    await queueSms(ctx.app.db, [
      { key, kind: 'SHOOTING', userId: null, contactId: null, to: '5511987654321', text: 'LOJA: oi' },
    ]);
    return vi.waitFor(
      async () => {
        const [row] = await ctx.app.db.select().from(smsMessages).where(eq(smsMessages.key, key));
        expect(row?.status).toBe('SENT');
        return row as NonNullable<typeof row>;
      },
      { timeout: 30_000, interval: 100 },
    );
  }

  it('sends through the API and records its id; receipts update the message, a failure heard once', async () => {
    const row = await sentThroughZenvia('z1');
    expect(row).toMatchObject({
      adapter: 'zenvia',
      providerMessageId: expect.stringMatching(/^zenvia-msg-/),
    });
    expect(stub.requests.map((request) => (request.body as { externalId: string }).externalId)).toEqual([
      String(row.id),
    ]);
    const providerId = row.providerMessageId ?? '';

    expect((await post('status', zenviaStatusEvent(providerId, 'SENT'))).json()).toEqual({ received: 0 });
    const delivered = await post('status', zenviaStatusEvent(providerId, 'DELIVERED'));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: 1 });
    const [afterDelivery] = await ctx.app.db.select().from(smsMessages).where(eq(smsMessages.id, row.id));
    expect(afterDelivery).toMatchObject({
      status: 'DELIVERED',
      deliveredAt: new Date('2026-11-27T23:01:00.000Z'),
    });

    const other = await sentThroughZenvia('z2');
    kind.heard.length = 0;
    const rejected = zenviaStatusEvent(other.providerMessageId ?? '', 'REJECTED', [
      { reason: 'Blocked number' },
    ]);
    expect((await post('status', rejected)).json()).toEqual({ received: 1 });
    expect((await post('status', rejected)).json()).toEqual({ received: 0 });
    expect(kind.heard).toEqual([{ event: 'failed', id: other.id, status: 'FAILED' }]);
  });

  it('stores each reply once and hands it to the inbound handlers once', async () => {
    const event = zenviaMessageEvent('zenvia-in-1', '5511987654321', 'Parar');
    expect((await post('inbound', event)).json()).toEqual({ received: 1 });
    expect((await post('inbound', event)).json()).toEqual({ received: 0 });
    expect(replies).toEqual(['zenvia:5511987654321:Parar']);
    expect(await ctx.app.db.select().from(smsInbound)).toEqual([
      expect.objectContaining({ adapter: 'zenvia', providerMessageId: 'zenvia-in-1', text: 'Parar' }),
    ]);
  });

  it('a webhook without the secret, or with a wrong one, answers 401 and changes nothing', async () => {
    const event = zenviaMessageEvent('zenvia-in-2', '5511987654321', 'Sair');
    for (const secret of [null, 'errado']) {
      const response = await post('inbound', event, secret);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ messages: ['unauthorized'] });
    }
    expect((await post('status', zenviaStatusEvent('x', 'DELIVERED'), 'errado')).statusCode).toBe(401);
    expect(replies).toEqual([]);
    expect(await ctx.app.db.select().from(smsInbound)).toEqual([]);
    // The outbox's webhooks and page are not served with Zenvia.
    const outbox = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sms-webhooks/outbox/inbound',
      payload: { id: 'x', from: '5511987654321', text: 'SAIR' },
    });
    expect(outbox.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/sms-outbox' })).statusCode).toBe(404);
  });
});
