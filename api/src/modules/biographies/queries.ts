import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type BiographyRow,
  type BiographySectionRow,
  type BiographySocialLinkRow,
  type BioImageValue,
  biographies,
  biographySections,
  biographySocialLinks,
  type OnlineAddressRow,
  onlineAddressClicks,
  onlineAddresses,
} from '../../db/schema';
import type { PageRequest } from '../../http/paging';

/** The bio's own link as its owner reads it. */
export type BiographyLink = Pick<
  OnlineAddressRow,
  'id' | 'code' | 'url' | 'tags' | 'active' | 'type' | 'userId'
>;
export interface BiographyWithLink extends BiographyRow {
  link: BiographyLink;
}

/** A section's or social link's link, with its counted clicks. */
export type ItemLink = Pick<
  OnlineAddressRow,
  'id' | 'code' | 'url' | 'tags' | 'active' | 'type' | 'error' | 'lastCheck'
> & { clicks: number };
export type SectionWithLink = BiographySectionRow & { link: ItemLink | null };
export type SocialLinkWithLink = BiographySocialLinkRow & { link: ItemLink };

const bioLinkColumns = {
  id: onlineAddresses.id,
  code: onlineAddresses.code,
  url: onlineAddresses.url,
  tags: onlineAddresses.tags,
  active: onlineAddresses.active,
  type: onlineAddresses.type,
  userId: onlineAddresses.userId,
};

const itemLinkColumns = {
  id: onlineAddresses.id,
  code: onlineAddresses.code,
  url: onlineAddresses.url,
  tags: onlineAddresses.tags,
  active: onlineAddresses.active,
  type: onlineAddresses.type,
  error: onlineAddresses.error,
  lastCheck: onlineAddresses.lastCheck,
  clicks: sql<number>`coalesce(${onlineAddressClicks.clicks}, 0)`.mapWith(Number),
};

const ownedBy = (ownerId: number) => eq(biographies.userId, ownerId);

/** The owner's bio by id (null when missing or another's); `lock` holds it for the rest of the transaction. */
export async function findOwnedBiography(
  db: Db,
  ownerId: number,
  id: number,
  lock = false,
): Promise<BiographyWithLink | null> {
  const query = db
    .select({ bio: biographies, link: bioLinkColumns })
    .from(biographies)
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, biographies.onlineAddressId))
    .where(and(eq(biographies.id, id), ownedBy(ownerId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: biographies }) : await query;
  return row ? { ...row.bio, link: row.link } : null;
}

/** The id of the owner's bio, if they have one (one per user). */
export async function findBiographyIdOfOwner(db: Db, ownerId: number): Promise<number | null> {
  const [row] = await db.select({ id: biographies.id }).from(biographies).where(ownedBy(ownerId)).limit(1);
  return row?.id ?? null;
}

export type BiographySortField = 'id' | 'dateCreate' | 'dateUpdate';
export const biographySortColumns: Record<BiographySortField, SQL | typeof biographies.id> = {
  id: biographies.id,
  dateCreate: sql`${biographies.createdAt}`,
  dateUpdate: sql`${biographies.updatedAt}`,
};

export async function listOwnedBiographies(
  db: Db,
  ownerId: number,
  orderBy: SQL[],
  page: PageRequest,
): Promise<{ rows: BiographyWithLink[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ bio: biographies, link: bioLinkColumns })
      .from(biographies)
      .innerJoin(onlineAddresses, eq(onlineAddresses.id, biographies.onlineAddressId))
      .where(ownedBy(ownerId))
      .orderBy(...orderBy, desc(biographies.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(biographies).where(ownedBy(ownerId)),
  ]);
  return { rows: rows.map((row) => ({ ...row.bio, link: row.link })), total: total?.total ?? 0 };
}

/** The sections of the owner's bios (deleted ones too: the editor shows them greyed), in order. */
export async function findSectionsOf(
  db: Db,
  ownerId: number,
  biographyIds: readonly number[],
): Promise<SectionWithLink[]> {
  if (biographyIds.length === 0) return [];
  const rows = await db
    .select({ section: biographySections, link: itemLinkColumns })
    .from(biographySections)
    .innerJoin(biographies, eq(biographies.id, biographySections.biographyId))
    .leftJoin(onlineAddresses, eq(onlineAddresses.id, biographySections.onlineAddressId))
    .leftJoin(onlineAddressClicks, eq(onlineAddressClicks.onlineAddressId, onlineAddresses.id))
    .where(and(inArray(biographySections.biographyId, [...biographyIds]), ownedBy(ownerId)))
    .orderBy(asc(biographySections.position), asc(biographySections.id));
  return rows.map(({ section, link }) => ({ ...section, link: link?.id == null ? null : link }));
}

