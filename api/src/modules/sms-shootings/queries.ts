import type {
  ContactProperty,
  Segment,
  ShootingRecipientState,
  ShootingRecipientsFilter,
  ShootingStatus,
} from '@atalho/sdk/schemas/sms';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  type ContactRow,
  contactAccesses,
  contactProperties,
  contactSegments,
  contacts,
  onlineAddresses,
  type SmsShootingRow,
  segments,
  smsShootingContacts,
  smsShootingLinks,
  smsShootings,
} from '../../db/schema';
import { intArray, textArray } from '../../db/sql-arrays';
import type { PageRequest } from '../../http/paging';
import { ownedWhere } from '../contacts/queries';

const s = smsShootings;
const sc = smsShootingContacts;
const sl = smsShootingLinks;

export type NewShooting = Omit<
  typeof smsShootings.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'recipients' | 'largeMessages' | 'costDebited' | 'costRefunded'
>;

// ── shootings ────────────────────────────────────────────────────────────────────────────────────────────

/** One of the owner's shootings (null when missing or another's). */
export async function findOwnedShooting(db: Db, ownerId: number, id: number): Promise<SmsShootingRow | null> {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, ownerId)))
    .limit(1);
  return row ?? null;
}

/**
 * One of the owner's shootings, locked until the transaction ends (null when missing or another's): what a
 * save, a delete and a send decide on, so two of them never act on the same status.
 */
export async function lockOwnedShooting(db: Db, ownerId: number, id: number): Promise<SmsShootingRow | null> {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, ownerId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertShooting(db: Db, values: NewShooting): Promise<SmsShootingRow> {
  const [row] = await db.insert(s).values(values).returning();
  if (!row) throw new Error('sms_shootings insert returned nothing');
  return row;
}

/** Replaces what a save writes; the send's fields (`dateTimeSend`, costs) stay. */
export async function updateShooting(db: Db, id: number, values: NewShooting): Promise<void> {
  await db
    .update(s)
    .set({ ...values, failureReason: null, updatedAt: sql`now()` })
    .where(eq(s.id, id));
}

export async function deleteShootingRow(db: Db, id: number): Promise<void> {
  await db.delete(s).where(eq(s.id, id));
}

export type ShootingSortField = 'dateCreate' | 'dateUpdate' | 'title' | 'status' | 'dateTimeScheduled' | 'id';
export const shootingSortColumns: Record<ShootingSortField, SQL> = {
  id: sql`${s.id}`,
  dateCreate: sql`${s.createdAt}`,
  dateUpdate: sql`${s.updatedAt}`,
  title: sql`${s.title}`,
  status: sql`${s.status}`,
  dateTimeScheduled: sql`${s.dateTimeScheduled}`,
};

/** One page of the owner's shootings (optionally of some statuses), and how many there are. */
export async function listOwnedShootings(
  db: Db,
  ownerId: number,
  statuses: readonly ShootingStatus[],
  orderBy: SQL[],
  paging: PageRequest,
): Promise<{ rows: SmsShootingRow[]; total: number }> {
  const where = and(
    eq(s.userId, ownerId),
    statuses.length > 0 ? sql`${s.status} = any(${textArray(statuses)})` : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(...orderBy)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(s).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface MessageCounts {
  processing: number;
  submissions: number;
  failed: number;
}

/**
 * The send's progress per shooting, from its recipients' messages: waiting recipients (while PROCESSING) and
 * queued messages are `processing`, messages the gateway took are `submissions`, failed ones `failed`.
 */
export async function messageCountsOf(db: Db, ids: readonly number[]): Promise<Map<number, MessageCounts>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ shooting_id: number; processing: number; submissions: number; failed: number }>(
    await db.execute(sql`
      select sc.shooting_id,
        count(*) filter (where (sc.state = 'WAITING' and sh.status = 'PROCESSING') or m.status = 'QUEUED')::int as processing,
        count(*) filter (where m.status in ('SENT', 'DELIVERED'))::int as submissions,
        count(*) filter (where m.status = 'FAILED')::int as failed
      from ${sc} sc
      join ${s} sh on sh.id = sc.shooting_id
      left join sms_messages m on m.id = sc.sms_message_id
      where sc.shooting_id = any(${intArray(ids)}) and not sc.deleted
      group by sc.shooting_id`),
  );
  return new Map(
    rows.map((row) => [
      Number(row.shooting_id),
      {
        processing: Number(row.processing),
        submissions: Number(row.submissions),
        failed: Number(row.failed),
      },
    ]),
  );
}

/** The recipient counters a save keeps on the shooting's row: non-deleted rows, and those over one SMS. */
export async function refreshRecipientCounters(
  db: Db,
  shootingId: number,
): Promise<{ recipients: number; largeMessages: number }> {
  const [row] = rowsOf<{ recipients: number; large_messages: number }>(
    await db.execute(sql`
      update ${s} set
        recipients = counted.recipients, large_messages = counted.large_messages
      from (
        select count(*)::int as recipients, count(*) filter (where sms_size > sms_limit)::int as large_messages
        from ${sc} where shooting_id = ${shootingId} and not deleted
      ) counted
      where ${s.id} = ${shootingId}
      returning counted.recipients, counted.large_messages`),
  );
  return { recipients: Number(row?.recipients ?? 0), largeMessages: Number(row?.large_messages ?? 0) };
}

// ── links ────────────────────────────────────────────────────────────────────────────────────────────────

export interface ShootingLinkRow {
  id: number;
  shootingId: number;
  deleted: boolean;
  onlineAddressId: number;
  code: string;
  url: string;
  views: number;
  contactUniqueViews: number;
}

const linkViews = sql<number>`(select count(*)::int from ${contactAccesses} ca where ca.shooting_link_id = ${sl.id})`;
const linkContactUniqueViews = sql<number>`(select count(distinct ca.shooting_contact_id)::int from ${contactAccesses} ca where ca.shooting_link_id = ${sl.id})`;

export type LinkSortField = 'id' | 'dateCreate' | 'views' | 'contactUniqueViews' | 'url';
export const linkSortColumns: Record<LinkSortField, SQL> = {
  id: sql`${sl.id}`,
  dateCreate: sql`${sl.createdAt}`,
  views: linkViews,
  contactUniqueViews: linkContactUniqueViews,
  url: sql`${onlineAddresses.url}`,
};

function selectLinks(db: Db) {
  return db
    .select({
      id: sl.id,
      shootingId: sl.shootingId,
      deleted: sl.deleted,
      onlineAddressId: sl.onlineAddressId,
      code: onlineAddresses.code,
      url: onlineAddresses.url,
      views: linkViews,
      contactUniqueViews: linkContactUniqueViews,
    })
    .from(sl)
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, sl.onlineAddressId));
}

