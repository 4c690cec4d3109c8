import { and, asc, count, desc, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditDebits, creditEntries, savedCards } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

export type CreditEntryRow = typeof creditEntries.$inferSelect;
type CreditStatus = CreditEntryRow['status'];

/** Only PAID (purchases) and SUCCESS (bonuses) entries count (spec 002 §2). */
export const countedStatuses: CreditStatus[] = ['PAID', 'SUCCESS'];

export async function listOwnedEntries(
  db: Db,
  userId: number,
  statusIn: readonly CreditStatus[] | undefined,
  paging: PageRequest,
  direction: 'ASC' | 'DESC',
) {
  const where = and(
    eq(creditEntries.userId, userId),
    statusIn && statusIn.length > 0 ? inArray(creditEntries.status, [...statusIn]) : undefined,
  );
  const order =
    direction === 'ASC'
      ? [asc(creditEntries.createdAt), asc(creditEntries.id)]
      : [desc(creditEntries.createdAt), desc(creditEntries.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        entry: creditEntries,
        card: { brand: savedCards.brand, lastFourDigits: savedCards.lastFourDigits },
      })
      .from(creditEntries)
      .leftJoin(savedCards, eq(savedCards.id, creditEntries.cardId))
      .where(where)
      .orderBy(...order)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(creditEntries).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type EntryWithCard = Awaited<ReturnType<typeof listOwnedEntries>>['rows'][number];

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sum(creditEntries.remaining) })
    .from(creditEntries)
    .where(and(eq(creditEntries.userId, userId), inArray(creditEntries.status, countedStatuses)));
  return Number(row?.balance ?? 0);
}

/** Inserts an entry unless one exists for its payment (or its bonus month); answers the entry either way. */
export async function insertEntry(
  db: Db,
  values: typeof creditEntries.$inferInsert,
): Promise<CreditEntryRow | null> {
  const [created] = await db.insert(creditEntries).values(values).onConflictDoNothing().returning();
  if (created || values.paymentId == null) return created ?? null;
  const [existing] = await db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.paymentId, values.paymentId))
    .limit(1);
  return existing ?? null;
}

export async function findEntryWithCard(db: Db, userId: number, id: number): Promise<EntryWithCard | null> {
  const [row] = await db
    .select({
      entry: creditEntries,
      card: { brand: savedCards.brand, lastFourDigits: savedCards.lastFourDigits },
    })
    .from(creditEntries)
    .leftJoin(savedCards, eq(savedCards.id, creditEntries.cardId))
    .where(and(eq(creditEntries.userId, userId), eq(creditEntries.id, id)))
    .limit(1);
  return row ?? null;
}

/** A purchase's status after its payment settled; a purchase that stops counting keeps nothing to spend. */
export async function updateEntryOfPayment(db: Db, paymentId: number, status: CreditStatus): Promise<void> {
  await db
    .update(creditEntries)
    .set(countedStatuses.includes(status) ? { status } : { status, remaining: 0 })
    .where(eq(creditEntries.paymentId, paymentId));
}

export type DebitResult = { debited: boolean; balance: number };

/**
 * Spends `amount` centavos, oldest entries first, in one transaction holding row locks on the user's counted
 * entries: two debits at once are serialised and neither can spend what the other spent. Throws
 * 'insufficient' (nothing spent) when the balance is short. With a `reference`, a second debit of the same
 * reference does nothing.
 */
export function spendCredits(
  db: Db,
  userId: number,
  amount: number,
  reference: string | null,
): Promise<DebitResult | 'insufficient'> {
  return db.transaction(async (tx) => {
    const entries = await tx
      .select({ id: creditEntries.id, remaining: creditEntries.remaining })
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.userId, userId),
          inArray(creditEntries.status, countedStatuses),
          gt(creditEntries.remaining, 0),
        ),
      )
      .orderBy(asc(creditEntries.createdAt), asc(creditEntries.id))
      .for('update');
    const available = entries.reduce((total, entry) => total + entry.remaining, 0);
    if (reference !== null) {
      const [previous] = await tx
        .select({ id: creditDebits.id })
        .from(creditDebits)
        .where(and(eq(creditDebits.userId, userId), eq(creditDebits.reference, reference)))
        .limit(1);
      if (previous) return { debited: false, balance: available };
    }
    if (available < amount) return 'insufficient';
    let left = amount;
    for (const entry of entries) {
      if (left === 0) break;
      const take = Math.min(entry.remaining, left);
      await tx
        .update(creditEntries)
        .set({ remaining: sql`${creditEntries.remaining} - ${take}` })
        .where(eq(creditEntries.id, entry.id));
      left -= take;
    }
    await tx.insert(creditDebits).values({ userId, amount, reference });
    return { debited: true, balance: available - amount };
  });
}
