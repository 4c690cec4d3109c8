import { randomUUID } from 'node:crypto';
import type { InboundSms, SmsGateway, SmsStatusReport, WebhookRequest } from './types';

/** What the development outbox page posts as a contact's reply (the outbox's own webhook shape). */
export interface OutboxInboundBody {
  id: string;
  from: string;
  to?: string | null;
  text: string;
}

/** What the development outbox page posts as a delivery receipt. */
export interface OutboxStatusBody {
  id: string;
  status: SmsStatusReport['status'];
  reason?: string | null;
}

const STATUSES: readonly string[] = ['SENT', 'DELIVERED', 'FAILED'] satisfies SmsStatusReport['status'][];
const MAX_ID = 100;
const MAX_TEXT = 1600;

function bodyOf(request: WebhookRequest): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(request.rawBody);
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const shortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * The default gateway: nothing leaves the machine. The stored row is the message (listed at the development
 * outbox page, GET /api/v1/sms-outbox); sending only hands back an id of its own. Replies and receipts are
 * simulated from that page, posted through the same webhook use cases Zenvia's go through. Its webhooks are
 * served only outside production, so nobody can forge a reply there.
 */
export function createOutboxGateway(): SmsGateway {
  return {
    name: 'outbox',
    async send() {
      return { providerMessageId: `outbox-${randomUUID()}` };
    },
    readInbound(request): InboundSms[] {
      const body = bodyOf(request);
      if (!body || !shortText(body.id, MAX_ID) || !shortText(body.from, MAX_ID)) return [];
      if (typeof body.text !== 'string' || body.text.length > MAX_TEXT) return [];
      return [
        {
          providerMessageId: body.id,
          from: body.from,
          to: shortText(body.to, MAX_ID) ? body.to : null,
          text: body.text,
          receivedAt: new Date(),
        },
      ];
    },
    readStatus(request): SmsStatusReport[] {
      const body = bodyOf(request);
      if (!body || !shortText(body.id, MAX_ID) || !STATUSES.includes(String(body.status))) return [];
      return [
        {
          providerMessageId: body.id,
          status: body.status as SmsStatusReport['status'],
          at: new Date(),
          reason: shortText(body.reason, 1000) ? body.reason : null,
        },
      ];
    },
  };
}
