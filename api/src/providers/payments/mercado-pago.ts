import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import {
  type CardDetails,
  CardRejectedError,
  type ChargeInput,
  type ChargeResult,
  type FailureReason,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderCardInput,
  type ProviderCustomerInput,
  type WebhookRequest,
} from './types';

export interface MercadoPagoOptions {
  apiUrl: string;
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** Longest wait for one API call. */
  timeoutMs?: number;
}

const Customer = v.object({ id: v.string() });
const CustomerSearch = v.object({ results: v.array(Customer) });
const CardData = {
  first_six_digits: v.optional(v.nullable(v.string())),
  last_four_digits: v.string(),
  expiration_month: v.optional(v.nullable(v.number())),
  expiration_year: v.optional(v.nullable(v.number())),
};
const Card = v.object({
  id: v.string(),
  ...CardData,
  payment_method: v.optional(v.object({ id: v.string() })),
});
/** GET /v1/card_tokens/{id}: the token's card (the brand is not in it). */
const TokenCard = v.object({ id: v.string(), ...CardData });

/**
 * Mercado Pago has no card fingerprint: BIN, last four digits and expiry stand for the card (two cards
 * sharing all three are rare enough to count as one for saving and for the trial). Without a BIN, the id.
 */
function detailsOf(card: v.InferOutput<typeof TokenCard>, brand: string): CardDetails {
  const month = card.expiration_month ?? null;
  const year = card.expiration_year ?? null;
  const fingerprint = card.first_six_digits
    ? createHash('sha256')
        .update(`${card.first_six_digits}:${card.last_four_digits}:${month}:${year}`)
        .digest('base64url')
        .slice(0, 32)
    : `card:${card.id}`;
  return {
    brand,
    lastFourDigits: card.last_four_digits,
    fingerprint,
    expirationMonth: month,
    expirationYear: year,
  };
}
const CardToken = v.object({ id: v.string() });
const Payment = v.object({
  id: v.union([v.number(), v.string()]),
  status: v.string(),
  status_detail: v.optional(v.nullable(v.string())),
});
type Payment = v.InferOutput<typeof Payment>;

