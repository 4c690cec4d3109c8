import {
  type ConsentSource,
  type ContactStatus,
  contactStatuses,
  contactTransitions,
} from '@atalho/sdk/schemas/sms';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type ContactRow, contactConsents, contacts, smsConfigs } from '../../db/schema';

export interface MoveContacts {
  userId: number;
  /** The owner's contacts to move, or every one of them. */
  contactIds: readonly number[] | 'all';
  to: ContactStatus;
  source: ConsentSource;
  /** Narrows the statuses that may move (still only those `contactTransitions` lets reach `to`). */
  from?: readonly ContactStatus[];
  ip?: string | null;
  userAgent?: string | null;
  /** The business name copied into the proof; the owner's config's by default. */
  business?: string | null;
  smsMessageId?: number | null;
}

/** A moved contact as it is now, with the status it left and the consent row that records the move. */
/** A moved contact as the move returns it (the filter arrays of `segmentIds`/`propertyNames` left out). */
export type MovedContact = Omit<ContactRow, 'segmentIds' | 'propertyNames'> & {
  fromStatus: ContactStatus;
  consentId: number;
};

/** The statuses from which a contact may move to `to` (the lifecycle read backwards). */
export function statusesMovingTo(to: ContactStatus): ContactStatus[] {
  return contactStatuses.filter((from) => contactTransitions[from].includes(to));
}

/**
 * Moves the owner's contacts to `to` in one statement, set-based (100,000 contacts cost one round trip): only
 * contacts whose status may reach `to` (and is in `from` when given) move, each leaving a consent row with the
 * number and business name as they are now. The rows are locked first, so a concurrent move cannot make the
 * recorded `from` stale. Moving to OPT_IN or OPT_OUT clears the wrong-digit count of the public pages.
 */
export async function moveContacts(db: Db, move: MoveContacts): Promise<MovedContact[]> {
  const allowed = statusesMovingTo(move.to).filter((status) => !move.from || move.from.includes(status));
  if (allowed.length === 0 || (move.contactIds !== 'all' && move.contactIds.length === 0)) return [];
  const c = contacts;
  const ids =
    move.contactIds === 'all'
      ? sql``
      : sql`and ${c.id} = any(${`{${move.contactIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
  const business =
    move.business === undefined
      ? sql`(select ${smsConfigs.business} from ${smsConfigs} where ${smsConfigs.userId} = ${move.userId})`
      : sql`${move.business}::text`;
  const resetsFailures = move.to === 'OPT_IN' || move.to === 'OPT_OUT';
  const result = await db.execute(sql`
    with target as (
      select ${c.id} as id, ${c.status} as from_status from ${c}
      where ${c.userId} = ${move.userId} ${ids}
        and ${c.status} = any(${`{${allowed.join(',')}}`}::text[])
      order by ${c.id}
      for update
    ), moved as (
      update ${c} set status = ${move.to}::text, updated_at = now()
        ${resetsFailures ? sql`, opt_failures = 0, opt_locked_until = null` : sql``}
      from target where ${c.id} = target.id
      returning ${c}.*, target.from_status
    ), consent as (
      insert into ${contactConsents}
        (contact_id, user_id, from_status, to_status, source, number, business, ip, user_agent, sms_message_id)
      select moved.id, moved.user_id, moved.from_status, ${move.to}::text, ${move.source}::text, moved.number, ${business},
        ${move.ip ?? null}::text, ${move.userAgent ?? null}::text, ${move.smsMessageId ?? null}::integer
      from moved order by moved.id
      returning id, contact_id
    )
    select moved.*, consent.id as consent_id from moved join consent on consent.contact_id = moved.id
    order by moved.id`);
  return rowsOf<RawMovedContact>(result).map(toMovedContact);
}

interface RawMovedContact extends Record<string, unknown> {
  id: number;
  user_id: number;
  number: string;
  status: ContactStatus;
  code: string;
  tags: string[] | string;
  opt_failures: number;
  opt_locked_until: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  from_status: ContactStatus;
  consent_id: number;
}

function toMovedContact(row: RawMovedContact): MovedContact {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    number: row.number,
    status: row.status,
    code: row.code,
    tags: Array.isArray(row.tags) ? row.tags : parseTextArray(row.tags),
    optFailures: Number(row.opt_failures),
    optLockedUntil: row.opt_locked_until === null ? null : new Date(row.opt_locked_until),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    fromStatus: row.from_status,
    consentId: Number(row.consent_id),
  };
}

/** A `text[]` as PostgreSQL writes it (`{a,"b c"}`), for a driver that did not parse it. */
function parseTextArray(text: string): string[] {
  const inner = text.slice(1, -1);
  if (!inner) return [];
  const items: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (const match of inner.matchAll(pattern)) {
    items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? ''));
  }
  return items;
}
