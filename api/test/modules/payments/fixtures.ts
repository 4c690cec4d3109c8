import { randomUUID } from 'node:crypto';
import { CardToken } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { bearer } from '../../helpers/test-app';

export const testCards = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const customer = {
  document: '529.982.247-25',
  name: 'Maria da Silva',
  phone: { countryCode: '55', areaCode: '11', number: '987654321' },
};

export const billingAddress = {
  line1: 'Rua das Flores, 100',
  line2: 'Apto 12',
  zipCode: '01310-100',
  city: 'São Paulo',
  state: 'SP',
};

/** What the browser does with the sandbox: POST the card fields, get a token. */
export async function sandboxToken(app: FastifyInstance, token: string, number: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/card-tokens',
    headers: bearer(token),
    payload: { number, cvv: '123', expiration: '12/39', holderName: 'maria da silva' },
  });
  if (response.statusCode !== 201) throw new Error(`token: ${response.statusCode} ${response.body}`);
  return v.parse(CardToken, response.json()).hash;
}

export function newCard(hash: string) {
  return { hash, holderName: 'MARIA DA SILVA', billingAddress };
}

export function idempotent(token: string, key: string = randomUUID()) {
  return { ...bearer(token), 'idempotency-key': key };
}

export interface SubscribeOptions {
  planId?: number;
  card?: string;
  key?: string;
  early?: boolean;
  discount?: boolean;
}

/** POST /api/v1/subscriptions with a fresh sandbox token of the given test card. */
export async function subscribe(app: FastifyInstance, token: string, options: SubscribeOptions = {}) {
  const hash = await sandboxToken(app, token, options.card ?? testCards.approved);
  return app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    headers: idempotent(token, options.key),
    payload: {
      customer,
      card: newCard(hash),
      subscriptionPlan: { id: options.planId ?? 3 },
      early: options.early ?? false,
      discount: options.discount ?? false,
    },
  });
}

let siteNames = 0;

/** A PRO-only write: a new site name for the loading screen (403 `plan.required` below PRO). */
export function saveSiteName(app: FastifyInstance, token: string) {
  siteNames += 1;
  return app.inject({
    method: 'PATCH',
    url: '/api/v1/configs',
    headers: bearer(token),
    payload: { siteName: `Minha Loja ${siteNames}` },
  });
}