/** The live links of these shootings with their views, oldest first. */
export async function linksOfShootings(db: Db, ids: readonly number[]): Promise<ShootingLinkRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectLinks(db)
    .where(and(sql`${sl.shootingId} = any(${intArray(ids)})`, eq(sl.deleted, false)))
    .orderBy(sl.id);
  return rows.map((row) => ({
    ...row,
    views: Number(row.views),
    contactUniqueViews: Number(row.contactUniqueViews),
  }));
}

/** One page of a shooting's links (removed ones included, flagged), oldest first. */
export async function listLinksOfShooting(
  db: Db,
  shootingId: number,
  order: SQL[],
  paging: PageRequest,
): Promise<{ rows: ShootingLinkRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    selectLinks(db)
      .where(eq(sl.shootingId, shootingId))
      .orderBy(sl.deleted, ...order)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(sl).where(eq(sl.shootingId, shootingId)),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      views: Number(row.views),
      contactUniqueViews: Number(row.contactUniqueViews),
    })),
    total: totals[0]?.total ?? 0,
  };
}

/** The links a save found in the template become the shooting's; the others are kept, flagged deleted. */
export async function replaceShootingLinks(
  db: Db,
  shootingId: number,
  onlineAddressIds: readonly number[],
): Promise<void> {
  const ids = intArray(onlineAddressIds);
  await db.execute(sql`
    update ${sl} set deleted = not (online_address_id = any(${ids}))
    where shooting_id = ${shootingId} and deleted = (online_address_id = any(${ids}))`);
  if (onlineAddressIds.length === 0) return;
  await db.execute(sql`
    insert into ${sl} (shooting_id, online_address_id)
    select ${shootingId}, id from unnest(${ids}) as id
    on conflict (shooting_id, online_address_id) do nothing`);
}

/** The owner's live short link with this code (null when missing, deleted or another's). */
export async function findOwnedLinkByCode(
  db: Db,
  ownerId: number,
  code: string,
): Promise<{ id: number; code: string; url: string } | null> {
  const [row] = await db
    .select({ id: onlineAddresses.id, code: onlineAddresses.code, url: onlineAddresses.url })
    .from(onlineAddresses)
    .where(
      and(
        eq(onlineAddresses.code, code),
        eq(onlineAddresses.userId, ownerId),
        sql`${onlineAddresses.deletedAt} is null`,
      ),
    )
    .limit(1);
  return row ?? null;
}

// ── recipients ───────────────────────────────────────────────────────────────────────────────────────────

/** What a new recipient row starts with: the size every recipient's message has when it does not vary. */
export interface RecipientSize {
  smsSize: number;
  smsLimit: number;
}

