import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type InfoproductFileValue,
  type InfoproductRow,
  infoproductFooterLinks,
  infoproductFooters,
  infoproductFormFieldOptions,
  infoproductFormFields,
  infoproductItems,
  infoproductLeads,
  infoproducts,
  type OnlineAddressRow,
  onlineAddressClicks,
  onlineAddresses,
  userSubscriptionPlans,
} from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { planActiveAt } from '../plans';

/** The page's own link as its owner reads it. */
export type InfoproductLink = Pick<OnlineAddressRow, 'id' | 'code' | 'url' | 'active' | 'type'> & {
  clicks: number;
};
export interface InfoproductWithLink extends InfoproductRow {
  link: InfoproductLink;
  /** Leads captured so far. */
  leads: number;
}

const linkColumns = {
  id: onlineAddresses.id,
  code: onlineAddresses.code,
  url: onlineAddresses.url,
  active: onlineAddresses.active,
  type: onlineAddresses.type,
  clicks: sql<number>`coalesce(${onlineAddressClicks.clicks}, 0)`.mapWith(Number),
};

const leadCount =
  sql<number>`(select count(*) from ${infoproductLeads} where ${infoproductLeads.infoproductId} = ${infoproducts.id})`.mapWith(
    Number,
  );

const ownedBy = (ownerId: number) => eq(infoproducts.userId, ownerId);

function ownedRows(db: Db) {
  return db
    .select({ row: infoproducts, link: linkColumns, leads: leadCount })
    .from(infoproducts)
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, infoproducts.onlineAddressId))
    .leftJoin(onlineAddressClicks, eq(onlineAddressClicks.onlineAddressId, onlineAddresses.id));
}

const withLink = ({ row, link, leads }: { row: InfoproductRow; link: InfoproductLink; leads: number }) => ({
  ...row,
  link,
  leads,
});

/** The owner's page by id (null when missing or another's); `lock` holds its row for the transaction. */
export async function findOwnedInfoproduct(
  db: Db,
  ownerId: number,
  id: number,
  lock = false,
): Promise<InfoproductWithLink | null> {
  const query = ownedRows(db)
    .where(and(eq(infoproducts.id, id), ownedBy(ownerId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: infoproducts }) : await query;
  return row ? withLink(row) : null;
}

export type InfoproductSortField = 'id' | 'dateCreate' | 'dateUpdate';
export const infoproductSortColumns: Record<InfoproductSortField, SQL | typeof infoproducts.id> = {
  id: infoproducts.id,
  dateCreate: sql`${infoproducts.createdAt}`,
  dateUpdate: sql`${infoproducts.updatedAt}`,
};

/** One page of the owner's pages with their link's clicks and lead count, and how many they have. */
export async function listOwnedInfoproducts(
  db: Db,
  ownerId: number,
  orderBy: SQL[],
  page: PageRequest,
): Promise<{ rows: InfoproductWithLink[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    ownedRows(db)
      .where(ownedBy(ownerId))
      .orderBy(...orderBy, desc(infoproducts.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(infoproducts).where(ownedBy(ownerId)),
  ]);
  return { rows: rows.map(withLink), total: total?.total ?? 0 };
}

/** The pages `ids` when they are the owner's (a subquery every part read is scoped by). */
const ownedPages = (ownerId: number, ids: readonly number[]) =>
  sql`(select ${infoproducts.id} from ${infoproducts} where ${infoproducts.userId} = ${ownerId} and ${inArray(infoproducts.id, [...ids])})`;

export type ItemRow = typeof infoproductItems.$inferSelect;
export type FormFieldRow = typeof infoproductFormFields.$inferSelect;
export type OptionRow = typeof infoproductFormFieldOptions.$inferSelect;
export type FooterRow = typeof infoproductFooters.$inferSelect;
export type FooterLinkRow = typeof infoproductFooterLinks.$inferSelect;

/** The topics of the owner's pages (deleted ones too: the editor shows them greyed), in order. */
export async function findItemsOf(db: Db, ownerId: number, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(infoproductItems)
    .where(sql`${infoproductItems.infoproductId} in ${ownedPages(ownerId, ids)}`)
    .orderBy(asc(infoproductItems.infoproductId), asc(infoproductItems.position), asc(infoproductItems.id));
}

/** The custom fields of the owner's pages (deleted ones too), in order. */
export async function findFormFieldsOf(
  db: Db,
  ownerId: number,
  ids: readonly number[],
): Promise<FormFieldRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(infoproductFormFields)
    .where(sql`${infoproductFormFields.infoproductId} in ${ownedPages(ownerId, ids)}`)
    .orderBy(asc(infoproductFormFields.position), asc(infoproductFormFields.id));
}

/** The options of the owner's pages' fields (deleted ones too), in order. */
export async function findOptionsOf(db: Db, ownerId: number, ids: readonly number[]): Promise<OptionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ option: infoproductFormFieldOptions })
    .from(infoproductFormFieldOptions)
    .innerJoin(infoproductFormFields, eq(infoproductFormFields.id, infoproductFormFieldOptions.formFieldId))
    .where(sql`${infoproductFormFields.infoproductId} in ${ownedPages(ownerId, ids)}`)
    .orderBy(asc(infoproductFormFieldOptions.position), asc(infoproductFormFieldOptions.id))
    .then((rows) => rows.map((row) => row.option));
}

