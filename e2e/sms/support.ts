import type { APIRequestContext, Browser } from '@playwright/test';
import { baseURL } from '../support/env';
import { expect } from '../support/test';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A Brazilian mobile number nobody else in the run uses (São Paulo's DDD, the leading 9): the development
 * outbox lists every user's messages, so a test reads only its own numbers' (`?to=`).
 */
export function uniqueNumber(): string {
  const rest = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `55119${rest}`;
}

/** `(11) 98765-4321`, as the panel shows a number. */
export function shownNumber(number: string): string {
  return `(${number.slice(2, 4)}) ${number.slice(4, 9)}-${number.slice(9)}`;
}

/** POST /api/v1/sms-configs: the owner's business name (what the config dialog saves). */
export async function saveBusiness(request: APIRequestContext, token: string, business: string) {
  const response = await request.post('/api/v1/sms-configs', { data: { business }, headers: bearer(token) });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** POST /api/v1/contacts: one contact; answers its id and opt-in code. */
export async function saveContact(
  request: APIRequestContext,
  token: string,
  number: string,
): Promise<{ id: number; code: string }> {
  const response = await request.post('/api/v1/contacts', { data: { number }, headers: bearer(token) });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { id: number; code: string };
}

/** The development outbox's messages to `number`, newest first (`GET /api/v1/sms-outbox?to=…&format=json`). */
export async function outboxMessages(
  request: APIRequestContext,
  number: string,
): Promise<{ id: number; kind: string; text: string; status: string }[]> {
  const response = await request.get('/api/v1/sms-outbox', { params: { to: number, format: 'json' } });
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as { content: { id: number; kind: string; text: string; status: string }[] }
  ).content;
}

/** The `/i/{code}` address in the opt-in request sent to `number`, once the sending job wrote it. */
export async function optInLinkFor(request: APIRequestContext, number: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const found = (await outboxMessages(request, number))
          .map((message) => /https?:\/\/[^\s]+?(\/i\/[A-Za-z0-9]+)/.exec(message.text)?.[1])
          .find(Boolean);
        path = found ?? '';
        return path;
      },
      { message: `the opt-in request to ${number} in the outbox`, timeout: 60_000 },
    )
    .toMatch(/^\/i\/[A-Za-z0-9]+$/);
  return path;
}

/**
 * Buys R$ 20,00 of SMS credit the way the credit wizard does: the sandbox tokenises an approved test card
 * (POST /api/v1/payments/sandbox/card-tokens) and PUT /api/v1/credits charges it.
 */
export async function buyCredits(request: APIRequestContext, token: string): Promise<void> {
  const tokenised = await request.post('/api/v1/payments/sandbox/card-tokens', {
    headers: bearer(token),
    data: { number: '4111111111111111', cvv: '123', expiration: '12/39', holderName: 'maria da silva' },
  });
  expect(tokenised.status(), await tokenised.text()).toBe(201);
  const { hash } = (await tokenised.json()) as { hash: string };
  const bought = await request.put('/api/v1/credits', {
    headers: { ...bearer(token), 'idempotency-key': crypto.randomUUID() },
    data: {
      total: 2000,
      customer: {
        document: '529.982.247-25',
        name: 'Maria da Silva',
        phone: { countryCode: '55', areaCode: '11', number: '987654321' },
      },
      card: {
        hash,
        holderName: 'MARIA DA SILVA',
        billingAddress: {
          line1: 'Rua das Flores, 100',
          line2: 'Apto 12',
          zipCode: '01310-100',
          city: 'São Paulo',
          state: 'SP',
        },
      },
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
}

/** A visitor's own browser (no session) at the given width. */
export async function newVisitor(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width, height: 900 },
    javaScriptEnabled,
  });
  return { context, page: await context.newPage() };
}
