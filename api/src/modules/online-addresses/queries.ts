import type { OnlineAddressFilter } from '@atalho/sdk/schemas';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clicks,
  type OnlineAddressRow,
  type OnlineAddressTypeValue,
  onlineAddressClicks,
  onlineAddresses,
} from '../../db/schema';
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

/**
 * Inserts several links in one statement; answers, in the given order, each one's row, or null when its code
 * was taken, by a stored link or by an earlier one of the same batch (the caller draws another one).
 */
export async function insertOnlineAddressBatch(
  db: Db,
  values: readonly NewOnlineAddress[],
): Promise<(OnlineAddressRow | null)[]> {
  const rows = await db
    .insert(onlineAddresses)
    .values([...values])
    .onConflictDoNothing({ target: onlineAddresses.code })
    .returning();
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return values.map((value) => {
    const row = byCode.get(value.code) ?? null;
    byCode.delete(value.code);
    return row;
  });
}

const live = isNull(onlineAddresses.deletedAt);

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
  // The same expression as the trigram index of migration 0010, so a search never reads every link.
  return sql`(${onlineAddresses.code} || ' ' || ${onlineAddresses.url} || ' ' || coalesce(${onlineAddresses.tags}, '')) ilike ${pattern}`;
}

/** Counted clicks of a link (its totals row; every link has one), where the query joins the totals. */
export const clicksOfLink = sql<number>`${onlineAddressClicks.clicks}`.mapWith(Number);

/**
 * The same, read per row of a page that does not join the totals: PostgreSQL evaluates it after ORDER BY …
 * LIMIT, so a text search matching 17,000 links looks up 10 totals rather than joining all of them first (it
 * cannot know that every link has exactly one totals row).
 */
const clicksOfPageRow =
  sql<number>`(select ${onlineAddressClicks.clicks} from ${onlineAddressClicks} where ${onlineAddressClicks.onlineAddressId} = ${onlineAddresses.id})`.mapWith(
    Number,
  );

/** Domains as the `domain` column holds them: lower-case, without `www.`. */
function domainFilter(domain: string | undefined): SQL | undefined {
  const domains = (domain ?? '')
    .split(',')
    .map((part) =>
      part
        .trim()
        .toLowerCase()
        .replace(/^www\./, ''),
    )
    .filter(Boolean);
  return domains.length > 0 ? inArray(onlineAddresses.domain, domains) : undefined;
}

/**
 * Spec 001 §4/§7 views filters. `clickDateRange` asks whether the link was clicked in that range;
 * `withoutClicks` with a range means "not clicked then". Without a range they read the link's total.
 *
 * A link last clicked before the range was not clicked in it, and one last clicked inside it was; only a link
 * clicked after the range's end needs an (indexed) probe of its clicks. Ranges that end today, the usual
 * ones, therefore read the totals row alone: at 100,000 links a probe per link made the count take seconds.
 */
function clicksFilter(filter: OnlineAddressFilter): SQL | undefined {
  const range = filter.clickDateRange;
  if (range) {
    const from = range.from.toISOString();
    const to = range.to.toISOString();
    const last = onlineAddressClicks.lastClickAt;
    const probe = sql`exists (select 1 from ${clicks} where ${clicks.onlineAddressId} = ${onlineAddressClicks.onlineAddressId} and ${clicks.createdAt} >= ${from} and ${clicks.createdAt} <= ${to})`;
    const clickedInRange = sql`(${last} is not null and ${last} >= ${from} and (${last} <= ${to} or ${probe}))`;
    return filter.withoutClicks ? not(clickedInRange) : clickedInRange;
  }
  if (filter.withClicks) return sql`${clicksOfLink} > 0`;
  if (filter.withoutClicks) return sql`${clicksOfLink} = 0`;
  return undefined;
}

function readsTotals(filter: OnlineAddressFilter): boolean {
  return filter.clickDateRange !== undefined || filter.withClicks === true || filter.withoutClicks === true;
}

