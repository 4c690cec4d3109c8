import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STUB_ACCESS_TOKEN = 'TEST-access-token';
export const STUB_WEBHOOK_SECRET = 'stub-webhook-secret';

interface StubPayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
}

export interface ReceivedCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, unknown> | null;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/**
 * A local stand-in for the parts of Mercado Pago's REST API the adapter uses, following its published
 * contract: bearer auth, customers (search and create), customer cards from a browser token, card tokens from
 * a saved card, payments with `X-Idempotency-Key` (a repeated key answers the same payment) and payment reads.
 * Browser tokens `tok_approved`, `tok_rejected`, `tok_insufficient` decide the outcome; `tok_invalid` is refused.
 */
export async function startMercadoPagoStub() {
  const calls: ReceivedCall[] = [];
  const customers = new Map<string, string>();
  const paymentsByKey = new Map<string, StubPayment>();
  const paymentsById = new Map<number, StubPayment>();
  let sequence = 0;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const body = await readJson(request);
    const idempotencyKey = request.headers['x-idempotency-key'] as string | undefined;
    calls.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== `Bearer ${STUB_ACCESS_TOKEN}`)
      return send(401, { message: 'unauthorized' });
    const path = url.pathname;
    if (request.method === 'GET' && path === '/v1/customers/search') {
      const id = customers.get(url.searchParams.get('email') ?? '');
      return send(200, { results: id ? [{ id }] : [] });
    }
    if (request.method === 'POST' && path === '/v1/customers') {
      sequence += 1;
      const id = `${sequence}-cus`;
      customers.set(String(body?.email), id);
      return send(201, { id, email: body?.email });
    }
    const cardMatch = /^\/v1\/customers\/([^/]+)\/cards$/.exec(path);
    if (request.method === 'POST' && cardMatch) {
      const token = String(body?.token ?? '');
      const outcome = /^tok_(approved|rejected|insufficient)$/.exec(token)?.[1];
      if (!outcome) return send(400, { message: 'invalid card token', cause: [{ code: '205' }] });
      sequence += 1;
      return send(201, {
        id: `card_${outcome}_${sequence}`,
        last_four_digits: '4242',
        payment_method: { id: 'master' },
      });
    }
    if (request.method === 'POST' && path === '/v1/card_tokens') {
      return send(201, { id: `ctok_${String(body?.card_id)}` });
    }
    if (request.method === 'POST' && path === '/v1/payments') {
      const previous = idempotencyKey ? paymentsByKey.get(idempotencyKey) : undefined;
      if (previous) return send(201, previous);
      const outcome = /^ctok_card_(approved|rejected|insufficient)_/.exec(String(body?.token))?.[1];
      sequence += 1;
      const payment: StubPayment = {
        id: 9_000_000 + sequence,
        status: outcome === 'approved' ? 'approved' : 'rejected',
        status_detail:
          outcome === 'approved'
            ? 'accredited'
            : outcome === 'insufficient'
              ? 'cc_rejected_insufficient_amount'
              : 'cc_rejected_other_reason',
        transaction_amount: Number(body?.transaction_amount),
      };
      if (idempotencyKey) paymentsByKey.set(idempotencyKey, payment);
      paymentsById.set(payment.id, payment);
      return send(201, payment);
    }
    const paymentMatch = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (request.method === 'GET' && paymentMatch) {
      const payment = paymentsById.get(Number(paymentMatch[1]));
      return payment ? send(200, payment) : send(404, { message: 'not found' });
    }
    return send(404, { message: 'no such route in the stub' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Changes a payment as Mercado Pago would later (a refund, a chargeback). */
    setStatus(id: string, status: string) {
      const payment = paymentsById.get(Number(id));
      if (payment) payment.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers and query of a Mercado Pago webhook about a payment, signed with `secret`. */
export function signedWebhook(paymentId: string, secret: string) {
  const ts = String(Date.now());
  const requestId = `req-${paymentId}-${ts}`;
  const v1 = createHmac('sha256', secret)
    .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return {
    url: `/api/v1/payments/webhook?data.id=${paymentId}&type=payment`,
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    payload: { action: 'payment.updated', type: 'payment', data: { id: paymentId } },
  };
}
