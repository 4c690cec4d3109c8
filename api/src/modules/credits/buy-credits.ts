import {
  billingMessages,
  type CreditEntry,
  type creditPurchaseWithNewCard,
  type creditPurchaseWithSavedCard,
} from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { AuthenticatedUser } from '../../auth/types';
import { AppError, notFound } from '../../errors';
import {
  chargeCard,
  findOwnedCard,
  PaymentFailure,
  paymentKeyOf,
  type SavedCardRow,
  saveNewCard,
  usableCard,
} from '../payments';
import { findEntryWithCard, insertEntry } from './queries';
import { toCreditEntry } from './transform';

function refused(reason: PaymentFailure['reason']): AppError {
  if (reason === 'invalid_card') return new AppError(422, [billingMessages.cardInvalid]);
  return new AppError(402, [
    reason === 'insufficient_funds'
      ? billingMessages.paymentInsufficientFunds
      : billingMessages.paymentDeclined,
  ]);
}

/** Charges `total` on the card and writes the purchase to the ledger (PAID, or PENDING until the webhook). */
async function buy(
  app: FastifyInstance,
  user: AuthenticatedUser,
  card: SavedCardRow,
  total: number,
  idempotencyKey: string,
): Promise<CreditEntry> {
  const payment = await chargeCard(app, {
    payer: { id: user.id, email: user.email },
    card,
    amount: total,
    purpose: 'credits',
    idempotencyKey: paymentKeyOf(user.id, idempotencyKey),
    description: 'Atalho: créditos de SMS',
  });
  if (payment.status === 'failed')
    throw refused(payment.failureReason === 'insufficient_funds' ? 'insufficient_funds' : 'declined');
  const entry = await insertEntry(app.db, {
    userId: user.id,
    type: 'PURCHASE',
    status: payment.status === 'paid' ? 'PAID' : 'PENDING',
    total,
    remaining: total,
    paymentId: payment.id,
    cardId: card.id,
  });
  const saved = entry && (await findEntryWithCard(app.db, user.id, entry.id));
  if (!saved) throw new Error('credit entry vanished');
  return toCreditEntry(saved);
}

/** POST /api/v1/credits: with a saved card of the user's (404 for anyone else's, 422 when not active). */
export async function buyWithSavedCard(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: v.InferOutput<typeof creditPurchaseWithSavedCard>,
  idempotencyKey: string,
): Promise<CreditEntry> {
  const card = await findOwnedCard(app.db, user.id, body.card.id);
  if (!card) throw notFound();
  if (!usableCard(card, new Date())) throw new AppError(422, [billingMessages.cardInvalid]);
  return buy(app, user, card, body.total, idempotencyKey);
}

/** PUT /api/v1/credits: with a new card, which is saved for next time. */
export async function buyWithNewCard(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: v.InferOutput<typeof creditPurchaseWithNewCard>,
  idempotencyKey: string,
): Promise<CreditEntry> {
  let card: SavedCardRow;
  try {
    card = await saveNewCard(app, { id: user.id, email: user.email }, body.customer, body.card);
  } catch (error) {
    if (error instanceof PaymentFailure) throw refused(error.reason);
    throw error;
  }
  return buy(app, user, card, body.total, idempotencyKey);
}
