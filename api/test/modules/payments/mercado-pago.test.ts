import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditEntries, payments } from '../../../src/db/schema';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/test-app';
import { customer, idempotent, newCard } from './fixtures';
import {
  STUB_ACCESS_TOKEN,
  STUB_WEBHOOK_SECRET,
  signedWebhook,
  startMercadoPagoStub,
} from './mercado-pago-stub';

let stub: Awaited<ReturnType<typeof startMercadoPagoStub>>;
let testApp: TestApp;

beforeAll(async () => {
  stub = await startMercadoPagoStub();
  testApp = await buildTestApp({
    config: {
      payments: {
        provider: 'mercadopago',
        accessToken: STUB_ACCESS_TOKEN,
        publicKey: 'TEST-public-key',
        webhookSecret: STUB_WEBHOOK_SECRET,
        apiUrl: stub.url,
      },
    },
  });
});
beforeEach(async () => {
  await testApp.reset();
  stub.calls.length = 0;
});
afterAll(async () => {
  await testApp.close();
  await stub.close();
});

function buy(token: string, hash: string, key: string = randomUUID()) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/credits',
    headers: idempotent(token, key),
    payload: { total: 2000, customer, card: newCard(hash) },
  });
}

const paymentCalls = () =>
  stub.calls.filter((call) => call.method === 'POST' && call.path === '/v1/payments');

describe('Mercado Pago adapter against its stub', () => {
  it('tells the browser to tokenise with the public key; the sandbox tokeniser is gone', async () => {
    const config = await testApp.app.inject({ url: '/api/v1/payments/config' });
    expect(config.json()).toEqual({ provider: 'mercadopago', publicKey: 'TEST-public-key', testCards: [] });
    const token = await signIn(testApp.app, 'ana@example.com');
    const sandbox = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/card-tokens',
      headers: bearer(token),
      payload: {},
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('success: customer, card, card token and one payment with the idempotency key; retried, nothing more', async () => {
    const token = await signIn(testApp.app, 'bia@example.com');
    const key = randomUUID();
    const response = await buy(token, 'tok_approved', key);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'PAID',
      total: 2000,
      card: { brand: 'master', lastFourDigits: '4242' },
    });
    expect(stub.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/customers/search',
      'POST /v1/customers',
      'POST /v1/customers/1-cus/cards',
      'POST /v1/card_tokens',
      'POST /v1/payments',
    ]);
    const [payment] = paymentCalls();
    expect(payment?.body).toMatchObject({
      transaction_amount: 20,
      installments: 1,
      payer: { type: 'customer', id: '1-cus' },
    });
    expect(payment?.idempotencyKey).toMatch(new RegExp(`-${key}$`));
    expect((await buy(token, 'tok_approved', key)).statusCode).toBe(201);
    expect(paymentCalls()).toHaveLength(1);
    expect(await testApp.app.db.select().from(payments)).toHaveLength(1);
  });

  it('decline and insufficient funds: 402 with the reason, nothing credited', async () => {
    const token = await signIn(testApp.app, 'caio@example.com');
    const declined = await buy(token, 'tok_rejected');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ messages: ['payment.declined'] });
    const poor = await buy(token, 'tok_insufficient');
    expect(poor.json()).toEqual({ messages: ['payment.insufficient.funds'] });
    const invalid = await buy(token, 'tok_invalid');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({ messages: ['card.invalid'] });
    expect(await testApp.app.db.select().from(creditEntries)).toEqual([]);
  });

  it('webhooks: a bad signature is refused and changes nothing; a signed refund cancels the credit', async () => {
    const token = await signIn(testApp.app, 'duda@example.com');
    expect((await buy(token, 'tok_approved')).statusCode).toBe(201);
    const [payment] = await testApp.app.db.select().from(payments);
    const providerId = payment?.providerPaymentId ?? '';
    stub.setStatus(providerId, 'refunded');

    const forged = signedWebhook(providerId, 'not-the-secret');
    const refused = await testApp.app.inject({ method: 'POST', ...forged });
    expect(refused.statusCode).toBe(401);
    const unsigned = await testApp.app.inject({ method: 'POST', url: forged.url, payload: forged.payload });
    expect(unsigned.statusCode).toBe(401);
    const [unchanged] = await testApp.app.db.select().from(payments);
    expect(unchanged?.status).toBe('paid');
    const balance = async () =>
      (await testApp.app.inject({ url: '/api/v1/credits/balance', headers: bearer(token) })).json();
    expect(await balance()).toEqual({ balance: 2000 });

    const signed = signedWebhook(providerId, STUB_WEBHOOK_SECRET);
    const accepted = await testApp.app.inject({ method: 'POST', ...signed });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ updated: true });
    const [refunded] = await testApp.app.db
      .select()
      .from(payments)
      .where(eq(payments.id, payment?.id ?? 0));
    expect(refunded?.status).toBe('refunded');
    const [entry] = await testApp.app.db.select().from(creditEntries);
    expect(entry).toMatchObject({ status: 'CANCELED', remaining: 0 });
    expect(await balance()).toEqual({ balance: 0 });
    // A replay changes nothing more.
    expect((await testApp.app.inject({ method: 'POST', ...signed })).json()).toEqual({ updated: false });
  });
});
