import type { InfoproductAction, InfoproductFieldType, InfoproductInputType } from '@atalho/sdk/schemas';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  files,
  infoproductFormFieldOptions,
  infoproductFormFields,
  infoproductLeadAnswers,
  infoproductLeads,
  infoproducts,
  onlineAddresses,
  userSubscriptionPlans,
} from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { batchPerTurn } from '../../visitor-views';
import { planActiveAt } from '../plans';

/** A live custom field as a submission is checked against it. */
export interface LeadFormField {
  id: number;
  name: string;
  type: InfoproductFieldType;
  inputType: InfoproductInputType;
  required: boolean;
  options: string[];
}

/** What a submission needs of its item: the page, its owner's active plan ids, and its live fields. */
export interface LeadTarget {
  id: number;
  ownerId: number;
  title: string;
  action: InfoproductAction;
  code: string;
  hasResource: boolean;
  planIds: number[];
  fields: LeadFormField[];
}

const ownerPlanIds = sql<number[]>`(
  select coalesce(json_agg(${userSubscriptionPlans.subscriptionPlanId}), '[]'::json)
  from ${userSubscriptionPlans}
  where ${userSubscriptionPlans.userId} = ${infoproducts.userId} and ${planActiveAt(sql`now()`)}
)`;

const liveOptions = sql`coalesce((
  select json_agg(${infoproductFormFieldOptions.value} order by ${infoproductFormFieldOptions.position}, ${infoproductFormFieldOptions.id})
  from ${infoproductFormFieldOptions}
  where ${infoproductFormFieldOptions.formFieldId} = ${infoproductFormFields.id} and not ${infoproductFormFieldOptions.deleted}
), '[]'::json)`;

