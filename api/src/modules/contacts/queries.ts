import type { ContactProperty, ContactStatus, ContactsFilter, Segment } from '@atalho/sdk/schemas/sms';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  type ContactRow,
  contactConsents,
  contactProperties,
  contactSegments,
  contacts,
  segments,
} from '../../db/schema';
import { intArray, textArray } from '../../db/sql-arrays';
import type { PageRequest } from '../../http/paging';

const c = contacts;

/** `text` as a LIKE pattern that matches only itself. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The contacts list's filters (spec 002 §7), ANDed, always within the owner's contacts. Tags, segments and
 * properties match any of the values given, or every one of them with their `…Exclusive` flag (decision 032).
 */
export function ownedWhere(ownerId: number, filter: ContactsFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(c.userId, ownerId)];
  const digits = filter.number?.replace(/\D/g, '');
  if (digits) parts.push(sql`${c.number} like ${`%${literal(digits)}%`}`);
  if (filter.code) parts.push(eq(c.code, filter.code));
  const statuses = [...new Set(filter.status ?? [])];
  // One status as `=`: PostgreSQL walks (user_id, status, created_at) in order for it, not for `= any(…)`.
  if (statuses.length === 1) parts.push(eq(c.status, statuses[0] as ContactStatus));
  else if (statuses.length > 1) parts.push(sql`${c.status} = any(${textArray(statuses)})`);
  if (filter.smsOptIn !== undefined) {
    parts.push(filter.smsOptIn ? eq(c.status, 'OPT_IN') : sql`${c.status} <> 'OPT_IN'`);
  }
  if (filter.text) parts.push(textFilter(ownerId, filter.text));
  const tags = filter.tags ?? [];
  if (tags.length > 0) {
    parts.push(
      filter.tagsExclusive ? sql`${c.tags} @> ${textArray(tags)}` : sql`${c.tags} && ${textArray(tags)}`,
    );
  }
  const segmentIds = [...new Set(filter.segmentIds ?? [])];
  if (segmentIds.length > 0) {
    const ids = intArray(segmentIds);
    parts.push(filter.segmentsExclusive ? sql`${c.segmentIds} @> ${ids}` : sql`${c.segmentIds} && ${ids}`);
  }
  const names = [...new Set(filter.propertiesNames ?? [])];
  if (names.length > 0) {
    const of = textArray(names);
    parts.push(
      filter.propertiesExclusive ? sql`${c.propertyNames} @> ${of}` : sql`${c.propertyNames} && ${of}`,
    );
  }
  if (filter.contactIdNotIn && filter.contactIdNotIn.length > 0) {
    parts.push(sql`not (${c.id} = any(${intArray(filter.contactIdNotIn)}))`);
  }
  return and(...parts);
}

/**
 * `text`: numbers containing its digits, tags or property values starting with it (any case). Each way is its
 * own set of the owner's ids, each read from its index (migrations 0027 and 0032: the number's and the tags string's
 * trigram indexes where pg_trgm exists, else the owner's rows; the lowercased property values' btree), so the other
 * filters meet a few rows.
 */
function textFilter(ownerId: number, text: string): SQL {
  const prefix = `${literal(text)}%`;
  const digits = text.replace(/\D/g, '');
  const sets = [
    sql`select ${c.id} from ${c} where ${c.userId} = ${ownerId} and contact_tags_text(${c.tags}) ilike ${`%\u001f${prefix}`}`,
    sql`select ${contactProperties.contactId} from ${contactProperties} where ${contactProperties.userId} = ${ownerId} and lower(${contactProperties.value}) like ${prefix.toLowerCase()}`,
  ];
  if (digits) {
    sets.unshift(
      sql`select ${c.id} from ${c} where ${c.userId} = ${ownerId} and ${c.number} like ${`%${literal(digits)}%`}`,
    );
  }
  return sql`${c.id} in (${sql.join(sets, sql` union all `)})`;
}