/** The owner's contacts the filter matches (the contacts list's own filter builder), as a WHERE clause. */
export function recipientsFilterWhere(ownerId: number, filter: ShootingRecipientsFilter): SQL | undefined {
  return ownedWhere(ownerId, {
    page: 0,
    size: 1,
    status: filter.status,
    text: filter.text ?? undefined,
    tags: filter.tags,
    tagsExclusive: filter.tagsExclusive,
    segmentIds: filter.segmentIds,
    segmentsExclusive: filter.segmentsExclusive,
    propertiesNames: filter.propertiesNames,
    propertiesExclusive: filter.propertiesExclusive,
  });
}

/** The owner's contacts among `ids`, as a WHERE clause (another user's ids match nothing). */
export function ownedContactsWhere(ownerId: number, ids: readonly number[]): SQL {
  return sql`${contacts.userId} = ${ownerId} and ${contacts.id} = any(${intArray(ids)})`;
}

/**
 * Adds every contact `where` matches in one INSERT … SELECT, all with the same message size; a contact removed
 * before comes back.
 */
export async function addMatchingRecipients(
  db: Db,
  shootingId: number,
  where: SQL | undefined,
  size: RecipientSize,
): Promise<void> {
  await db.execute(sql`
    insert into ${sc} (shooting_id, contact_id, sms_size, sms_limit)
    select ${shootingId}, ${contacts.id}, ${size.smsSize}, ${size.smsLimit} from ${contacts} where ${where}
    on conflict (shooting_id, contact_id) do update
      set deleted = false, sms_size = excluded.sms_size, sms_limit = excluded.sms_limit, updated_at = now()
      where ${sc}.deleted`);
}

/** Flags these recipients removed (their rows stay, listed as deleted). */
export async function removeRecipients(
  db: Db,
  shootingId: number,
  contactIds: readonly number[],
): Promise<void> {
  if (contactIds.length === 0) return;
  await db.execute(sql`
    update ${sc} set deleted = true, updated_at = now()
    where shooting_id = ${shootingId} and contact_id = any(${intArray(contactIds)}) and not deleted`);
}

/** Every recipient's message has this size (nothing in it varies by contact). */
export async function setRecipientSizes(db: Db, shootingId: number, size: RecipientSize): Promise<void> {
  await db.execute(sql`
    update ${sc} set sms_size = ${size.smsSize}, sms_limit = ${size.smsLimit}, updated_at = now()
    where shooting_id = ${shootingId} and (sms_size <> ${size.smsSize} or sms_limit <> ${size.smsLimit})`);
}

/** A contact whose message is composed with its own values: its code and the named properties it has. */
export interface ContactToSize {
  /** The recipient row's id, or the contact's id for one not yet added. */
  id: number;
  code: string;
  properties: Record<string, string>;
  /** What the row holds now (a recipient row); 0 for a contact not yet added. */
  smsSize: number;
  smsLimit: number;
}

function propertiesOf(names: readonly string[], contactId: SQL): SQL {
  return sql`(select json_object_agg(cp.name, cp.value) from ${contactProperties} cp
    where cp.contact_id = ${contactId} and cp.name = any(${textArray(names)}))`;
}

interface ToSizeRow extends Record<string, unknown> {
  id: number;
  code: string;
  properties: Record<string, string> | null;
  sms_size?: number;
  sms_limit?: number;
}

function toSize(rows: ToSizeRow[]): ContactToSize[] {
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code,
    properties: row.properties ?? {},
    smsSize: Number(row.sms_size ?? 0),
    smsLimit: Number(row.sms_limit ?? 0),
  }));
}

/** Every recipient row of the shooting (one statement) with its contact's code and named properties. */
export async function recipientsToSize(
  db: Db,
  shootingId: number,
  names: readonly string[],
): Promise<ContactToSize[]> {
  return toSize(
    rowsOf<ToSizeRow>(
      await db.execute(sql`
        select sc.id, c.code, sc.sms_size, sc.sms_limit, ${propertiesOf(names, sql`sc.contact_id`)} as properties
        from ${sc} sc join ${contacts} c on c.id = sc.contact_id
        where sc.shooting_id = ${shootingId}`),
    ),
  );
}

/** The contacts `where` matches that are not live recipients yet, with their code and named properties. */
export async function contactsToAdd(
  db: Db,
  shootingId: number,
  where: SQL | undefined,
  names: readonly string[],
): Promise<ContactToSize[]> {
  return toSize(
    rowsOf<ToSizeRow>(
      await db.execute(sql`
        select ${contacts.id} as id, ${contacts.code} as code, ${propertiesOf(names, sql`${contacts.id}`)} as properties
        from ${contacts}
        where ${where} and not exists (
          select 1 from ${sc} live where live.shooting_id = ${shootingId} and live.contact_id = ${contacts.id}
            and not live.deleted)`),
    ),
  );
}