/** The social links of the owner's bios (deleted ones too), in order. */
export async function findSocialLinksOf(
  db: Db,
  ownerId: number,
  biographyIds: readonly number[],
): Promise<SocialLinkWithLink[]> {
  if (biographyIds.length === 0) return [];
  const rows = await db
    .select({ social: biographySocialLinks, link: itemLinkColumns })
    .from(biographySocialLinks)
    .innerJoin(biographies, eq(biographies.id, biographySocialLinks.biographyId))
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, biographySocialLinks.onlineAddressId))
    .leftJoin(onlineAddressClicks, eq(onlineAddressClicks.onlineAddressId, onlineAddresses.id))
    .where(and(inArray(biographySocialLinks.biographyId, [...biographyIds]), ownedBy(ownerId)))
    .orderBy(asc(biographySocialLinks.position), asc(biographySocialLinks.id));
  return rows.map(({ social, link }) => ({ ...social, link }));
}

/** The link holding this code, deleted ones included (a code is never handed out twice), or null. */
export async function findCodeHolder(db: Db, code: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: onlineAddresses.id })
    .from(onlineAddresses)
    .where(eq(onlineAddresses.code, code))
    .limit(1);
  return row ?? null;
}

/** A new BIO link of the owner; null when the code is taken. */
export async function insertBioLink(
  db: Db,
  ownerId: number,
  values: { code: string; url: string },
): Promise<OnlineAddressRow | null> {
  const [row] = await db
    .insert(onlineAddresses)
    .values({ ...values, type: 'BIO', userId: ownerId })
    .onConflictDoNothing({ target: onlineAddresses.code })
    .returning();
  return row ?? null;
}

/** Changes one of the owner's BIO links; false when it is not theirs. */
export async function updateOwnedBioLink(
  db: Db,
  ownerId: number,
  id: number,
  changes: Partial<Pick<OnlineAddressRow, 'code' | 'url' | 'active'>>,
): Promise<boolean> {
  const rows = await db
    .update(onlineAddresses)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(eq(onlineAddresses.id, id), eq(onlineAddresses.userId, ownerId), eq(onlineAddresses.type, 'BIO')),
    )
    .returning({ id: onlineAddresses.id });
  return rows.length > 0;
}

export type BiographyValues = Omit<
  BiographyRow,
  'id' | 'userId' | 'onlineAddressId' | 'createdAt' | 'updatedAt'
>;

/** The owner's bio; null when they have one already (the unique index decides, also between two requests). */
export async function insertBiography(
  db: Db,
  ownerId: number,
  onlineAddressId: number,
  values: BiographyValues,
): Promise<BiographyRow | null> {
  const [row] = await db
    .insert(biographies)
    .values({ ...values, userId: ownerId, onlineAddressId })
    .onConflictDoNothing({ target: biographies.userId })
    .returning();
  return row ?? null;
}

export async function updateOwnedBiography(
  db: Db,
  ownerId: number,
  id: number,
  values: Partial<BiographyValues>,
): Promise<boolean> {
  const rows = await db
    .update(biographies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(biographies.id, id), ownedBy(ownerId)))
    .returning({ id: biographies.id });
  return rows.length > 0;
}

/** A bio row as an owner-scoped read returned it: what items are inserted under. */
export type OwnedBiography = Pick<BiographyRow, 'id' | 'userId'>;

/** The bio `biographyId` when it is the owner's: items are written only under a bio of theirs. */
const underOwnedBio = (ownerId: number, biographyId: number) =>
  sql`(select ${biographies.id} from ${biographies} where ${biographies.id} = ${biographyId} and ${biographies.userId} = ${ownerId})`;

export type SectionValues = Omit<BiographySectionRow, 'id' | 'biographyId' | 'createdAt' | 'updatedAt'>;

/** A new section of a bio read owner-scoped (`findOwnedBiography`, locked in the same transaction). */
export async function insertSection(db: Db, biography: OwnedBiography, values: SectionValues): Promise<void> {
  await db.insert(biographySections).values({ ...values, biographyId: biography.id });
}