export type ContactSortField = 'dateCreate' | 'number' | 'status' | 'dateUpdate' | 'id';
export const contactSortColumns: Record<ContactSortField, SQL> = {
  id: sql`${c.id}`,
  dateCreate: sql`${c.createdAt}`,
  number: sql`${c.number}`,
  status: sql`${c.status}`,
  dateUpdate: sql`${c.updatedAt}`,
};

/** A contact with what its answer carries: properties always, segments when asked for. */
export interface ContactWithParts extends ContactRow {
  properties: ContactProperty[];
  segments: Segment[] | undefined;
}

const propertiesOfRow = sql<ContactProperty[] | null>`(
  select json_agg(json_build_object('name', ${contactProperties.name}, 'value', ${contactProperties.value}) order by ${contactProperties.name})
  from ${contactProperties} where ${contactProperties.contactId} = ${c.id}
)`;

const segmentsOfRow = sql<Segment[] | null>`(
  select json_agg(json_build_object('id', ${segments.id}, 'name', ${segments.name}) order by ${segments.name}, ${segments.id})
  from ${contactSegments} join ${segments} on ${segments.id} = ${contactSegments.segmentId}
  where ${contactSegments.contactId} = ${c.id}
)`;

/**
 * The page's rows with their parts in one statement: PostgreSQL evaluates the parts' subqueries after
 * ORDER BY … LIMIT, for the page's rows only.
 */
function selectWithParts(db: Db, embedSegments: boolean) {
  return db
    .select({
      contact: c,
      properties: propertiesOfRow,
      segments: embedSegments ? sql<Segment[]>`coalesce(${segmentsOfRow}, '[]'::json)` : sql<null>`null`,
    })
    .from(c);
}

function withParts(row: {
  contact: ContactRow;
  properties: ContactProperty[] | null;
  segments: Segment[] | null;
}): ContactWithParts {
  return { ...row.contact, properties: row.properties ?? [], segments: row.segments ?? undefined };
}

/** One page of the owner's contacts matching the filters, and how many match in all. */
export async function listOwnedContacts(
  db: Db,
  ownerId: number,
  filter: ContactsFilter,
  orderBy: SQL[],
  paging: PageRequest,
): Promise<{ rows: ContactWithParts[]; total: number }> {
  const where = ownedWhere(ownerId, filter);
  const [rows, totals] = await Promise.all([
    selectWithParts(db, filter.embedSegments === true)
      .where(where)
      .orderBy(...orderBy)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(c).where(where),
  ]);
  return { rows: rows.map(withParts), total: totals[0]?.total ?? 0 };
}

/** One of the owner's contacts with its properties and segments (null when missing or another's). */
export async function findOwnedContact(
  db: Db,
  ownerId: number,
  id: number,
): Promise<ContactWithParts | null> {
  const [row] = await selectWithParts(db, true)
    .where(and(eq(c.id, id), eq(c.userId, ownerId)))
    .limit(1);
  return row ? withParts(row) : null;
}

/** The owner's contacts among `ids`, locked until the transaction ends: what a save replaces. */
export async function lockOwnedContacts(
  db: Db,
  ownerId: number,
  ids: readonly number[],
): Promise<{ id: number; number: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: c.id, number: c.number })
    .from(c)
    .where(and(eq(c.userId, ownerId), sql`${c.id} = any(${intArray(ids)})`))
    .orderBy(c.id)
    .for('update');
}

/** The owner's segments by id or by name; the names missing are created first (one segment per name). */
export async function findOrCreateSegments(
  db: Db,
  ownerId: number,
  ids: readonly number[],
  names: readonly string[],
): Promise<Segment[]> {
  if (names.length > 0) {
    await db.execute(sql`
      insert into ${segments} (user_id, name)
      select ${ownerId}, name from unnest(${textArray(names)}) as name order by name
      on conflict (user_id, name) do nothing`);
  }
  if (ids.length === 0 && names.length === 0) return [];
  return db
    .select({ id: segments.id, name: segments.name })
    .from(segments)
    .where(
      and(
        eq(segments.userId, ownerId),
        sql`(${segments.id} = any(${intArray(ids)}) or ${segments.name} = any(${textArray(names)}))`,
      ),
    );
}

