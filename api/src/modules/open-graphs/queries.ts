import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type OnlineAddressRow,
  type OpenGraphFieldRow,
  type OpenGraphRow,
  onlineAddresses,
  openGraphFields,
  openGraphs,
} from '../../db/schema';
import { orderByColumns, type PageRequest, type SortField } from '../../http/paging';

export type OpenGraphLink = Pick<OnlineAddressRow, 'id' | 'code' | 'url'>;
export interface OpenGraphWithFields extends OpenGraphRow {
  link: OpenGraphLink;
  fields: OpenGraphFieldRow[];
}

const linkColumns = { id: onlineAddresses.id, code: onlineAddresses.code, url: onlineAddresses.url };

/** One of the owner's live links, or null (another's, deleted or missing). */
export async function findOwnedLink(db: Db, ownerId: number, id: number): Promise<OpenGraphLink | null> {
  const [row] = await db
    .select(linkColumns)
    .from(onlineAddresses)
    .where(
      and(eq(onlineAddresses.id, id), eq(onlineAddresses.userId, ownerId), isNull(onlineAddresses.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

/** The fields of these previews, in the order they were added. */
async function fieldsOf(db: Db, openGraphIds: number[]): Promise<Map<number, OpenGraphFieldRow[]>> {
  const byPreview = new Map<number, OpenGraphFieldRow[]>(openGraphIds.map((id) => [id, []]));
  if (openGraphIds.length === 0) return byPreview;
  const rows = await db
    .select()
    .from(openGraphFields)
    .where(inArray(openGraphFields.openGraphId, openGraphIds))
    .orderBy(asc(openGraphFields.id));
  for (const row of rows) byPreview.get(row.openGraphId)?.push(row);
  return byPreview;
}

const owned = (ownerId: number) => and(eq(openGraphs.userId, ownerId), isNull(onlineAddresses.deletedAt));

async function withFields(
  db: Db,
  rows: { preview: OpenGraphRow; link: OpenGraphLink }[],
): Promise<OpenGraphWithFields[]> {
  const fields = await fieldsOf(
    db,
    rows.map((row) => row.preview.id),
  );
  return rows.map(({ preview, link }) => ({ ...preview, link, fields: fields.get(preview.id) ?? [] }));
}

/** One of the owner's previews with its fields, by its id or its link's id. */
export async function findOwnedOpenGraph(
  db: Db,
  ownerId: number,
  by: { id: number } | { onlineAddressId: number },
): Promise<OpenGraphWithFields | null> {
  const key = 'id' in by ? eq(openGraphs.id, by.id) : eq(openGraphs.onlineAddressId, by.onlineAddressId);
  const rows = await db
    .select({ preview: openGraphs, link: linkColumns })
    .from(openGraphs)
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, openGraphs.onlineAddressId))
    .where(and(key, owned(ownerId)))
    .limit(1);
  const [found] = await withFields(db, rows);
  return found ?? null;
}

export interface OpenGraphFilter {
  text?: string | undefined;
  type?: OnlineAddressRow['type'] | undefined;
  onlineAddressId?: number | undefined;
}

export type OpenGraphSortField = 'id' | 'dateCreate' | 'dateUpdate';

function filterOf(ownerId: number, filter: OpenGraphFilter): SQL | undefined {
  const needle = filter.text?.trim();
  const pattern = needle ? `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    owned(ownerId),
    filter.type ? eq(onlineAddresses.type, filter.type) : undefined,
    filter.onlineAddressId ? eq(openGraphs.onlineAddressId, filter.onlineAddressId) : undefined,
    pattern
      ? sql`(${onlineAddresses.code} ilike ${pattern} or ${onlineAddresses.url} ilike ${pattern} or exists (
          select 1 from ${openGraphFields} where ${openGraphFields.openGraphId} = ${openGraphs.id}
          and ${openGraphFields.value} ilike ${pattern}))`
      : undefined,
  );
}

export async function listOwnedOpenGraphs(
  db: Db,
  ownerId: number,
  filter: OpenGraphFilter,
  order: readonly SortField<OpenGraphSortField>[],
  page: PageRequest,
): Promise<{ rows: OpenGraphWithFields[]; total: number }> {
  const where = filterOf(ownerId, filter);
  const columns = { id: openGraphs.id, dateCreate: openGraphs.createdAt, dateUpdate: openGraphs.updatedAt };
  const [rows, [total]] = await Promise.all([
    db
      .select({ preview: openGraphs, link: linkColumns })
      .from(openGraphs)
      .innerJoin(onlineAddresses, eq(onlineAddresses.id, openGraphs.onlineAddressId))
      .where(where)
      .orderBy(...orderByColumns(order, columns), desc(openGraphs.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ total: count() })
      .from(openGraphs)
      .innerJoin(onlineAddresses, eq(onlineAddresses.id, openGraphs.onlineAddressId))
      .where(where),
  ]);
  return { rows: await withFields(db, rows), total: total?.total ?? 0 };
}

export interface FieldChange {
  id?: number | undefined;
  name: string;
  value: string;
  update: boolean;
  deleted: boolean;
}

/**
 * Applies the editor's changes to one preview in the caller's transaction: `deleted` removes the field, an id
 * with `update` changes it, a new non-empty field is added. Ids of another preview are ignored (not found).
 * Returns false when a named id is not a field of this preview.
 */
export async function applyFieldChanges(
  db: Db,
  openGraphId: number,
  changes: readonly FieldChange[],
): Promise<boolean> {
  for (const change of changes) {
    if (change.id !== undefined) {
      const mine = and(eq(openGraphFields.id, change.id), eq(openGraphFields.openGraphId, openGraphId));
      const done = change.deleted
        ? await db.delete(openGraphFields).where(mine).returning({ id: openGraphFields.id })
        : change.update
          ? await db
              .update(openGraphFields)
              .set({ name: change.name, value: change.value })
              .where(mine)
              .returning({ id: openGraphFields.id })
          : [{ id: change.id }];
      if (done.length === 0) return false;
    } else if (!change.deleted && change.value !== '') {
      await insertField(db, openGraphId, change.name, change.value);
    }
  }
  await touchOpenGraph(db, openGraphId);
  return true;
}

export async function insertField(
  db: Db,
  openGraphId: number,
  name: string,
  value: string,
): Promise<OpenGraphFieldRow> {
  const [row] = await db.insert(openGraphFields).values({ openGraphId, name, value }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The field changed or removed; null when it was gone already. */
export async function changeField(
  db: Db,
  id: number,
  change: { name: string; value: string } | 'delete',
): Promise<OpenGraphFieldRow | null> {
  const [row] =
    change === 'delete'
      ? await db.delete(openGraphFields).where(eq(openGraphFields.id, id)).returning()
      : await db.update(openGraphFields).set(change).where(eq(openGraphFields.id, id)).returning();
  return row ?? null;
}

export async function touchOpenGraph(db: Db, openGraphId: number): Promise<void> {
  await db.update(openGraphs).set({ updatedAt: sql`now()` }).where(eq(openGraphs.id, openGraphId));
}

/** A new preview for a link; null when the link already has one. */
export async function insertOpenGraph(
  db: Db,
  onlineAddressId: number,
  userId: number,
): Promise<OpenGraphRow | null> {
  const [row] = await db
    .insert(openGraphs)
    .values({ onlineAddressId, userId })
    .onConflictDoNothing({ target: openGraphs.onlineAddressId })
    .returning();
  return row ?? null;
}

export async function deleteOwnedOpenGraph(db: Db, ownerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(openGraphs)
    .where(and(eq(openGraphs.id, id), eq(openGraphs.userId, ownerId)))
    .returning({ id: openGraphs.id });
  return deleted.length > 0;
}

/** One field of one of the owner's previews. */
export async function findOwnedField(db: Db, ownerId: number, id: number): Promise<OpenGraphFieldRow | null> {
  const [row] = await db
    .select({ field: openGraphFields })
    .from(openGraphFields)
    .innerJoin(openGraphs, eq(openGraphs.id, openGraphFields.openGraphId))
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, openGraphs.onlineAddressId))
    .where(and(eq(openGraphFields.id, id), owned(ownerId)))
    .limit(1);
  return row?.field ?? null;
}

export async function listOwnedFields(
  db: Db,
  ownerId: number,
  openGraphId: number | undefined,
  page: PageRequest,
): Promise<{ rows: OpenGraphFieldRow[]; total: number }> {
  const where = and(owned(ownerId), openGraphId ? eq(openGraphFields.openGraphId, openGraphId) : undefined);
  const from = () =>
    db
      .select({ field: openGraphFields })
      .from(openGraphFields)
      .innerJoin(openGraphs, eq(openGraphs.id, openGraphFields.openGraphId))
      .innerJoin(onlineAddresses, eq(onlineAddresses.id, openGraphs.onlineAddressId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    from()
      .orderBy(asc(openGraphFields.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ total: count() })
      .from(openGraphFields)
      .innerJoin(openGraphs, eq(openGraphs.id, openGraphFields.openGraphId))
      .innerJoin(onlineAddresses, eq(onlineAddresses.id, openGraphs.onlineAddressId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.field), total: total?.total ?? 0 };
}
