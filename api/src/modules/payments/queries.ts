import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  idempotencyKeys,
  paymentCustomers,
  payments,
  receipts,
  savedCards,
  userSubscriptionPlans,
  users,
} from '../../db/schema';
import { usable } from './card-state';

export type SavedCardRow = typeof savedCards.$inferSelect;

/** Cards not removed by their owner. */
const live = isNull(savedCards.removedAt);
export type PaymentRow = typeof payments.$inferSelect;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export async function findCustomer(db: Db, userId: number, provider: string) {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
    .limit(1);
  return row ?? null;
}

/** Keeps the first customer saved for (user, provider): a concurrent attempt reads it back. */
export async function saveCustomer(db: Db, values: typeof paymentCustomers.$inferInsert) {
  await db.insert(paymentCustomers).values(values).onConflictDoNothing();
  const saved = await findCustomer(db, values.userId, values.provider);
  if (!saved) throw new Error('payment customer vanished');
  return saved;
}

/**
 * Saves a card once per (user, provider, fingerprint): the same card saved again (another subscription, another
 * purchase) updates its row, even a removed one, instead of adding a copy. The first live card becomes the default.
 * One transaction.
 */
export function insertCard(db: Db, values: typeof savedCards.$inferInsert): Promise<SavedCardRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedCards)
      .values(values)
      .onConflictDoUpdate({
        target: [savedCards.userId, savedCards.provider, savedCards.fingerprint],
        set: {
          providerCardId: values.providerCardId,
          brand: values.brand,
          lastFourDigits: values.lastFourDigits,
          expirationMonth: values.expirationMonth,
          expirationYear: values.expirationYear,
          holderName: values.holderName,
          billingAddress: values.billingAddress,
          status: 'active',
          removedAt: null,
        },
      })
      .returning();
    if (!row) throw new Error('card insert returned nothing');
    // Serialises concurrent saves of one user's cards, so only one of them can become the default.
    await tx
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(eq(savedCards.userId, values.userId))
      .for('update');
    const [hasDefault] = await tx
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(and(eq(savedCards.userId, values.userId), live, eq(savedCards.isDefault, true)))
      .limit(1);
    if (hasDefault) return row;
    const [promoted] = await tx
      .update(savedCards)
      .set({ isDefault: true })
      .where(eq(savedCards.id, row.id))
      .returning();
    return promoted ?? row;
  });
}

/** The user's saved cards: the default first, then the newest. */
export function listOwnedCards(db: Db, userId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), live))
    .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
}

/** One of the user's cards, unless they removed it. */
export async function findOwnedCard(db: Db, userId: number, cardId: number): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.id, cardId), live))
    .limit(1);
  return row ?? null;
}

/** Keeps why the last charge with a card failed, or forgets it when a charge went through. */
export async function recordCardCharge(
  db: Db,
  cardId: number,
  failure: SavedCardRow['lastChargeFailure'],
): Promise<void> {
  await db.update(savedCards).set({ lastChargeFailure: failure }).where(eq(savedCards.id, cardId));
}

/** Live subscriptions that will charge a card again: their next charge is due on it. */
const chargesCard = (cardId: number) =>
  and(
    eq(userSubscriptionPlans.cardId, cardId),
    inArray(userSubscriptionPlans.status, ['active', 'future']),
    isNotNull(userSubscriptionPlans.nextBillingAt),
  );

export type RemoveCardResult = 'removed' | 'not-found' | 'in-use' | 'bad-replacement';

/**
 * Removes one of the user's cards in one transaction (the card row is locked, so a concurrent removal or
 * subscribe sees the outcome): a card a live subscription will charge moves those subscriptions to
 * `replacementId` first, or is refused. The row stays (payments and ledger entries name it), hidden. When it
 * was the default, the replacement or the newest active card becomes the default.
 */