const liveFields = sql<LeadFormField[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${infoproductFormFields.id}, 'name', ${infoproductFormFields.name}, 'type', ${infoproductFormFields.type},
    'inputType', ${infoproductFormFields.inputType}, 'required', ${infoproductFormFields.required}, 'options', ${liveOptions}
  ) order by ${infoproductFormFields.position}, ${infoproductFormFields.id}), '[]'::json)
  from ${infoproductFormFields}
  where ${infoproductFormFields.infoproductId} = ${infoproducts.id} and not ${infoproductFormFields.deleted}
)`;

const resourceIsLive = sql<boolean>`(${infoproducts.resource} is not null and coalesce((${infoproducts.resource}->>'deleted')::boolean, false) = false)`;

/**
 * The items of many submissions in one statement (their pages' links live: active, not deleted). Submissions
 * of one event-loop turn share it, so a page under a burst of leads is read once per turn, not once per lead.
 */
async function findLeadTargets(db: Db, ids: number[]): Promise<Map<number, LeadTarget>> {
  const rows = await db
    .select({
      id: infoproducts.id,
      ownerId: infoproducts.userId,
      title: infoproducts.title,
      action: infoproducts.action,
      code: onlineAddresses.code,
      hasResource: resourceIsLive,
      planIds: ownerPlanIds,
      fields: liveFields,
    })
    .from(infoproducts)
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, infoproducts.onlineAddressId))
    .where(
      and(inArray(infoproducts.id, ids), eq(onlineAddresses.active, true), isNull(onlineAddresses.deletedAt)),
    );
  return new Map(
    rows.map((row) => [row.id, { ...row, planIds: row.planIds ?? [], fields: row.fields ?? [] }]),
  );
}

export const findLeadTarget = batchPerTurn(findLeadTargets);

export interface LeadConsent {
  ip: string | null;
  userAgent: string | null;
  text: string;
}

/** One visitor's submission, as `saveLeads` writes it. */
export interface LeadWrite {
  infoproductId: number;
  email: string;
  consent: LeadConsent;
  answers: readonly { fieldId: number; value: string }[];
}

/**
 * Saves submissions, one statement for all of them (a turn's worth, `saveLeadInTurn`): each lead is inserted, or
 * updated when its e-mail already left one on that item (consent renewed, answers replaced: the given ones
 * upserted, the others removed). Two submissions of one e-mail in one call write the later one; both get its
 * lead, the later as an update. Rows are written in (item, e-mail) order, so concurrent statements lock in one
 * order and cannot deadlock.
 */
export async function saveLeads(
  db: Db,
  writes: readonly LeadWrite[],
): Promise<Map<LeadWrite, { id: number; updated: boolean }>> {
  const keyOf = (write: LeadWrite) => `${write.infoproductId}\u0000${write.email}`;
  const last = new Map<string, LeadWrite>();
  for (const write of writes) last.set(keyOf(write), write);
  const chosen = [...last.values()];
  const given = JSON.stringify(
    chosen.map((write, n) => ({
      n,
      infoproduct_id: write.infoproductId,
      email: write.email,
      ip: write.consent.ip,
      user_agent: write.consent.userAgent,
      text: write.consent.text,
    })),
  );
  const answers = JSON.stringify(
    chosen.flatMap((write, n) => write.answers.map(({ fieldId, value }) => ({ n, field: fieldId, value }))),
  );
  const result = await db.execute(sql`
    with given as (
      select * from json_to_recordset(${given}::json)
        as g(n integer, infoproduct_id integer, email text, ip text, user_agent text, text text)
    ), lead as (
      insert into ${infoproductLeads} (infoproduct_id, email, consent_at, consent_ip, consent_user_agent, consent_text)
      select infoproduct_id, email, now(), ip, user_agent, text from given order by infoproduct_id, email
      on conflict (infoproduct_id, email) do update set
        consent_at = excluded.consent_at, consent_ip = excluded.consent_ip,
        consent_user_agent = excluded.consent_user_agent, consent_text = excluded.consent_text, updated_at = now()
      returning id, infoproduct_id, email, xmax::text <> '0' as updated
    ), numbered as (
      select lead.id as lead_id, given.n from lead
      join given on given.infoproduct_id = lead.infoproduct_id and given.email = lead.email
    ), answers as (
      select * from json_to_recordset(${answers}::json) as a(n integer, field integer, value text)
    ), kept as (
      insert into ${infoproductLeadAnswers} (lead_id, form_field_id, value)
      select numbered.lead_id, answers.field, answers.value from numbered join answers on answers.n = numbered.n
      order by numbered.lead_id, answers.field
      on conflict (lead_id, form_field_id) do update set value = excluded.value
      returning 1
    ), dropped as (
      delete from ${infoproductLeadAnswers} as old using numbered
      where old.lead_id = numbered.lead_id
        and not exists (select 1 from answers where answers.n = numbered.n and answers.field = old.form_field_id)
      returning 1
    )
    select lead.id, lead.infoproduct_id, lead.email, lead.updated from lead`);
  const saved = new Map(
    rowsOf<{ id: number; infoproduct_id: number; email: string; updated: boolean }>(result).map((row) => [
      `${Number(row.infoproduct_id)}\u0000${row.email}`,
      { id: Number(row.id), updated: row.updated === true },
    ]),
  );
  const answered = new Map<LeadWrite, { id: number; updated: boolean }>();
  const seen = new Set<string>();
  for (const write of writes) {
    const key = keyOf(write);
    const row = saved.get(key);
    if (!row) throw new Error('the lead upsert returned no row');
    answered.set(write, seen.has(key) ? { id: row.id, updated: true } : row);
    seen.add(key);
  }
  return answered;
}

/** The owner's item (null when missing or another's). */
export async function findOwnedInfoproduct(
  db: Db,
  ownerId: number,
  id: number,
): Promise<{ id: number; title: string } | null> {
  const [row] = await db
    .select({ id: infoproducts.id, title: infoproducts.title })
    .from(infoproducts)
    .where(and(eq(infoproducts.id, id), eq(infoproducts.userId, ownerId)))
    .limit(1);
  return row ?? null;
}

export type LeadRow = typeof infoproductLeads.$inferSelect;

export type LeadSortField = 'id' | 'email' | 'dateCreate' | 'dateUpdate';
export const leadSortColumns: Record<LeadSortField, SQL | typeof infoproductLeads.id> = {
  id: infoproductLeads.id,
  email: sql`${infoproductLeads.email}`,
  dateCreate: sql`${infoproductLeads.createdAt}`,
  dateUpdate: sql`${infoproductLeads.updatedAt}`,
};

/** One page of an item's leads (the caller has checked the item is the owner's). */
export async function listLeadsOf(
  db: Db,
  infoproductId: number,
  orderBy: SQL[],
  page: PageRequest,
): Promise<{ rows: LeadRow[]; total: number }> {
  const of = eq(infoproductLeads.infoproductId, infoproductId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(infoproductLeads)
      .where(of)
      .orderBy(...orderBy, sql`${infoproductLeads.id} desc`)
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(infoproductLeads).where(of),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export interface LeadAnswerRow {
  id: number;
  leadId: number;
  fieldId: number;
  fieldName: string;
  value: string;
}

/** The answers of some leads with their fields' names (deleted fields too: the answer was given to them). */
export async function findAnswersOf(db: Db, leadIds: readonly number[]): Promise<LeadAnswerRow[]> {
  if (leadIds.length === 0) return [];
  return db
    .select({
      id: infoproductLeadAnswers.id,
      leadId: infoproductLeadAnswers.leadId,
      fieldId: infoproductFormFields.id,
      fieldName: infoproductFormFields.name,
      value: infoproductLeadAnswers.value,
    })
    .from(infoproductLeadAnswers)
    .innerJoin(infoproductFormFields, eq(infoproductFormFields.id, infoproductLeadAnswers.formFieldId))
    .where(inArray(infoproductLeadAnswers.leadId, [...leadIds]))
    .orderBy(infoproductFormFields.position, infoproductFormFields.id);
}

/** Deletes one lead of the owner's items; false when it is missing or not theirs. */
export async function deleteOwnedLead(db: Db, ownerId: number, id: number): Promise<boolean> {
  const owned = db.select({ id: infoproducts.id }).from(infoproducts).where(eq(infoproducts.userId, ownerId));
  const rows = await db
    .delete(infoproductLeads)
    .where(and(eq(infoproductLeads.id, id), inArray(infoproductLeads.infoproductId, owned)))
    .returning({ id: infoproductLeads.id });
  return rows.length > 0;
}

/** The live fields of an item in page order: the export's columns. */
export async function findLiveFieldsOf(
  db: Db,
  infoproductId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: infoproductFormFields.id, name: infoproductFormFields.name })
    .from(infoproductFormFields)
    .where(
      and(eq(infoproductFormFields.infoproductId, infoproductId), eq(infoproductFormFields.deleted, false)),
    )
    .orderBy(infoproductFormFields.position, infoproductFormFields.id);
}

export type ExportRow = {
  id: number;
  email: string;
  createdAt: string;
  consentAt: string;
  consentIp: string | null;
  consentUserAgent: string | null;
  consentText: string;
  /** Answers by field id. */
  answers: Record<string, string>;
  /** The keyset cursor: `created_at` at full precision (a JavaScript date would drop its microseconds). */
  cursor: string;
};

/**
 * The next `limit` leads of an item, oldest first, after the cursor: keyset pages over the item's
 * (infoproduct_id, created_at, id) index, so each page costs the same however far the export is.
 */
export async function findExportPage(
  db: Db,
  infoproductId: number,
  after: { cursor: string; id: number } | null,
  limit: number,
): Promise<ExportRow[]> {
  const l = infoproductLeads;
  const afterClause = after
    ? sql`and (${l.createdAt}, ${l.id}) > (${after.cursor}::timestamptz, ${after.id})`
    : sql``;
  const result = await db.execute(sql`
    select ${l.id} as id, ${l.email} as email,
      to_char(${l.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      to_char(${l.consentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "consentAt",
      ${l.consentIp} as "consentIp", ${l.consentUserAgent} as "consentUserAgent", ${l.consentText} as "consentText",
      coalesce((select json_object_agg(a.form_field_id, a.value) from ${infoproductLeadAnswers} a where a.lead_id = ${l.id}), '{}'::json) as answers,
      ${l.createdAt}::text as cursor
    from ${l}
    where ${l.infoproductId} = ${infoproductId} ${afterClause}
    order by ${l.createdAt}, ${l.id}
    limit ${limit}`);
  return rowsOf<ExportRow>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    answers: typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers,
  }));
}

/** What a delivery link serves: the lead's item's live e-book (null when the lead, item or file is gone). */
export async function findDelivery(
  db: Db,
  leadId: number,
): Promise<{
  title: string;
  action: InfoproductAction;
  key: string;
  contentType: string;
  size: number;
} | null> {
  const [row] = await db
    .select({
      title: infoproducts.title,
      action: infoproducts.action,
      key: files.key,
      contentType: files.contentType,
      size: files.size,
    })
    .from(infoproductLeads)
    .innerJoin(infoproducts, eq(infoproducts.id, infoproductLeads.infoproductId))
    .innerJoin(
      files,
      and(
        sql`${files.id} = (${infoproducts.resource}->>'id')::integer`,
        eq(files.userId, infoproducts.userId),
        isNull(files.deletedAt),
      ),
    )
    .where(and(eq(infoproductLeads.id, leadId), resourceIsLive))
    .limit(1);
  return row ?? null;
}
