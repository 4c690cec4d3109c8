import type {
  BillingAddress,
  CustomerPhone,
  PaymentProviderName,
  SandboxTestCard,
} from '@atalho/sdk/schemas';

export interface ProviderCustomerInput {
  email: string;
  name: string;
  /** CPF or CNPJ, digits. */
  document: string;
  phone: CustomerPhone;
}

export interface ProviderCardInput {
  /** The browser's card token (`card.hash`). */
  token: string;
  holderName: string;
  billingAddress: BillingAddress;
}

/** What a card token says about its card, without saving it. */
export interface CardDetails {
  brand: string;
  lastFourDigits: string;
  /**
   * The same for every token of the same card, whoever's account: saving a card twice updates one row, and a
   * trial is given once per card (decision 030).
   */
  fingerprint: string;
  expirationMonth: number | null;
  /** Four digits. */
  expirationYear: number | null;
}

export interface ProviderCard extends CardDetails {
  providerCardId: string;
}

export type FailureReason = 'declined' | 'insufficient_funds';

export interface ChargeInput {
  providerCustomerId: string;
  providerCardId: string;
  /** Centavos. */
  amount: number;
  description: string;
  /** Sent to the provider too: the same key never charges twice there either. */
  idempotencyKey: string;
  payerEmail: string;
}

/** `pending`: the processor decides later and a webhook tells us. */
export type ChargeResult =
  | { status: 'paid' | 'pending'; providerPaymentId: string }
  | { status: 'failed'; reason: FailureReason; providerPaymentId: string | null };

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Thrown when the processor refuses a card or a charge outright (bad token, declined verification). */
export class CardRejectedError extends Error {
  constructor(readonly reason: FailureReason | 'invalid_card') {
    super(`card rejected: ${reason}`);
  }
}

/**
 * A card processor (decision 014). Card numbers never pass through it: the browser tokenises them with the
 * provider, and we keep the provider's customer and card ids, the brand and the last four digits.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The browser's tokenisation key (null for the sandbox). */
  readonly publicKey: string | null;
  readonly testCards: readonly SandboxTestCard[];
  createCustomer(input: ProviderCustomerInput): Promise<{ providerCustomerId: string }>;
  /** Attaches a tokenised card to the customer; throws CardRejectedError when the card is refused. */
  saveCard(providerCustomerId: string, card: ProviderCardInput): Promise<ProviderCard>;
  /** What a browser token says about its card (null when the token is unknown or unusable); saves nothing. */
  describeToken(token: string): Promise<CardDetails | null>;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The payment's current state, for webhooks that carry only its id. */
  getPayment(providerPaymentId: string): Promise<{ status: PaymentStatus; reason?: FailureReason }>;
  /** The payment id a webhook is about, or null when its signature does not verify (nothing may change). */
  verifyWebhook(request: WebhookRequest): { providerPaymentId: string } | null;
}