/** A contact as a save writes its own columns. */
/**
 * What a save writes on the contact's row: `segmentIds` and `propertyNames` repeat, sorted, the parts
 * `writeContactParts` writes, for the list filters (decision 032).
 */
interface ContactColumns {
  number: string;
  tags: string[];
  segmentIds: number[];
  propertyNames: string[];
}

/** The row's arrays from the given JSON (`given.segmentIds`, `given.propertyNames`). */
const givenArrays = {
  segmentIds: sql`array(select json_array_elements_text(given."segmentIds")::int)`,
  propertyNames: sql`array(select json_array_elements_text(given."propertyNames"))`,
};

/**
 * Replaces the numbers and tags of the owner's contacts (the caller locked them). A number another of the
 * owner's contacts has fails on the unique index.
 */
export async function updateOwnedContacts(
  db: Db,
  ownerId: number,
  updates: readonly (ContactColumns & { id: number })[],
): Promise<void> {
  if (updates.length === 0) return;
  await db.execute(sql`
    with given as (
      select * from json_to_recordset(${JSON.stringify(updates)}::json)
        as g(id integer, number text, tags json, "segmentIds" json, "propertyNames" json)
    )
    update ${c} set number = given.number, updated_at = now(),
      tags = array(select json_array_elements_text(given.tags)),
      segment_ids = ${givenArrays.segmentIds}, property_names = ${givenArrays.propertyNames}
    from given where ${c.id} = given.id and ${c.userId} = ${ownerId}`);
}

