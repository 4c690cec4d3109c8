import type { Customer, NewCard } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { CardRejectedError, type FailureReason } from '../../providers/payments';
import { issueReceipt } from './issue-receipt';
import {
  claimPayment,
  findCustomer,
  insertCard,
  type PaymentRow,
  recordCardCharge,
  type SavedCardRow,
  saveCustomer,
  updatePayment,
} from './queries';

/** A card or a charge the processor refused; each caller answers it with its own message keys. */
export class PaymentFailure extends Error {
  constructor(readonly reason: FailureReason | 'invalid_card') {
    super(`payment failed: ${reason}`);
  }
}

export interface Payer {
  id: number;
  email: string;
}

/** The payer's customer at the provider, created on first purchase. */
async function ensureCustomer(app: FastifyInstance, payer: Payer, customer: Customer) {
  const provider = app.providers.payments;
  const existing = await findCustomer(app.db, payer.id, provider.name);
  if (existing) return existing;
  const { providerCustomerId } = await provider.createCustomer({ ...customer, email: payer.email });
  return saveCustomer(app.db, {
    userId: payer.id,
    provider: provider.name,
    providerCustomerId,
    document: customer.document,
    name: customer.name,
  });
}

/** Saves a tokenised card for the payer (the processor verifies it); PaymentFailure when refused. */
export async function saveNewCard(
  app: FastifyInstance,
  payer: Payer,
  customer: Customer,
  card: NewCard,
): Promise<SavedCardRow> {
  const provider = app.providers.payments;
  const { providerCustomerId } = await ensureCustomer(app, payer, customer);
  try {
    const saved = await provider.saveCard(providerCustomerId, {
      token: card.hash,
      holderName: card.holderName,
      billingAddress: card.billingAddress,
    });
    return await insertCard(app.db, {
      userId: payer.id,
      provider: provider.name,
      providerCardId: saved.providerCardId,
      fingerprint: saved.fingerprint,
      brand: saved.brand,
      lastFourDigits: saved.lastFourDigits,
      expirationMonth: saved.expirationMonth,
      expirationYear: saved.expirationYear,
      holderName: card.holderName,
      billingAddress: card.billingAddress,
    });
  } catch (error) {
    if (error instanceof CardRejectedError) throw new PaymentFailure(error.reason);
    throw error;
  }
}

export interface ChargeRequest {
  payer: Payer;
  card: SavedCardRow;
  /** Centavos. */
  amount: number;
  purpose: PaymentRow['purpose'];
  /** Unique per charge: `paymentKeyOf(user, Idempotency-Key)` or a renewal's `renewal-{subscription}-{cycle}`. */
  idempotencyKey: string;
  description: string;
  subscriptionId?: number;
  cycle?: number;
}

/**
 * Charges a saved card once per idempotency key: the payment row is claimed first, so a retry or a second
 * instance finds it and asks nothing more of the processor unless it is still pending (then the same key goes
 * to the processor, which answers the same payment).
 */
export async function chargeCard(app: FastifyInstance, request: ChargeRequest): Promise<PaymentRow> {
  const provider = app.providers.payments;
  const { row, created } = await claimPayment(app.db, {
    userId: request.payer.id,
    provider: provider.name,
    idempotencyKey: request.idempotencyKey,
    purpose: request.purpose,
    amount: request.amount,
    status: 'pending',
    cardId: request.card.id,
    subscriptionId: request.subscriptionId,
    cycle: request.cycle,
  });
  if (!created && row.status !== 'pending') return row;
  const customer = await findCustomer(app.db, request.payer.id, provider.name);
  if (!customer) throw new Error(`no ${provider.name} customer for user ${request.payer.id}`);
  const result = await provider.charge({
    providerCustomerId: customer.providerCustomerId,
    providerCardId: request.card.providerCardId,
    amount: request.amount,
    description: request.description,
    idempotencyKey: request.idempotencyKey,
    payerEmail: request.payer.email,
  });
  const payment = await updatePayment(app.db, row.id, {
    status: result.status,
    providerPaymentId: result.providerPaymentId,
    failureReason: result.status === 'failed' ? result.reason : null,
  });
  // The card list notes a card whose last charge failed (insufficient funds, declined) until one succeeds.
  if (result.status !== 'pending')
    await recordCardCharge(app.db, request.card.id, result.status === 'failed' ? result.reason : null);
  await issueReceipt(app, payment);
  return payment;
}
