import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A local stand-in for Zenvia's REST API v2 as its public documentation describes it
 * (zenvia/zenvia-openapi-spec): `POST /v2/channels/sms/messages` with `X-API-TOKEN`, answered 200 with the
 * message and its `id`, or 4xx/5xx with the error object `{ code, message, details }`.
 */
export async function startZenviaStub(token: string) {
  const requests: StubRequest[] = [];
  let next: { status: number; body: unknown } | undefined;
  let counter = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : undefined;
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      });
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method !== 'POST' || request.url !== '/v2/channels/sms/messages')
        return answer(404, { code: 'NOT_FOUND', message: 'Not found' });
      if (request.headers['x-api-token'] !== token)
        return answer(401, { code: 'AUTHENTICATION_ERROR', message: 'No authorization token was found' });
      if (next) {
        const { status, body: payload } = next;
        next = undefined;
        return answer(status, payload);
      }
      const message = body as { from: string; to: string; contents: unknown[]; externalId?: string };
      counter += 1;
      return answer(200, {
        id: `zenvia-msg-${counter}`,
        from: message.from,
        to: message.to,
        externalId: message.externalId,
        direction: 'OUT',
        channel: 'sms',
        contents: message.contents,
        timestamp: new Date().toISOString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next send answers this instead. */
    answerNext(status: number, body: unknown) {
      next = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A MESSAGE event (a contact's reply, direction IN), as Zenvia posts it to the webhook. */
export function zenviaMessageEvent(id: string, from: string, text: string) {
  return {
    id: `event-${id}`,
    timestamp: '2026-11-27T23:00:00.000Z',
    type: 'MESSAGE',
    subscriptionId: 'subscription-in',
    channel: 'sms',
    direction: 'IN',
    message: {
      id,
      from,
      to: 'atalho-sms',
      direction: 'IN',
      channel: 'sms',
      contents: [{ type: 'text', text }],
      timestamp: '2026-11-27T23:00:00.000Z',
    },
  };
}

/** A MESSAGE_STATUS event (a delivery receipt) for a message we sent. */
export function zenviaStatusEvent(messageId: string, code: string, causes?: unknown[]) {
  return {
    id: `event-${messageId}-${code}`,
    timestamp: '2026-11-27T23:01:00.000Z',
    type: 'MESSAGE_STATUS',
    subscriptionId: 'subscription-status',
    channel: 'sms',
    messageId,
    contentIndex: 0,
    message: { id: messageId, externalId: '1', direction: 'OUT', from: 'atalho-sms', to: '5511987654321' },
    messageStatus: {
      timestamp: '2026-11-27T23:01:00.000Z',
      code,
      description: 'The message has been delivered by the provider',
      ...(causes ? { causes } : {}),
    },
  };
}
