import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ClickRow, clicks, clicksDaily, clicksDailyProperties, onlineAddresses } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

export type NewClick = Omit<ClickRow, 'id'>;

const propertyColumns = {
  platform: 'platform',
  'breakpoint-name': 'breakpointName',
  'share-on': 'shareOn',
  country: 'country',
} as const satisfies Record<string, keyof NewClick>;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Per-link and per-property daily counts of one batch, sorted so concurrent writers lock rows in one order. */
export function rollupsOf(batch: readonly NewClick[]) {
  const daily = new Map<string, { onlineAddressId: number; day: string; clicks: number }>();
  const properties = new Map<
    string,
    { onlineAddressId: number; day: string; name: string; value: string; clicks: number }
  >();
  for (const click of batch) {
    const day = dayOf(click.createdAt);
    const dailyKey = `${click.onlineAddressId}|${day}`;
    const entry = daily.get(dailyKey) ?? { onlineAddressId: click.onlineAddressId, day, clicks: 0 };
    entry.clicks += 1;
    daily.set(dailyKey, entry);
    for (const [name, column] of Object.entries(propertyColumns)) {
      const value = click[column];
      if (!value) continue;
      const key = `${dailyKey}|${name}|${value}`;
      const property = properties.get(key) ?? {
        onlineAddressId: click.onlineAddressId,
        day,
        name,
        value,
        clicks: 0,
      };
      property.clicks += 1;
      properties.set(key, property);
    }
  }
  const byKey = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
  return { daily: byKey(daily), properties: byKey(properties) };
}

/** One transaction: the clicks in one multi-row insert plus their rollups, or nothing at all. */
export async function insertClickBatch(db: Db, batch: readonly NewClick[]): Promise<void> {
  if (batch.length === 0) return;
  const { daily, properties } = rollupsOf(batch);
  await db.transaction(async (tx) => {
    await tx.insert(clicks).values([...batch]);
    await tx
      .insert(clicksDaily)
      .values(daily)
      .onConflictDoUpdate({
        target: [clicksDaily.onlineAddressId, clicksDaily.day],
        set: { clicks: sql`${clicksDaily.clicks} + excluded.clicks` },
      });
    if (properties.length > 0) {
      await tx
        .insert(clicksDailyProperties)
        .values(properties)
        .onConflictDoUpdate({
          target: [
            clicksDailyProperties.onlineAddressId,
            clicksDailyProperties.day,
            clicksDailyProperties.name,
            clicksDailyProperties.value,
          ],
          set: { clicks: sql`${clicksDailyProperties.clicks} + excluded.clicks` },
        });
    }
  });
}

const clickColumns = {
  click: clicks,
  onlineAddress: { id: onlineAddresses.id, code: onlineAddresses.code },
};

/** Clicks are read through their link, so the owner filter is the link's. */
export async function findOwnedClick(db: Db, ownerId: number, id: number) {
  const [row] = await db
    .select(clickColumns)
    .from(clicks)
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, clicks.onlineAddressId))
    .where(and(eq(clicks.id, id), eq(onlineAddresses.userId, ownerId)))
    .limit(1);
  return row ?? null;
}

export type OwnedClickRow = NonNullable<Awaited<ReturnType<typeof findOwnedClick>>>;

function textFilter(text: string | undefined): SQL | undefined {
  const needle = text?.trim();
  if (!needle) return undefined;
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(onlineAddresses.code, pattern), ilike(onlineAddresses.url, pattern));
}

export async function listOwnedClicks(
  db: Db,
  ownerId: number,
  filter: { text?: string | undefined },
  paging: PageRequest,
): Promise<{ rows: OwnedClickRow[]; total: number }> {
  const where = and(
    eq(onlineAddresses.userId, ownerId),
    isNull(onlineAddresses.deletedAt),
    textFilter(filter.text),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(clickColumns)
      .from(clicks)
      .innerJoin(onlineAddresses, eq(onlineAddresses.id, clicks.onlineAddressId))
      .where(where)
      .orderBy(desc(clicks.createdAt), desc(clicks.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db
      .select({ total: count() })
      .from(clicks)
      .innerJoin(onlineAddresses, eq(onlineAddresses.id, clicks.onlineAddressId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
