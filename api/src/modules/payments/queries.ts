import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, paymentCustomers, payments, savedCards } from '../../db/schema';

export type SavedCardRow = typeof savedCards.$inferSelect;
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

export async function insertCard(db: Db, values: typeof savedCards.$inferInsert): Promise<SavedCardRow> {
  const [row] = await db
    .insert(savedCards)
    .values(values)
    .onConflictDoUpdate({
      target: [savedCards.userId, savedCards.provider, savedCards.providerCardId],
      set: { status: 'active', billingAddress: values.billingAddress, holderName: values.holderName },
    })
    .returning();
  if (!row) throw new Error('card insert returned nothing');
  return row;
}

export function listOwnedCards(db: Db, userId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

export async function findOwnedCard(db: Db, userId: number, cardId: number): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.id, cardId)))
    .limit(1);
  return row ?? null;
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