/** Who added contacts, recorded with each new contact's first consent row (null → SAVED). */
export interface ContactsAuthor {
  business: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Inserts new contacts (SAVED) with their codes and their first consent row, in one statement. A number the
 * owner already has is skipped: the answer holds only the contacts created.
 */
export async function insertContacts(
  db: Db,
  ownerId: number,
  news: readonly (ContactColumns & { code: string })[],
  author: ContactsAuthor,
): Promise<{ id: number; number: string }[]> {
  if (news.length === 0) return [];
  const result = await db.execute(sql`
    with given as (
      select * from json_to_recordset(${JSON.stringify(news)}::json)
        as g(number text, code text, tags json, "segmentIds" json, "propertyNames" json)
    ), created as (
      insert into ${c} (user_id, number, code, tags, segment_ids, property_names)
      select ${ownerId}, given.number, given.code, array(select json_array_elements_text(given.tags)),
        ${givenArrays.segmentIds}, ${givenArrays.propertyNames}
      from given order by given.number
      on conflict (user_id, number) do nothing
      returning id, number
    ), proof as (
      insert into ${contactConsents} (contact_id, user_id, from_status, to_status, source, number, business, ip, user_agent)
      select created.id, ${ownerId}, null, 'SAVED', 'OWNER', created.number, ${author.business},
        ${author.ip}::text, ${author.userAgent}::text
      from created
    )
    select id, number from created`);
  return rowsOf<{ id: number; number: string }>(result).map((row) => ({
    id: Number(row.id),
    number: row.number,
  }));
}

/** A contact's segments and properties as a save writes them. */
export interface ContactParts {
  contactId: number;
  segmentIds: number[];
  properties: ContactProperty[];
}

/**
 * Writes the segments and properties of saved contacts; those of `replaced` contacts are removed first (a save
 * replaces the whole contact). The rows' `segment_ids` and `property_names` were written with them.
 */
export async function writeContactParts(
  db: Db,
  ownerId: number,
  parts: readonly ContactParts[],
  replaced: readonly number[],
): Promise<void> {
  if (replaced.length > 0) {
    await db.execute(
      sql`delete from ${contactSegments} where ${contactSegments.contactId} = any(${intArray(replaced)})`,
    );
    await db.execute(
      sql`delete from ${contactProperties} where ${contactProperties.contactId} = any(${intArray(replaced)})`,
    );
  }
  const links = parts.flatMap((part) =>
    part.segmentIds.map((segment) => ({ contact: part.contactId, segment })),
  );
  const values = parts.flatMap((part) =>
    part.properties.map(({ name, value }) => ({ contact: part.contactId, name, value })),
  );
  if (links.length === 0 && values.length === 0) return;
  await db.execute(sql`
    with linked as (
      insert into ${contactSegments} (contact_id, segment_id)
      select l.contact, l.segment from json_to_recordset(${JSON.stringify(links)}::json) as l(contact integer, segment integer)
      order by l.contact, l.segment
      on conflict do nothing
    )
    insert into ${contactProperties} (contact_id, user_id, name, value)
    select p.contact, ${ownerId}, p.name, p.value
    from json_to_recordset(${JSON.stringify(values)}::json) as p(contact integer, name text, value text)
    order by p.contact, p.name
    on conflict (contact_id, name) do update set value = excluded.value`);
}

/** Deletes one of the owner's contacts (its consent record and parts go with it); false when missing or another's. */
export async function deleteOwnedContact(db: Db, ownerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(c)
    .where(and(eq(c.id, id), eq(c.userId, ownerId)))
    .returning({ id: c.id });
  return deleted.length > 0;
}

/** One page of a set of names and how many there are, in one statement. */
async function pageOfNames(
  db: Db,
  names: SQL,
  paging: PageRequest,
): Promise<{ names: string[]; total: number }> {
  const result = await db.execute(sql`
    with names as (${names})
    select (select count(*) from names)::int as total,
      (select coalesce(json_agg(name order by name), '[]'::json) from (
        select name from names order by name limit ${paging.size} offset ${paging.page * paging.size}
      ) as page) as page`);
  const [row] = rowsOf<{ total: number; page: string[] }>(result);
  return { names: row?.page ?? [], total: Number(row?.total ?? 0) };
}

/** The owner's tags, alphabetical, those containing `like` when given (any case). */
export function listOwnedTags(
  db: Db,
  ownerId: number,
  like: string | undefined,
  paging: PageRequest,
): Promise<{ names: string[]; total: number }> {
  const containing = like ? sql`where name ilike ${`%${literal(like)}%`}` : sql``;
  return pageOfNames(
    db,
    sql`select name from (select distinct unnest(${c.tags}) as name from ${c} where ${c.userId} = ${ownerId}) as tags ${containing}`,
    paging,
  );
}

/** The owner's property names, alphabetical, those starting with `prefix` when given (any case). */
export function listOwnedPropertyNames(
  db: Db,
  ownerId: number,
  prefix: string | undefined,
  paging: PageRequest,
): Promise<{ names: string[]; total: number }> {
  const starting = prefix ? sql`and ${contactProperties.name} ilike ${`${literal(prefix)}%`}` : sql``;
  return pageOfNames(
    db,
    sql`select distinct ${contactProperties.name} as name from ${contactProperties}
      where ${contactProperties.userId} = ${ownerId} ${starting}`,
    paging,
  );
}

export type SegmentSortField = 'name' | 'dateCreate';
export const segmentSortColumns: Record<SegmentSortField, SQL> = {
  name: sql`${segments.name}`,
  dateCreate: sql`${segments.createdAt}`,
};

/** One page of the owner's segments with how many contacts each has (counted for the page's rows only). */
export async function listOwnedSegments(
  db: Db,
  ownerId: number,
  filter: { text?: string | undefined; ids?: number[] | undefined },
  orderBy: SQL[],
  paging: PageRequest,
): Promise<{ rows: { id: number; name: string; contacts: number }[]; total: number }> {
  const where = and(
    eq(segments.userId, ownerId),
    filter.text ? sql`${segments.name} ilike ${`%${literal(filter.text)}%`}` : undefined,
    filter.ids && filter.ids.length > 0 ? sql`${segments.id} = any(${intArray(filter.ids)})` : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: segments.id,
        name: segments.name,
        contacts: sql<number>`(select count(*) from ${contactSegments} where ${contactSegments.segmentId} = ${segments.id})::int`,
      })
      .from(segments)
      .where(where)
      .orderBy(...orderBy, segments.id)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(segments).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, contacts: Number(row.contacts) })),
    total: totals[0]?.total ?? 0,
  };
}