/** The filters on the link's own columns, without the owner. */
function linkFilters(filter: OnlineAddressFilter): SQL[] {
  const { dateCreateIni, dateCreateEnd } = filter;
  return [
    textFilter(filter.text),
    filter.type ? eq(onlineAddresses.type, filter.type) : undefined,
    filter.typeIn ? inArray(onlineAddresses.type, filter.typeIn) : undefined,
    filter.error === undefined ? undefined : eq(onlineAddresses.error, filter.error),
    filter.errorIn ? inArray(onlineAddresses.verificationStatus, filter.errorIn) : undefined,
    domainFilter(filter.domain),
    dateCreateIni ? gte(onlineAddresses.createdAt, dateCreateIni) : undefined,
    dateCreateEnd ? lte(onlineAddresses.createdAt, dateCreateEnd) : undefined,
  ].filter((part): part is SQL => part !== undefined);
}

/** Every filter of the list, the live count and the domain summary, always within the owner's live links. */
function ownedWhere(ownerId: number, filter: OnlineAddressFilter): SQL | undefined {
  return and(eq(onlineAddresses.userId, ownerId), live, ...linkFilters(filter), clicksFilter(filter));
}

/**
 * The owner's copy on the totals row is what lets "my links by clicks" be one index scan. A deleted link's totals
 * row has no owner (a trigger keeps it so, migration 0017), so the totals alone answer "which of my live links".
 */
const clicksJoin = (ownerId: number) =>
  and(eq(onlineAddressClicks.onlineAddressId, onlineAddresses.id), eq(onlineAddressClicks.userId, ownerId));

/**
 * The ids of the owner's live links that match the list's filters, as a subquery: the click dashboards narrow
 * their rollups with the very filters of the list (decision 015).
 */
export function ownedOnlineAddressIds(db: Db, ownerId: number, filter: OnlineAddressFilter) {
  const where = ownedWhere(ownerId, filter);
  const ids = db.select({ id: onlineAddresses.id }).from(onlineAddresses);
  return readsTotals(filter)
    ? ids.innerJoin(onlineAddressClicks, clicksJoin(ownerId)).where(where)
    : ids.where(where);
}

export type OwnedOnlineAddressRow = OnlineAddressRow & { clicks: number };

/** A list ordering: its ORDER BY, tie-breaker included, and whether it sorts by the totals row. */
export interface ListOrder {
  columns: SQL[];
  byClicks: boolean;
}

/** The page half of `listOwnedOnlineAddresses` (its plan is checked by a test: every ordering is an index scan). */
export function ownedPageQuery(
  db: Db,
  ownerId: number,
  filter: OnlineAddressFilter,
  paging: PageRequest,
  order: ListOrder,
) {
  const joined = order.byClicks || readsTotals(filter);
  const base = joined
    ? db
        .select({ link: onlineAddresses, clicks: clicksOfLink })
        .from(onlineAddresses)
        .innerJoin(onlineAddressClicks, clicksJoin(ownerId))
    : db.select({ link: onlineAddresses, clicks: clicksOfPageRow }).from(onlineAddresses);
  return base
    .where(ownedWhere(ownerId, filter))
    .orderBy(...order.columns)
    .limit(paging.size)
    .offset(paging.page * paging.size);
}

/**
 * How many of the owner's live links match. Filters on clicks alone are counted on the totals rows (an index
 * range over `(user_id, clicks)` or `(user_id, last_click_at)`); joining 100,000 links to count 70,000 of them
 * was the slowest read of the links screen.
 */
async function countOwned(db: Db, ownerId: number, filter: OnlineAddressFilter): Promise<number> {
  const query = db.select({ total: count() });
  const [row] = !readsTotals(filter)
    ? await query.from(onlineAddresses).where(ownedWhere(ownerId, filter))
    : linkFilters(filter).length === 0
      ? await query
          .from(onlineAddressClicks)
          .where(and(eq(onlineAddressClicks.userId, ownerId), clicksFilter(filter)))
      : await query
          .from(onlineAddresses)
          .innerJoin(onlineAddressClicks, clicksJoin(ownerId))
          .where(ownedWhere(ownerId, filter));
  return row?.total ?? 0;
}

