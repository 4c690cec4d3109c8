import type { Db } from '../../db/client';
import { hasFeature } from '../../entitlements';
import { findActivePlans } from '../plans';
import { normalizeHost } from './host-names';
import { findDomainByHost } from './queries';

/** The host when a certificate may be issued for it: verified, and its owner's plan has `customDomain`. */
export async function isTlsAllowed(db: Db, domain: string): Promise<string | undefined> {
  const host = normalizeHost(domain);
  const row = host ? await findDomainByHost(db, host) : null;
  if (row?.status !== 'verified') return undefined;
  const plans = (await findActivePlans(db, [row.userId])).get(row.userId) ?? [];
  return hasFeature({ plans }, 'customDomain') ? row.host : undefined;
}