/** Changes a section of the owner's bio; false when it is not one. */
export async function updateSection(
  db: Db,
  ownerId: number,
  biographyId: number,
  id: number,
  values: Partial<SectionValues>,
): Promise<boolean> {
  const rows = await db
    .update(biographySections)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(biographySections.id, id),
        sql`${biographySections.biographyId} = ${underOwnedBio(ownerId, biographyId)}`,
      ),
    )
    .returning({ id: biographySections.id });
  return rows.length > 0;
}

export type SocialLinkValues = Omit<BiographySocialLinkRow, 'id' | 'biographyId' | 'createdAt' | 'updatedAt'>;

/** A new social link of a bio read owner-scoped (`findOwnedBiography`, locked in the same transaction). */
export async function insertSocialLink(
  db: Db,
  biography: OwnedBiography,
  values: SocialLinkValues,
): Promise<void> {
  await db.insert(biographySocialLinks).values({ ...values, biographyId: biography.id });
}

export async function updateSocialLink(
  db: Db,
  ownerId: number,
  biographyId: number,
  id: number,
  values: Partial<SocialLinkValues>,
): Promise<boolean> {
  const rows = await db
    .update(biographySocialLinks)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(biographySocialLinks.id, id),
        sql`${biographySocialLinks.biographyId} = ${underOwnedBio(ownerId, biographyId)}`,
      ),
    )
    .returning({ id: biographySocialLinks.id });
  return rows.length > 0;
}

/** A live item of a bio as the visitor statement aggregates it. */
export interface VisitorItemJson {
  type: BiographySectionRow['type'];
  title: string | null;
  description: string | null;
  icon: string | null;
  aspectRatio: BiographySectionRow['aspectRatio'];
  image: BioImageValue | null;
  link: { id: number; code: string; url: string } | null;
}
export interface VisitorSocialJson {
  title: BiographySocialLinkRow['title'];
  link: { id: number; code: string; url: string };
}

// Plain SQL with aliases: Drizzle leaves columns unqualified in a one-table select, ambiguous in a subquery.
const liveSections = sql<VisitorItemJson[]>`(
  select coalesce(json_agg(json_build_object(
    'type', s.type, 'title', s.title, 'description', s.description, 'icon', s.icon,
    'aspectRatio', s.aspect_ratio, 'image', s.image,
    'link', case when l.id is null then null else json_build_object('id', l.id, 'code', l.code, 'url', l.url) end
  ) order by s.position, s.id), '[]'::json)
  from biography_sections s left join online_addresses l on l.id = s.online_address_id
  where s.biography_id = "biographies"."id" and not s.deleted
    and (s.online_address_id is null or (l.active and l.deleted_at is null))
)`;

const liveSocialLinks = sql<VisitorSocialJson[]>`(
  select coalesce(json_agg(json_build_object(
    'title', m.title, 'link', json_build_object('id', l.id, 'code', l.code, 'url', l.url)
  ) order by m.position, m.id), '[]'::json)
  from biography_social_links m join online_addresses l on l.id = m.online_address_id
  where m.biography_id = "biographies"."id" and not m.deleted and l.active and l.deleted_at is null
)`;

function prepareVisitorBiographies(db: Db) {
  return db
    .select({
      linkId: biographies.onlineAddressId,
      bio: biographies,
      sections: liveSections,
      socialLinks: liveSocialLinks,
    })
    .from(biographies)
    .where(sql`${biographies.onlineAddressId} = any(${sql.placeholder('linkIds')})`)
    .prepare('atalho_visitor_biographies');
}

type VisitorBiographiesQuery = ReturnType<typeof prepareVisitorBiographies>;
export type VisitorBiographyRow = Awaited<ReturnType<VisitorBiographiesQuery['execute']>>[number];

/** Prepared once per database (planned once per PostgreSQL connection, then only executed). */
const prepared = new WeakMap<Db, VisitorBiographiesQuery>();

/** The bios of these links, each with its live sections and social links in order (one statement). */
export function findVisitorBiographies(db: Db, linkIds: readonly number[]): Promise<VisitorBiographyRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareVisitorBiographies(db);
    prepared.set(db, query);
  }
  return query.execute({ linkIds: [...linkIds] });
}
