import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DomainKind, type DomainRow, type DomainStatus, domains, users } from '../../db/schema';

export type HostRow = Pick<DomainRow, 'host' | 'userId' | 'status' | 'kind'>;

const hostColumns = {
  host: domains.host,
  userId: domains.userId,
  status: domains.status,
  kind: domains.kind,
};

export async function findAllHosts(db: Db): Promise<HostRow[]> {
  return db.select(hostColumns).from(domains);
}

export async function findHostsOfOwner(db: Db, ownerId: number): Promise<HostRow[]> {
  return db.select(hostColumns).from(domains).where(eq(domains.userId, ownerId));
}

export async function findDomainByHost(db: Db, host: string): Promise<DomainRow | null> {
  const [row] = await db.select().from(domains).where(eq(domains.host, host)).limit(1);
  return row ?? null;
}

export async function findDomainOfKind(db: Db, ownerId: number, kind: DomainKind): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.userId, ownerId), eq(domains.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** The owner's domains, their own domain before the subdomain. */
export async function findDomainsOfOwner(db: Db, ownerId: number): Promise<DomainRow[]> {
  return db
    .select()
    .from(domains)
    .where(eq(domains.userId, ownerId))
    .orderBy(asc(domains.kind), asc(domains.id));
}

/** Every domain with its owner's e-mail (the admin list), or one owner's. */
export async function findDomainsWithOwners(
  db: Db,
  ownerId?: number,
): Promise<(DomainRow & { email: string })[]> {
  const rows = await db
    .select({ domain: domains, email: users.email })
    .from(domains)
    .innerJoin(users, eq(users.id, domains.userId))
    .where(ownerId === undefined ? undefined : eq(domains.userId, ownerId))
    .orderBy(asc(domains.host));
  return rows.map((row) => ({ ...row.domain, email: row.email }));
}

export async function insertDomain(
  db: Db,
  values: Pick<DomainRow, 'host' | 'kind' | 'userId' | 'status' | 'token'> & { verifiedAt?: Date },
): Promise<DomainRow> {
  const [row] = await db.insert(domains).values(values).returning();
  if (!row) throw new Error('domain insert returned no row');
  return row;
}

export async function deleteDomainByHost(db: Db, host: string): Promise<DomainRow | null> {
  const [row] = await db.delete(domains).where(eq(domains.host, host)).returning();
  return row ?? null;
}

/**
 * Own domains the check should look at now: pending and failing ones every run, verified ones once their last
 * check is older than `recheckBefore`. Subdomains live in the product's zone and are never checked.
 */
export async function findDomainsDue(db: Db, recheckBefore: Date, limit: number): Promise<DomainRow[]> {
  return db
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.kind, 'domain'),
        or(
          inArray(domains.status, ['pending', 'failing']),
          isNull(domains.checkedAt),
          lt(domains.checkedAt, recheckBefore),
        ),
      ),
    )
    .orderBy(asc(domains.checkedAt))
    .limit(limit);
}

/**
 * Writes a check's outcome only if the row is still in the status the check read (another instance's run, or an
 * admin's, may have moved it): true when written.
 */
export async function updateCheckedDomain(
  db: Db,
  id: number,
  readStatus: DomainStatus,
  values: Partial<Pick<DomainRow, 'status' | 'lastError' | 'checkedAt' | 'verifiedAt' | 'failingSince'>>,
): Promise<boolean> {
  const rows = await db
    .update(domains)
    .set(values)
    .where(and(eq(domains.id, id), eq(domains.status, readStatus)))
    .returning({ id: domains.id });
  return rows.length > 0;
}