/** The footers of the owner's pages (one at most per page). */
export async function findFootersOf(db: Db, ownerId: number, ids: readonly number[]): Promise<FooterRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(infoproductFooters)
    .where(sql`${infoproductFooters.infoproductId} in ${ownedPages(ownerId, ids)}`);
}

/** The links of the owner's pages' footers (deleted ones too), in order. */
export async function findFooterLinksOf(
  db: Db,
  ownerId: number,
  ids: readonly number[],
): Promise<FooterLinkRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ link: infoproductFooterLinks })
    .from(infoproductFooterLinks)
    .innerJoin(infoproductFooters, eq(infoproductFooters.id, infoproductFooterLinks.footerId))
    .where(sql`${infoproductFooters.infoproductId} in ${ownedPages(ownerId, ids)}`)
    .orderBy(asc(infoproductFooterLinks.position), asc(infoproductFooterLinks.id))
    .then((rows) => rows.map((row) => row.link));
}

/** A new INFOPRODUCT link of the owner; null when the code is taken. */
export async function insertInfoproductLink(
  db: Db,
  ownerId: number,
  values: { code: string; url: string },
): Promise<{ id: number } | null> {
  const [row] = await db
    .insert(onlineAddresses)
    .values({ ...values, type: 'INFOPRODUCT', userId: ownerId })
    .onConflictDoNothing({ target: onlineAddresses.code })
    .returning({ id: onlineAddresses.id });
  return row ?? null;
}

/** Changes one of the owner's INFOPRODUCT links; false when it is not theirs. */
export async function updateOwnedInfoproductLink(
  db: Db,
  ownerId: number,
  id: number,
  changes: Partial<Pick<OnlineAddressRow, 'code' | 'url' | 'active' | 'deletedAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(onlineAddresses)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(onlineAddresses.id, id),
        eq(onlineAddresses.userId, ownerId),
        eq(onlineAddresses.type, 'INFOPRODUCT'),
      ),
    )
    .returning({ id: onlineAddresses.id });
  return rows.length > 0;
}

export type InfoproductValues = Omit<
  InfoproductRow,
  'id' | 'userId' | 'onlineAddressId' | 'createdAt' | 'updatedAt'
>;

export async function insertInfoproduct(
  db: Db,
  ownerId: number,
  onlineAddressId: number,
  values: InfoproductValues,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(infoproducts)
    .values({ ...values, userId: ownerId, onlineAddressId })
    .returning({ id: infoproducts.id });
  if (!row) throw new Error('infoproduct insert returned no row');
  return row;
}

export async function updateOwnedInfoproduct(
  db: Db,
  ownerId: number,
  id: number,
  values: InfoproductValues,
): Promise<boolean> {
  const rows = await db
    .update(infoproducts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(infoproducts.id, id), ownedBy(ownerId)))
    .returning({ id: infoproducts.id });
  return rows.length > 0;
}

