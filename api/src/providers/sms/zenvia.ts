import { createHash, timingSafeEqual } from 'node:crypto';
import type { ZenviaConfig } from '../../config';
import { keepAlivePost, type PostAnswer } from '../keep-alive-post';
import {
  type InboundSms,
  type SmsGateway,
  SmsRejectedError,
  type SmsStatusReport,
  type WebhookRequest,
  WebhookSignatureError,
} from './types';

/**
 * Zenvia posts webhooks without a signature of its own; a subscription may carry request headers
 * (`webhook.headers`), so ours are created with this one holding ZENVIA_WEBHOOK_SECRET (docs/deploy.md).
 */
export const ZENVIA_SECRET_HEADER = 'x-atalho-webhook-secret';

/** A send holds the job's claim (decision 032): a stuck API fails the attempt long before the claim expires. */
const SEND_TIMEOUT_MS = 15_000;

/** Zenvia answers 400 VALIDATION_ERROR for a message it will never take (a bad number, an empty text). */
const REFUSED_FOR_GOOD = new Set([400, 422]);

/** Receipt codes (Zenvia's MESSAGE_STATUS `messageStatus.code`) as the product reads them. */
const STATUS_OF_CODE: Readonly<Record<string, SmsStatusReport['status']>> = {
  SENT: 'SENT',
  DELIVERED: 'DELIVERED',
  READ: 'DELIVERED',
  VERIFIED: 'DELIVERED',
  REJECTED: 'FAILED',
  NOT_DELIVERED: 'FAILED',
};

const MAX_ID = 200;
const MAX_TEXT = 2000;

type Json = Record<string, unknown>;

const objectOf = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID ? value : undefined;

function dateOf(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : new Date();
}

/** Constant-time, whatever the lengths: both sides are hashed to the same size first. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function checkSecret(request: WebhookRequest, secret: string): void {
  const header = request.headers[ZENVIA_SECRET_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (typeof given !== 'string' || !sameSecret(given, secret))
    throw new WebhookSignatureError('missing or wrong webhook secret');
}

/** The event a webhook carries: one JSON object per request (Zenvia's `events.*` schemas). */
function eventOf(request: WebhookRequest): Json | undefined {
  try {
    return objectOf(JSON.parse(request.rawBody));
  } catch {
    return undefined;
  }
}

/** A MESSAGE event (direction IN, channel sms): the contact's text contents joined. */
function inboundOf(event: Json): InboundSms | undefined {
  const message = objectOf(event.message);
  if (event.type !== 'MESSAGE' || !message) return undefined;
  const direction = message.direction ?? event.direction;
  const channel = message.channel ?? event.channel;
  if (direction !== 'IN' || (channel !== undefined && channel !== 'sms')) return undefined;
  const providerMessageId = idOf(message.id) ?? idOf(event.id);
  const from = idOf(message.from);
  if (!providerMessageId || !from) return undefined;
  const contents = Array.isArray(message.contents) ? message.contents : [];
  const text = contents
    .map(objectOf)
    .filter((content) => content?.type === 'text' && typeof content.text === 'string')
    .map((content) => String(content?.text))
    .join('\n');
  if (text.length > MAX_TEXT) return undefined;
  return {
    providerMessageId,
    from,
    to: idOf(message.to) ?? null,
    text,
    receivedAt: dateOf(message.timestamp ?? event.timestamp),
  };
}

/** A MESSAGE_STATUS event: the message's id (`message.id`, or the deprecated `messageId`) and its code. */
function reportOf(event: Json): SmsStatusReport | undefined {
  const status = objectOf(event.messageStatus);
  if (event.type !== 'MESSAGE_STATUS' || !status) return undefined;
  const providerMessageId = idOf(objectOf(event.message)?.id) ?? idOf(event.messageId);
  const mapped = typeof status.code === 'string' ? STATUS_OF_CODE[status.code] : undefined;
  if (!providerMessageId || !mapped) return undefined;
  const cause = objectOf(Array.isArray(status.causes) ? status.causes[0] : undefined);
  const reasonParts = [status.code, cause?.reason ?? cause?.details ?? status.description]
    .filter((part) => typeof part === 'string' && part.length > 0)
    .map(String);
  return {
    providerMessageId,
    status: mapped,
    at: dateOf(status.timestamp ?? event.timestamp),
    reason: mapped === 'FAILED' ? reasonParts.join(': ').slice(0, 1000) : null,
  };
}

/** Zenvia's error object (`{ code, message, details }`), read for `last_error`. */
function describeRefusal(response: PostAnswer): string {
  const text = response.text.slice(0, 2000);
  try {
    const body = objectOf(JSON.parse(text));
    if (body && typeof body.code === 'string')
      return `Zenvia ${response.status} ${body.code}: ${String(body.message ?? '')}`.trim();
  } catch {
    // not JSON: the status says enough
  }
  return `Zenvia ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
}

/** Messages in flight at once per API instance: the send job's concurrency (SEND_CONCURRENCY) fits. */
const MAX_SOCKETS = 32;

const answerBody = (response: PostAnswer): Json | undefined => {
  try {
    return objectOf(JSON.parse(response.text));
  } catch {
    return undefined;
  }
};

/**
 * Zenvia's REST API v2 over kept-alive HTTP (decisions 032, 034): `POST /v2/channels/sms/messages` with `X-API-TOKEN`,
 * answered with the message and its id. Receipts (MESSAGE_STATUS) and replies (MESSAGE, direction IN) arrive
 * at the webhooks, each request proven by the secret header its subscription was created with.
 */
export function createZenviaGateway(config: ZenviaConfig): SmsGateway {
  const post = keepAlivePost(`${config.apiUrl}/v2/channels/sms/messages`, {
    maxSockets: MAX_SOCKETS,
    timeoutMs: SEND_TIMEOUT_MS,
  });
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-api-token': config.token,
  };
  return {
    name: 'zenvia',
    async send(message) {
      const response = await post(
        headers,
        JSON.stringify({
          from: config.from,
          to: message.to,
          externalId: String(message.id),
          contents: [{ type: 'text', text: message.text }],
        }),
      );
      if (response.status < 200 || response.status > 299) {
        const description = describeRefusal(response);
        throw REFUSED_FOR_GOOD.has(response.status)
          ? new SmsRejectedError(description)
          : new Error(description);
      }
      const body = answerBody(response);
      const providerMessageId = idOf(body?.id);
      if (!providerMessageId) throw new Error(`Zenvia ${response.status}: answer without a message id`);
      return { providerMessageId };
    },
    readInbound(request) {
      checkSecret(request, config.webhookSecret);
      const event = eventOf(request);
      const inbound = event && inboundOf(event);
      return inbound ? [inbound] : [];
    },
    readStatus(request) {
      checkSecret(request, config.webhookSecret);
      const event = eventOf(request);
      const report = event && reportOf(event);
      return report ? [report] : [];
    },
  };
}