class MercadoPagoError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Mercado Pago answered ${status}`);
  }
}

/** Mercado Pago statuses → ours: approved is paid; rejected and cancelled fail; refunds and chargebacks refund. */
function statusOf(payment: Payment): PaymentStatus {
  switch (payment.status) {
    case 'approved':
      return 'paid';
    case 'rejected':
    case 'cancelled':
      return 'failed';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    default:
      return 'pending'; // pending, in_process, authorized, in_mediation
  }
}

function reasonOf(payment: Payment): FailureReason {
  return payment.status_detail === 'cc_rejected_insufficient_amount' ? 'insufficient_funds' : 'declined';
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Mercado Pago's REST API (decision 014): customers and their cards (`/v1/customers`), card tokens from a saved
 * card (`/v1/card_tokens`), payments (`/v1/payments`, with `X-Idempotency-Key`) and signed webhooks
 * (`x-signature: ts=…,v1=HMAC-SHA256(id:{data.id};request-id:{x-request-id};ts:{ts};)`).
 */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name: PaymentProviderName = 'mercadopago';
  readonly publicKey: string;
  readonly testCards = [];

  constructor(private readonly options: MercadoPagoOptions) {
    this.publicKey = options.publicKey;
  }

  private async call(
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<unknown> {
    const response = await fetch(`${this.options.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.options.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
    });
    const text = await response.text();
    if (!response.ok) throw new MercadoPagoError(response.status, text);
    return text ? JSON.parse(text) : null;
  }

  async createCustomer(input: ProviderCustomerInput): Promise<{ providerCustomerId: string }> {
    // A customer is unique by e-mail at Mercado Pago: reuse the one a previous attempt created.
    const found = v.parse(
      CustomerSearch,
      await this.call('GET', `/v1/customers/search?email=${encodeURIComponent(input.email)}`),
    );
    const existing = found.results[0];
    if (existing) return { providerCustomerId: existing.id };
    const [firstName = input.name, ...rest] = input.name.split(' ');
    const created = v.parse(
      Customer,
      await this.call('POST', '/v1/customers', {
        email: input.email,
        first_name: firstName,
        last_name: rest.join(' ') || undefined,
        identification: { type: input.document.length === 14 ? 'CNPJ' : 'CPF', number: input.document },
        phone: { area_code: input.phone.areaCode, number: input.phone.number },
      }),
    );
    return { providerCustomerId: created.id };
  }

  async saveCard(providerCustomerId: string, card: ProviderCardInput) {
    try {
      const saved = v.parse(
        Card,
        await this.call('POST', `/v1/customers/${encodeURIComponent(providerCustomerId)}/cards`, {
          token: card.token,
        }),
      );
      return { providerCardId: saved.id, ...detailsOf(saved, saved.payment_method?.id ?? 'unknown') };
    } catch (error) {
      if (error instanceof MercadoPagoError && error.status >= 400 && error.status < 500)
        throw new CardRejectedError('invalid_card');
      throw error;
    }
  }

  async describeToken(token: string): Promise<CardDetails | null> {
    try {
      const card = v.parse(TokenCard, await this.call('GET', `/v1/card_tokens/${encodeURIComponent(token)}`));
      return card.first_six_digits ? detailsOf(card, 'unknown') : null;
    } catch (error) {
      if (error instanceof MercadoPagoError && error.status >= 400 && error.status < 500) return null;
      if (error instanceof v.ValiError) return null;
      throw error;
    }
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    // A saved card is charged through a fresh token made from its id (no CVV: a recurring charge).
    const token = v.parse(
      CardToken,
      await this.call('POST', '/v1/card_tokens', {
        card_id: input.providerCardId,
        customer_id: input.providerCustomerId,
      }),
    );
    const payment = v.parse(
      Payment,
      await this.call(
        'POST',
        '/v1/payments',
        {
          transaction_amount: input.amount / 100,
          token: token.id,
          installments: 1,
          description: input.description,
          external_reference: input.idempotencyKey,
          payer: { type: 'customer', id: input.providerCustomerId, email: input.payerEmail },
        },
        input.idempotencyKey,
      ),
    );
    const providerPaymentId = String(payment.id);
    const status = statusOf(payment);
    if (status === 'failed' || status === 'refunded')
      return { status: 'failed', reason: reasonOf(payment), providerPaymentId };
    return { status, providerPaymentId };
  }

  async getPayment(providerPaymentId: string): Promise<{ status: PaymentStatus; reason?: FailureReason }> {
    const payment = v.parse(
      Payment,
      await this.call('GET', `/v1/payments/${encodeURIComponent(providerPaymentId)}`),
    );
    const status = statusOf(payment);
    return status === 'failed' ? { status, reason: reasonOf(payment) } : { status };
  }

  verifyWebhook(request: WebhookRequest): { providerPaymentId: string } | null {
    const signature = headerText(request.headers['x-signature']);
    const requestId = headerText(request.headers['x-request-id']);
    const rawId = request.query['data.id'];
    if (!signature || !requestId || typeof rawId !== 'string' || rawId === '') return null;
    const parts = new Map(
      signature.split(',').map((part) => {
        const [key = '', ...value] = part.trim().split('=');
        return [key, value.join('=')] as const;
      }),
    );
    const ts = parts.get('ts');
    const v1 = parts.get('v1');
    if (!ts || !v1) return null;
    // Mercado Pago signs alphanumeric ids in lower case.
    const dataId = /^[a-z0-9]+$/i.test(rawId) ? rawId.toLowerCase() : rawId;
    const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
    const expected = createHmac('sha256', this.options.webhookSecret).update(manifest).digest('hex');
    const a = Buffer.from(expected);
    const b = Buffer.from(v1);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
    const type = request.query.type;
    if (type !== undefined && type !== 'payment') return null;
    return { providerPaymentId: rawId };
  }
}