/** Deletes the owner's page (its parts and leads go with it: cascade); its link id and code, or null. */
export async function deleteOwnedInfoproduct(
  db: Db,
  ownerId: number,
  id: number,
): Promise<{ linkId: number } | null> {
  const [row] = await db
    .delete(infoproducts)
    .where(and(eq(infoproducts.id, id), ownedBy(ownerId)))
    .returning({ linkId: infoproducts.onlineAddressId });
  return row ?? null;
}

/** A page row as an owner-scoped read returned it: what parts are written under. */
export type OwnedInfoproduct = Pick<InfoproductRow, 'id' | 'userId'>;

/** The parts of a list: what each one stores besides its page, position and deleted flag. */
export type ItemValues = Pick<ItemRow, 'value'>;
export type FormFieldValues = Pick<FormFieldRow, 'name' | 'type' | 'inputType' | 'required'>;
export type OptionValues = Pick<OptionRow, 'value'>;
export type FooterLinkValues = Pick<FooterLinkRow, 'name' | 'href'>;
interface Placed {
  position: number;
  deleted: boolean;
}

/**
 * The writes of one kind of part under a parent the caller read owner-scoped in this transaction: an insert
 * answers the new id, an update is scoped to that parent (false when the id is not one of its parts).
 */
export interface PartWrites<V> {
  insert(values: V & Placed): Promise<number>;
  update(id: number, values: (V & Placed) | Placed): Promise<boolean>;
}

export function itemWrites(db: Db, page: OwnedInfoproduct): PartWrites<ItemValues> {
  return {
    async insert(values) {
      const [row] = await db
        .insert(infoproductItems)
        .values({ ...values, infoproductId: page.id })
        .returning({ id: infoproductItems.id });
      return row?.id ?? 0;
    },
    async update(id, values) {
      const rows = await db
        .update(infoproductItems)
        .set(values)
        .where(and(eq(infoproductItems.id, id), eq(infoproductItems.infoproductId, page.id)))
        .returning({ id: infoproductItems.id });
      return rows.length > 0;
    },
  };
}

export function formFieldWrites(db: Db, page: OwnedInfoproduct): PartWrites<FormFieldValues> {
  return {
    async insert(values) {
      const [row] = await db
        .insert(infoproductFormFields)
        .values({ ...values, infoproductId: page.id })
        .returning({ id: infoproductFormFields.id });
      return row?.id ?? 0;
    },
    async update(id, values) {
      const rows = await db
        .update(infoproductFormFields)
        .set(values)
        .where(and(eq(infoproductFormFields.id, id), eq(infoproductFormFields.infoproductId, page.id)))
        .returning({ id: infoproductFormFields.id });
      return rows.length > 0;
    },
  };
}

/** The options of one field, written or read under the page in this transaction. */
export function optionWrites(db: Db, fieldId: number): PartWrites<OptionValues> {
  return {
    async insert(values) {
      const [row] = await db
        .insert(infoproductFormFieldOptions)
        .values({ ...values, formFieldId: fieldId })
        .returning({ id: infoproductFormFieldOptions.id });
      return row?.id ?? 0;
    },
    async update(id, values) {
      const rows = await db
        .update(infoproductFormFieldOptions)
        .set(values)
        .where(
          and(eq(infoproductFormFieldOptions.id, id), eq(infoproductFormFieldOptions.formFieldId, fieldId)),
        )
        .returning({ id: infoproductFormFieldOptions.id });
      return rows.length > 0;
    },
  };
}

/** The page's footer, created or replaced (one per page); answers its id. */
export async function upsertFooter(
  db: Db,
  page: OwnedInfoproduct,
  values: { brandImage: InfoproductFileValue | null; text: string },
): Promise<number> {
  const [row] = await db
    .insert(infoproductFooters)
    .values({ ...values, infoproductId: page.id })
    .onConflictDoUpdate({ target: infoproductFooters.infoproductId, set: values })
    .returning({ id: infoproductFooters.id });
  if (!row) throw new Error('footer upsert returned no row');
  return row.id;
}

/** Removes the page's footer and its links (a whole page saved without one). */
export async function deleteFooter(db: Db, page: OwnedInfoproduct): Promise<void> {
  await db.delete(infoproductFooters).where(eq(infoproductFooters.infoproductId, page.id));
}

