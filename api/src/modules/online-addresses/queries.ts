import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OnlineAddressRow, type OnlineAddressTypeValue, onlineAddresses } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

export interface NewOnlineAddress {
  code: string;
  url: string;
  type: OnlineAddressTypeValue;
  userId: number | null;
}

/** Inserts the link; null when the code is taken (the caller draws another one). */
export async function insertOnlineAddress(
  db: Db,
  values: NewOnlineAddress,
): Promise<OnlineAddressRow | null> {
  const [row] = await db
    .insert(onlineAddresses)
    .values(values)
    .onConflictDoNothing({ target: onlineAddresses.code })
    .returning();
  return row ?? null;
}

const live = isNull(onlineAddresses.deletedAt);

/** The owner is part of every owned lookup, so a query without one cannot be written by mistake. */
export async function findOwnedOnlineAddress(
  db: Db,
  ownerId: number,
  id: number,
): Promise<OnlineAddressRow | null> {
  const [row] = await db
    .select()
    .from(onlineAddresses)
    .where(and(eq(onlineAddresses.id, id), eq(onlineAddresses.userId, ownerId), live))
    .limit(1);
  return row ?? null;
}

export async function findLiveOnlineAddressById(db: Db, id: number): Promise<OnlineAddressRow | null> {
  const [row] = await db
    .select()
    .from(onlineAddresses)
    .where(and(eq(onlineAddresses.id, id), live))
    .limit(1);
  return row ?? null;
}

function textFilter(text: string | undefined): SQL | undefined {
  const needle = text?.trim();
  if (!needle) return undefined;
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(onlineAddresses.code, pattern),
    ilike(onlineAddresses.url, pattern),
    ilike(onlineAddresses.tags, pattern),
  );
}

export async function listOwnedOnlineAddresses(
  db: Db,
  ownerId: number,
  filter: { text?: string | undefined },
  paging: PageRequest,
  orderBy: SQL[],
): Promise<{ rows: OnlineAddressRow[]; total: number }> {
  const where = and(eq(onlineAddresses.userId, ownerId), live, textFilter(filter.text));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(onlineAddresses)
      .where(where)
      .orderBy(
        ...(orderBy.length > 0 ? orderBy : [desc(onlineAddresses.createdAt)]),
        desc(onlineAddresses.id),
      )
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(onlineAddresses).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
