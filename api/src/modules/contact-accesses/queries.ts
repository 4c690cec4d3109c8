import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { contactAccesses } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

export interface AccessTarget {
  shootingId: number;
  shootingContactId: number;
  shootingLinkId: number;
}

/**
 * The shooting a visit of link `onlineAddressId` by the contact of `contactCode` belongs to: one whose
 * recipients include the contact and whose links include the link (the latest one sent, when several).
 */
export async function findAccessTarget(
  db: Db,
  contactCode: string,
  onlineAddressId: number,
): Promise<AccessTarget | null> {
  const [row] = rowsOf<{ shooting_id: number; shooting_contact_id: number; shooting_link_id: number }>(
    await db.execute(sql`select r.shooting_id, r.id as shooting_contact_id, l.id as shooting_link_id
      from contacts c
      join sms_shooting_contacts r on r.contact_id = c.id and not r.deleted
      join sms_shooting_links l on l.shooting_id = r.shooting_id and l.online_address_id = ${onlineAddressId}
        and not l.deleted
      where c.code = ${contactCode}
      order by (r.sms_message_id is not null) desc, r.shooting_id desc
      limit 1`),
  );
  return row
    ? {
        shootingId: Number(row.shooting_id),
        shootingContactId: Number(row.shooting_contact_id),
        shootingLinkId: Number(row.shooting_link_id),
      }
    : null;
}

export async function insertContactAccess(
  db: Db,
  target: AccessTarget,
  visitor: { addressGroup: string; at: Date },
): Promise<void> {
  await db
    .insert(contactAccesses)
    .values({ ...target, addressGroup: visitor.addressGroup, createdAt: visitor.at });
}

export interface ContactAccessListRow {
  id: number;
  contactId: number;
  number: string;
  contactCode: string;
  onlineAddressId: number;
  onlineAddressCode: string;
  createdAt: Date;
}

/** A page of one of the owner's shootings' contact accesses, newest first. */
export async function listAccessesOfShooting(
  db: Db,
  ownerId: number,
  shootingId: number,
  paging: PageRequest,
): Promise<{ rows: ContactAccessListRow[]; total: number }> {
  const owned = sql`a.shooting_id = ${shootingId}
    and exists (select 1 from sms_shootings s where s.id = a.shooting_id and s.user_id = ${ownerId})`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`select a.id, c.id as contact_id, c.number, c.code as contact_code,
        o.id as online_address_id, o.code as online_address_code, a.created_at
      from contact_accesses a
      join sms_shooting_contacts r on r.id = a.shooting_contact_id
      join contacts c on c.id = r.contact_id
      join sms_shooting_links l on l.id = a.shooting_link_id
      join online_addresses o on o.id = l.online_address_id
      where ${owned}
      order by a.created_at desc, a.id desc
      limit ${paging.size} offset ${paging.page * paging.size}`),
    db.execute(sql`select count(*)::int as total from contact_accesses a where ${owned}`),
  ]);
  return {
    rows: rowsOf<{
      id: number;
      contact_id: number;
      number: string;
      contact_code: string;
      online_address_id: number;
      online_address_code: string;
      created_at: Date | string;
    }>(rows).map((row) => ({
      id: Number(row.id),
      contactId: Number(row.contact_id),
      number: row.number,
      contactCode: row.contact_code,
      onlineAddressId: Number(row.online_address_id),
      onlineAddressCode: row.online_address_code,
      createdAt: new Date(row.created_at),
    })),
    total: Number(rowsOf<{ total: number }>(totals)[0]?.total ?? 0),
  };
}