export function footerLinkWrites(db: Db, footerId: number): PartWrites<FooterLinkValues> {
  return {
    async insert(values) {
      const [row] = await db
        .insert(infoproductFooterLinks)
        .values({ ...values, footerId })
        .returning({ id: infoproductFooterLinks.id });
      return row?.id ?? 0;
    },
    async update(id, values) {
      const rows = await db
        .update(infoproductFooterLinks)
        .set(values)
        .where(and(eq(infoproductFooterLinks.id, id), eq(infoproductFooterLinks.footerId, footerId)))
        .returning({ id: infoproductFooterLinks.id });
      return rows.length > 0;
    },
  };
}

/** The link of a page, whoever owns it (the public form's answer is that page). */
export async function findInfoproductLinkId(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ linkId: infoproducts.onlineAddressId })
    .from(infoproducts)
    .where(eq(infoproducts.id, id))
    .limit(1);
  return row?.linkId ?? null;
}

/** A live custom field as the visitor statement aggregates it. */
export interface VisitorFieldJson {
  id: number;
  name: string;
  type: FormFieldRow['type'];
  inputType: FormFieldRow['inputType'];
  required: boolean;
  options: { id: number; value: string }[];
}
export interface VisitorFooterJson {
  brandImage: InfoproductFileValue | null;
  text: string;
  links: { name: string; href: string }[];
}

// Plain SQL with aliases inside the aggregates; the outer page is named through Drizzle (qualified: the
// statement joins its link).
const liveItems = sql<string[]>`(
  select coalesce(json_agg(i.value order by i.position, i.id), '[]'::json)
  from infoproduct_items i where i.infoproduct_id = ${infoproducts.id} and not i.deleted
)`;

const liveFields = sql<VisitorFieldJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', f.id, 'name', f.name, 'type', f.type, 'inputType', f.input_type, 'required', f.required,
    'options', (
      select coalesce(json_agg(json_build_object('id', o.id, 'value', o.value) order by o.position, o.id), '[]'::json)
      from infoproduct_form_field_options o where o.form_field_id = f.id and not o.deleted
    )
  ) order by f.position, f.id), '[]'::json)
  from infoproduct_form_fields f where f.infoproduct_id = ${infoproducts.id} and not f.deleted
)`;

const footer = sql<VisitorFooterJson | null>`(
  select json_build_object('brandImage', ft.brand_image, 'text', ft.text, 'links', (
    select coalesce(json_agg(json_build_object('name', l.name, 'href', l.href) order by l.position, l.id), '[]'::json)
    from infoproduct_footer_links l where l.footer_id = ft.id and not l.deleted
  ))
  from infoproduct_footers ft where ft.infoproduct_id = ${infoproducts.id}
)`;

/** The owner's active plans' ids (the rule of `planActiveAt`): what the page may show is their tier's. */
const ownerPlanIds = sql<number[]>`(
  select coalesce(json_agg(${userSubscriptionPlans.subscriptionPlanId}), '[]'::json)
  from ${userSubscriptionPlans}
  where ${userSubscriptionPlans.userId} = ${infoproducts.userId} and ${planActiveAt(sql`now()`)}
)`;

function prepareVisitorInfoproducts(db: Db) {
  return db
    .select({
      linkId: infoproducts.onlineAddressId,
      page: infoproducts,
      itens: liveItems,
      formFields: liveFields,
      footer,
      planIds: ownerPlanIds,
    })
    .from(infoproducts)
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, infoproducts.onlineAddressId))
    .where(sql`${infoproducts.onlineAddressId} = any(${sql.placeholder('linkIds')})`)
    .prepare('atalho_visitor_infoproducts');
}

type VisitorInfoproductsQuery = ReturnType<typeof prepareVisitorInfoproducts>;
export type VisitorInfoproductRow = Awaited<ReturnType<VisitorInfoproductsQuery['execute']>>[number];

/** Prepared once per database (planned once per PostgreSQL connection, then only executed). */
const prepared = new WeakMap<Db, VisitorInfoproductsQuery>();

/** The pages of these links with their live topics, fields, options and footer, in order (one statement). */
export function findVisitorInfoproducts(
  db: Db,
  linkIds: readonly number[],
): Promise<VisitorInfoproductRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareVisitorInfoproducts(db);
    prepared.set(db, query);
  }
  return query.execute({ linkIds: [...linkIds] });
}