export function removeOwnedCard(
  db: Db,
  userId: number,
  cardId: number,
  replacementId: number | undefined,
  now: Date,
): Promise<RemoveCardResult> {
  return db.transaction(async (tx) => {
    const owned = await tx
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.userId, userId), live))
      .for('update');
    const card = owned.find((row) => row.id === cardId);
    if (!card) return 'not-found';
    const replacement =
      replacementId === undefined ? undefined : owned.find((row) => row.id === replacementId);
    if (
      replacementId !== undefined &&
      (!replacement || replacement.id === cardId || !usable(replacement, now))
    )
      return 'bad-replacement';
    const dependents = await tx
      .select({ id: userSubscriptionPlans.id })
      .from(userSubscriptionPlans)
      .where(and(eq(userSubscriptionPlans.userId, userId), chargesCard(cardId)));
    if (dependents.length > 0) {
      if (!replacement) return 'in-use';
      await tx
        .update(userSubscriptionPlans)
        .set({ cardId: replacement.id })
        .where(and(eq(userSubscriptionPlans.userId, userId), chargesCard(cardId)));
    }
    await tx.update(savedCards).set({ removedAt: now, isDefault: false }).where(eq(savedCards.id, cardId));
    if (card.isDefault) {
      const next =
        replacement ??
        owned
          .filter((row) => row.id !== cardId && usable(row, now))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
      if (next) await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, next.id));
    }
    return 'removed';
  });
}

/** Makes one of the user's cards the default (null when it is not theirs); one transaction. */
export function setOwnedDefaultCard(db: Db, userId: number, cardId: number): Promise<SavedCardRow | null> {
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(and(eq(savedCards.userId, userId), live))
      .for('update');
    if (!owned.some((row) => row.id === cardId)) return null;
    await tx
      .update(savedCards)
      .set({ isDefault: false })
      .where(and(eq(savedCards.userId, userId), eq(savedCards.isDefault, true)));
    const [row] = await tx
      .update(savedCards)
      .set({ isDefault: true })
      .where(eq(savedCards.id, cardId))
      .returning();
    return row ?? null;
  });
}

/** Inserts the payment unless its idempotency key exists; either way answers the row and whether it is new. */
export async function claimPayment(
  db: Db,
  values: typeof payments.$inferInsert,
): Promise<{ row: PaymentRow; created: boolean }> {
  const [created] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(payments)
    .where(eq(payments.idempotencyKey, values.idempotencyKey))
    .limit(1);
  if (!existing) throw new Error('payment vanished');
  return { row: existing, created: false };
}

export async function updatePayment(
  db: Db,
  id: number,
  values: Partial<Pick<PaymentRow, 'status' | 'providerPaymentId' | 'failureReason'>>,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error('payment vanished');
  return row;
}

export async function findPaymentByProviderId(db: Db, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row ?? null;
}

/** Claims an Idempotency-Key for this user: null when new, else the row a previous request left. */
export async function claimIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
  operation: string,
): Promise<IdempotencyRow | null> {
  const [created] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, operation, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  if (created) return null;
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return existing ?? null;
}

export async function finishIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
  response: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: response.status, responseBody: response.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function releaseIdempotencyKey(db: Db, userId: number, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export type ReceiptRow = typeof receipts.$inferSelect;

/** What a receipt copies from its payment: the payer, the card and the subscription it paid (when any). */
export async function findReceiptSources(db: Db, payment: PaymentRow) {
  const [row] = await db
    .select({
      email: users.email,
      customer: { name: paymentCustomers.name, document: paymentCustomers.document },
      card: { brand: savedCards.brand, lastFourDigits: savedCards.lastFourDigits },
      subscription: {
        planId: userSubscriptionPlans.subscriptionPlanId,
        interval: userSubscriptionPlans.interval,
      },
    })
    .from(users)
    .leftJoin(
      paymentCustomers,
      and(eq(paymentCustomers.userId, users.id), eq(paymentCustomers.provider, payment.provider)),
    )
    .leftJoin(savedCards, eq(savedCards.id, sql`${payment.cardId}`))
    .leftJoin(userSubscriptionPlans, eq(userSubscriptionPlans.id, sql`${payment.subscriptionId}`))
    .where(eq(users.id, payment.userId))
    .limit(1);
  return row ?? null;
}

/** Inserts the payment's receipt; null when it already has one (issued by another path or run). */
export async function insertReceipt(
  db: Db,
  values: typeof receipts.$inferInsert,
): Promise<ReceiptRow | null> {
  const [row] = await db.insert(receipts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A page of the user's receipts, newest first. */
export async function listOwnedReceipts(db: Db, userId: number, paging: { page: number; size: number }) {
  const where = eq(receipts.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(receipts)
      .where(where)
      .orderBy(desc(receipts.issuedAt), desc(receipts.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(receipts).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