/** One page of the owner's links, each with its clicks, and how many match in all. */
export async function listOwnedOnlineAddresses(
  db: Db,
  ownerId: number,
  filter: OnlineAddressFilter,
  paging: PageRequest,
  order: ListOrder,
): Promise<{ rows: OwnedOnlineAddressRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    ownedPageQuery(db, ownerId, filter, paging, order),
    countOwned(db, ownerId, filter),
  ]);
  return {
    rows: rows.map(({ link, clicks: linkClicks }) => ({ ...link, clicks: linkClicks })),
    total,
  };
}

/** Spec 001 §3 "Domain summary": the owner's matching links per destination domain. */
export async function summariseOwnedDomains(
  db: Db,
  ownerId: number,
  filter: OnlineAddressFilter,
  paging: PageRequest,
  orderBy: SQL[],
): Promise<{ rows: { domain: string; total: number }[]; total: number }> {
  const where = and(ownedWhere(ownerId, filter), isNotNull(onlineAddresses.domain));
  const base = () =>
    readsTotals(filter)
      ? db
          .select({ domain: sql<string>`${onlineAddresses.domain}`, total: count() })
          .from(onlineAddresses)
          .innerJoin(onlineAddressClicks, clicksJoin(ownerId))
      : db.select({ domain: sql<string>`${onlineAddresses.domain}`, total: count() }).from(onlineAddresses);
  // Drizzle's builders change in place: the page and the count each build their own.
  const groups = () => base().where(where).groupBy(onlineAddresses.domain);
  const [rows, totals] = await Promise.all([
    groups()
      .orderBy(...orderBy, asc(onlineAddresses.domain))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(groups().as('groups')),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The link that holds this code, deleted ones included (a code is never handed out twice), or null. */
export async function findCodeHolder(db: Db, code: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: onlineAddresses.id })
    .from(onlineAddresses)
    .where(eq(onlineAddresses.code, code))
    .limit(1);
  return row ?? null;
}

/**
 * One of the owner's live links with its clicks. The owner is part of every owned lookup, so a query without
 * one cannot be written by mistake.
 */
export async function findOwnedOnlineAddress(
  db: Db,
  ownerId: number,
  id: number,
): Promise<OwnedOnlineAddressRow | null> {
  const [row] = await db
    .select({ link: onlineAddresses, clicks: clicksOfLink })
    .from(onlineAddresses)
    .innerJoin(onlineAddressClicks, clicksJoin(ownerId))
    .where(and(eq(onlineAddresses.id, id), eq(onlineAddresses.userId, ownerId), live))
    .limit(1);
  return row ? { ...row.link, clicks: row.clicks } : null;
}

export type OnlineAddressChanges = Partial<
  Pick<OnlineAddressRow, 'code' | 'url' | 'tags' | 'active' | 'deletedAt'>
>;

/** Changes one of the owner's live links; null when there is none. */
export async function updateOwnedOnlineAddress(
  db: Db,
  ownerId: number,
  id: number,
  changes: OnlineAddressChanges,
): Promise<OnlineAddressRow | null> {
  const [row] = await db
    .update(onlineAddresses)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(onlineAddresses.id, id), eq(onlineAddresses.userId, ownerId), live))
    .returning();
  return row ?? null;
}

/**
 * Gives the owner's links `ids` the manual-order places they already hold, in the order given. False (and no
 * change) when one of them is not the owner's live link.
 */
export async function reorderOwnedOnlineAddresses(
  db: Db,
  ownerId: number,
  ids: readonly number[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked in id order, the order the click batch takes its share locks in: any other order could deadlock
    // with a batch of clicks on the same links.
    const locked = await tx
      .select({ id: onlineAddresses.id, position: onlineAddresses.position })
      .from(onlineAddresses)
      .where(and(eq(onlineAddresses.userId, ownerId), live, inArray(onlineAddresses.id, [...ids])))
      .orderBy(asc(onlineAddresses.id))
      .for('update');
    if (locked.length !== ids.length) return false;
    const rows = locked.sort((a, b) => a.position - b.position || a.id - b.id);
    const places = ids.map((id, index) => sql`(${id}::integer, ${rows[index]?.position}::bigint)`);
    await tx.execute(sql`
      update ${onlineAddresses} set position = places.position, updated_at = now()
      from (values ${sql.join(places, sql`, `)}) as places(id, position)
      where ${onlineAddresses.id} = places.id and ${onlineAddresses.position} <> places.position`);
    return true;
  });
}
