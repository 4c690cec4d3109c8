import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DomainKind, DomainRow } from '../../db/schema';
import { hasFeature } from '../../entitlements';
import { AppError } from '../../errors';
import { findActivePlans } from '../plans';
import { findUserByEmail } from '../users';
import { DOMAIN_MAX, isSubdomainName, isWithin, normalizeHost } from './host-names';
import {
  deleteDomainByHost,
  findDomainByHost,
  findDomainOfKind,
  findDomainsWithOwners,
  insertDomain,
} from './queries';
import { checkDomain, type DomainCheckResult, type DomainChecks } from './verify-domains';

/** What the admin CLI prints of a domain. */
export interface DomainSummary {
  host: string;
  kind: DomainKind;
  userId: number;
  email: string;
  status: DomainRow['status'];
  txt: string;
  lastError: string | null;
  checkedAt: string | null;
}

function summaryOf(row: DomainRow, email: string): DomainSummary {
  return {
    host: row.host,
    kind: row.kind,
    userId: row.userId,
    email,
    status: row.status,
    txt: `_atalho.${row.host} TXT atalho-verify=${row.token}`,
    lastError: row.lastError,
    checkedAt: row.checkedAt?.toISOString() ?? null,
  };
}

async function businessOwner(db: Db, email: string): Promise<{ id: number; email: string }> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, ['user.not.found']);
  const plans = (await findActivePlans(db, [user.id])).get(user.id) ?? [];
  if (!hasFeature({ plans }, 'customDomain')) throw new AppError(403, ['plan.required']);
  return user;
}

async function addHost(
  db: Db,
  owner: { id: number; email: string },
  host: string,
  kind: DomainKind,
  now: Date,
): Promise<DomainSummary> {
  if (await findDomainByHost(db, host)) throw new AppError(409, ['domain.taken']);
  // One domain and one subdomain per owner, as the page config has one field of each (spec 001 §3).
  if (await findDomainOfKind(db, owner.id, kind)) throw new AppError(409, ['domain.limit']);
  const row = await insertDomain(db, {
    host,
    kind,
    userId: owner.id,
    token: randomBytes(16).toString('hex'),
    // A subdomain is a name in the product's own wildcard zone: nothing for the customer to point or prove.
    status: kind === 'subdomain' ? 'verified' : 'pending',
    ...(kind === 'subdomain' ? { verifiedAt: now } : {}),
  });
  return summaryOf(row, owner.email);
}

/** `domain add EMAIL HOST`: the customer's own host, pending until the check sees its DNS. */
export async function addDomain(
  db: Db,
  config: Config,
  input: { email: string; host: string },
  now = new Date(),
): Promise<DomainSummary> {
  const host = normalizeHost(input.host);
  if (!host || host.length > DOMAIN_MAX) throw new AppError(400, ['domain.invalid']);
  const own = new URL(config.publicUrl).hostname.toLowerCase();
  const base = config.customDomains.subdomainBase;
  if (isWithin(host, own) || (base && isWithin(host, base))) throw new AppError(400, ['domain.invalid']);
  return addHost(db, await businessOwner(db, input.email), host, 'domain', now);
}

/** `subdomain add EMAIL NAME`: `{name}.{SUBDOMAIN_BASE}`, verified at once. */
export async function addSubdomain(
  db: Db,
  config: Config,
  input: { email: string; name: string },
  now = new Date(),
): Promise<DomainSummary> {
  const base = config.customDomains.subdomainBase;
  if (!base) throw new AppError(400, ['subdomain.base.unset']);
  const name = input.name.trim().toLowerCase();
  if (!isSubdomainName(name)) throw new AppError(400, ['domain.invalid']);
  return addHost(db, await businessOwner(db, input.email), `${name}.${base}`, 'subdomain', now);
}

async function domainOrThrow(db: Db, input: string): Promise<DomainRow> {
  const host = normalizeHost(input);
  const row = host ? await findDomainByHost(db, host) : null;
  if (!row) throw new AppError(404, ['not.found']);
  return row;
}

/** `domain verify HOST`: checks its DNS now (the scheduled check does the same for every domain due). */
export async function verifyDomainNow(
  checks: DomainChecks,
  host: string,
  now = new Date(),
): Promise<DomainCheckResult> {
  return checkDomain(checks, await domainOrThrow(checks.db, host), now);
}

/** `domain remove HOST`: the host stops serving at once; the links stay on the main host. */
export async function removeDomain(db: Db, input: string): Promise<{ host: string; userId: number }> {
  const row = await deleteDomainByHost(db, (await domainOrThrow(db, input)).host);
  if (!row) throw new AppError(404, ['not.found']);
  return { host: row.host, userId: row.userId };
}

/** `domain list [EMAIL]` */
export async function listDomainSummaries(db: Db, email?: string): Promise<DomainSummary[]> {
  let ownerId: number | undefined;
  if (email !== undefined) {
    const user = await findUserByEmail(db, email);
    if (!user) throw new AppError(404, ['user.not.found']);
    ownerId = user.id;
  }
  return (await findDomainsWithOwners(db, ownerId)).map((row) => summaryOf(row, row.email));
}
