import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type CardFields,
  cardBrandOf,
  type PaymentProviderName,
  type SandboxTestCard,
} from '@atalho/sdk/schemas';
import {
  type CardDetails,
  CardRejectedError,
  type ChargeInput,
  type ChargeResult,
  type FailureReason,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderCardInput,
  type WebhookRequest,
} from './types';

type Outcome = SandboxTestCard['outcome'];

/** The documented test cards (README "Test cards"); any other valid number is declined. */
export const sandboxTestCards: readonly SandboxTestCard[] = [
  { number: '4111111111111111', brand: 'visa', outcome: 'approved' },
  { number: '5555555555554444', brand: 'master', outcome: 'approved' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' },
];

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

interface TokenPayload {
  outcome: Outcome;
  brand: string;
  last4: string;
  /**
   * The card's fingerprint: an HMAC of its number and expiry (a reissued card is another card, as the Mercado
   * Pago adapter's BIN, last four digits and expiry say).
   */
  fp: string;
  /** `MM/YY`. */
  exp: string;
}

const outcomes: readonly Outcome[] = ['approved', 'declined', 'insufficient_funds'];

function isTokenPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { outcome, brand, last4, fp, exp } = value as Record<string, unknown>;
  return (
    outcomes.includes(outcome as Outcome) &&
    typeof brand === 'string' &&
    typeof last4 === 'string' &&
    /^\d{4}$/.test(last4) &&
    typeof fp === 'string' &&
    typeof exp === 'string' &&
    /^\d{2}\/\d{2}$/.test(exp)
  );
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The default provider: no network, test cards only. Tokens are signed (`SANDBOX_PAYMENTS_SECRET`), so any
 * instance accepts any instance's token, and carry only the outcome, brand and last four digits. Payments
 * live in this process's memory as a processor's would live in theirs; `settle` changes one, as an asynchronous
 * processor decision would, and `signWebhook` signs the notification that tells us.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name: PaymentProviderName = 'sandbox';
  readonly publicKey = null;
  readonly testCards = sandboxTestCards;
  private readonly paymentsByKey = new Map<string, ChargeResult>();
  private readonly paymentStatus = new Map<string, PaymentStatus>();
  /** Every charge call received, retries included (tests count them). */
  readonly chargeCalls: ChargeInput[] = [];

  constructor(private readonly secret: string) {}

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  /** What POST /api/v1/payments/sandbox/card-tokens answers: the browser's stand-in for the provider's tokeniser. */
  tokenize(card: CardFields): { hash: string; brand: string; lastFourDigits: string } {
    const known = sandboxTestCards.find((test) => test.number === card.number);
    const payload: TokenPayload = {
      outcome: known?.outcome ?? 'declined',
      brand: known?.brand ?? cardBrandOf(card.number),
      last4: card.number.slice(-4),
      fp: this.sign(`card:${card.number}:${card.expiration}`).slice(0, 32),
      exp: card.expiration,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return {
      hash: `sbx_tok_${body}.${this.sign(body)}`,
      brand: payload.brand,
      lastFourDigits: payload.last4,
    };
  }

  private readToken(token: string): TokenPayload | null {
    const match = /^sbx_tok_([\w-]+)\.([\w-]+)$/.exec(token);
    if (!match?.[1] || !match[2] || !sameText(this.sign(match[1]), match[2])) return null;
    try {
      const payload: unknown = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
      return isTokenPayload(payload) ? payload : null;
    } catch {
      return null;
    }
  }

  private detailsOf(payload: TokenPayload): CardDetails {
    const [month, year] = payload.exp.split('/');
    return {
      brand: payload.brand,
      lastFourDigits: payload.last4,
      fingerprint: payload.fp,
      expirationMonth: Number(month),
      expirationYear: 2000 + Number(year),
    };
  }

  async describeToken(token: string): Promise<CardDetails | null> {
    const payload = this.readToken(token);
    return payload ? this.detailsOf(payload) : null;
  }

  async createCustomer(): Promise<{ providerCustomerId: string }> {
    return { providerCustomerId: `sbx_cus_${randomBytes(8).toString('hex')}` };
  }

  /** A declining card fails its verification here; an insufficient-funds one saves and fails when charged. */
  async saveCard(_customerId: string, card: ProviderCardInput) {
    const payload = this.readToken(card.token);
    if (!payload) throw new CardRejectedError('invalid_card');
    if (payload.outcome === 'declined') throw new CardRejectedError('declined');
    return {
      providerCardId: `sbx_card_${payload.outcome}_${randomBytes(6).toString('hex')}`,
      ...this.detailsOf(payload),
    };
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    this.chargeCalls.push(input);
    const previous = this.paymentsByKey.get(input.idempotencyKey);
    if (previous) return previous;
    const providerPaymentId = `sbx_pay_${randomBytes(8).toString('hex')}`;
    const outcome = /^sbx_card_(approved|declined|insufficient_funds)_/.exec(input.providerCardId)?.[1];
    const result: ChargeResult =
      outcome === 'approved'
        ? { status: 'paid', providerPaymentId }
        : {
            status: 'failed',
            reason: outcome === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
            providerPaymentId,
          };
    this.paymentsByKey.set(input.idempotencyKey, result);
    this.paymentStatus.set(providerPaymentId, result.status);
    return result;
  }

  async getPayment(providerPaymentId: string): Promise<{ status: PaymentStatus; reason?: FailureReason }> {
    // Unknown here (another process made it): nothing to report.
    const status = this.paymentStatus.get(providerPaymentId) ?? 'pending';
    return status === 'failed' ? { status, reason: 'declined' } : { status };
  }

  /** Changes a payment as the processor would later (a refund, a chargeback); a webhook then tells the API. */
  settle(providerPaymentId: string, status: PaymentStatus): void {
    this.paymentStatus.set(providerPaymentId, status);
  }

  /** The signature header of a sandbox webhook body (`{"paymentId":"…"}`). */
  signWebhook(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  verifyWebhook(request: WebhookRequest): { providerPaymentId: string } | null {
    const signature = request.headers[SANDBOX_SIGNATURE_HEADER];
    const body = request.body;
    if (typeof signature !== 'string' || typeof body !== 'object' || body === null) return null;
    const paymentId = (body as Record<string, unknown>).paymentId;
    if (typeof paymentId !== 'string') return null;
    if (!sameText(this.signWebhook(JSON.stringify({ paymentId })), signature)) return null;
    return { providerPaymentId: paymentId };
  }
}