export interface SizedRecipient {
  id: number;
  smsSize: number;
  smsLimit: number;
}

/** Adds these contacts (`id` is the contact's) with their sizes in one statement; removed ones come back. */
export async function insertSizedRecipients(
  db: Db,
  shootingId: number,
  sized: readonly SizedRecipient[],
): Promise<void> {
  if (sized.length === 0) return;
  await db.execute(sql`
    insert into ${sc} (shooting_id, contact_id, sms_size, sms_limit)
    select ${shootingId}, given.id, given.size, given.lim
    from unnest(${intArray(sized.map((row) => row.id))}, ${intArray(sized.map((row) => row.smsSize))},
      ${intArray(sized.map((row) => row.smsLimit))}) as given(id, size, lim)
    on conflict (shooting_id, contact_id) do update
      set deleted = false, sms_size = excluded.sms_size, sms_limit = excluded.sms_limit, updated_at = now()`);
}

/** Writes the sizes of recipient rows (`id` is the row's). */
export async function writeRecipientSizes(db: Db, sized: readonly SizedRecipient[]): Promise<void> {
  if (sized.length === 0) return;
  await db.execute(sql`
    update ${sc} set sms_size = given.size, sms_limit = given.lim, updated_at = now()
    from unnest(${intArray(sized.map((row) => row.id))}, ${intArray(sized.map((row) => row.smsSize))},
      ${intArray(sized.map((row) => row.smsLimit))}) as given(id, size, lim)
    where ${sc}.id = given.id`);
}

export interface RecipientListRow {
  id: number;
  deleted: boolean;
  smsSize: number;
  smsLimit: number;
  state: ShootingRecipientState;
  messageStatus: string | null;
  createdAt: Date;
  contact: Pick<ContactRow, 'id' | 'number' | 'tags' | 'code' | 'status'>;
  properties: ContactProperty[] | null;
  segments: Segment[] | null;
}

export type RecipientSortField = 'smsSize' | 'dateCreate' | 'id' | 'number';
export const recipientSortColumns: Record<RecipientSortField, SQL> = {
  id: sql`${sc.id}`,
  smsSize: sql`${sc.smsSize}`,
  dateCreate: sql`${sc.createdAt}`,
  number: sql`${contacts.number}`,
};

export interface RecipientsListFilter {
  contactNumber?: string;
  contactNumberStartsWith?: string;
  embedContactProperties?: boolean;
}

/** `text` as a LIKE pattern that matches only itself. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of a shooting's recipients (removed ones included, flagged) and how many there are. */
export async function listRecipientsOfShooting(
  db: Db,
  shootingId: number,
  filter: RecipientsListFilter,
  orderBy: SQL[],
  paging: PageRequest,
): Promise<{ rows: RecipientListRow[]; total: number }> {
  const parts: SQL[] = [eq(sc.shootingId, shootingId)];
  const contains = filter.contactNumber?.replace(/\D/g, '');
  if (contains) parts.push(sql`${contacts.number} like ${`%${literal(contains)}%`}`);
  const prefix = filter.contactNumberStartsWith?.replace(/\D/g, '');
  if (prefix) parts.push(sql`${contacts.number} like ${`${literal(prefix)}%`}`);
  const where = and(...parts);
  const embed = filter.embedContactProperties === true;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: sc.id,
        deleted: sc.deleted,
        smsSize: sc.smsSize,
        smsLimit: sc.smsLimit,
        state: sc.state,
        messageStatus: sql<
          string | null
        >`(select m.status from sms_messages m where m.id = ${sc.smsMessageId})`,
        createdAt: sc.createdAt,
        contact: {
          id: contacts.id,
          number: contacts.number,
          tags: contacts.tags,
          code: contacts.code,
          status: contacts.status,
        },
        properties: embed
          ? sql<ContactProperty[] | null>`(
              select json_agg(json_build_object('name', cp.name, 'value', cp.value) order by cp.name)
              from ${contactProperties} cp where cp.contact_id = ${contacts.id})`
          : sql<null>`null`,
        segments: embed
          ? sql<Segment[] | null>`coalesce((
              select json_agg(json_build_object('id', sg.id, 'name', sg.name) order by sg.name, sg.id)
              from ${contactSegments} cs join ${segments} sg on sg.id = cs.segment_id
              where cs.contact_id = ${contacts.id}), '[]'::json)`
          : sql<null>`null`,
      })
      .from(sc)
      .innerJoin(contacts, eq(contacts.id, sc.contactId))
      .where(where)
      .orderBy(...orderBy)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(sc).innerJoin(contacts, eq(contacts.id, sc.contactId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
