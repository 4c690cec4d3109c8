import type { Db } from '../../db/client';
import type { DomainRow, DomainStatus } from '../../db/schema';
import type { DnsResolver } from '../../providers/dns';
import { checkDomainDns, type DomainTarget } from './check-domain-dns';
import { findDomainsDue, updateCheckedDomain } from './queries';

/** What a check needs: the database, DNS and where a host must point. */
export interface DomainChecks {
  db: Db;
  dns: DnsResolver;
  target: DomainTarget;
}

/** A verified domain is asked again once its last check is this old (a lost CNAME stops it within hours). */
const RECHECK_AFTER_MS = 6 * 60 * 60 * 1000;
const BATCH = 200;

export interface DomainCheckResult {
  host: string;
  userId: number;
  status: DomainStatus;
  /** Why the check failed (`dns.unanswered` when DNS did not answer: nothing was changed). */
  problem: string | null;
  /** The status moved (the owner's hosts must be reloaded). */
  changed: boolean;
}

/**
 * One domain's check: pending → verified when DNS points here with the token, verified → failing when it no longer
 * does, failing → verified when it does again. A pending domain that fails stays pending. An unanswered DNS query
 * changes nothing. The write is guarded by the status read, so two runs at once write one outcome.
 */
export async function checkDomain(
  checks: DomainChecks,
  row: DomainRow,
  now: Date,
): Promise<DomainCheckResult> {
  const base = { host: row.host, userId: row.userId };
  if (row.kind === 'subdomain') return { ...base, status: row.status, problem: null, changed: false };
  let problem: string | null;
  try {
    problem = await checkDomainDns(checks.dns, row, checks.target);
  } catch {
    return { ...base, status: row.status, problem: 'dns.unanswered', changed: false };
  }
  const status: DomainStatus =
    problem === null ? 'verified' : row.status === 'pending' ? 'pending' : 'failing';
  const written = await updateCheckedDomain(checks.db, row.id, row.status, {
    status,
    lastError: problem,
    checkedAt: now,
    verifiedAt: status === 'verified' && row.status === 'pending' ? now : row.verifiedAt,
    failingSince: status === 'failing' ? (row.failingSince ?? now) : null,
  });
  return {
    ...base,
    status: written ? status : row.status,
    problem,
    changed: written && status !== row.status,
  };
}

/** The scheduled check (DOMAIN_CHECK_CRON): every domain due, one after the other. */
export async function verifyDueDomains(
  checks: DomainChecks,
  now: Date,
): Promise<{
  checked: number;
  verified: number;
  failing: number;
  unanswered: number;
  changed: DomainCheckResult[];
}> {
  const due = await findDomainsDue(checks.db, new Date(now.getTime() - RECHECK_AFTER_MS), BATCH);
  const counts = { checked: 0, verified: 0, failing: 0, unanswered: 0 };
  const changed: DomainCheckResult[] = [];
  for (const row of due) {
    const result = await checkDomain(checks, row, now);
    counts.checked += 1;
    if (result.problem === 'dns.unanswered') counts.unanswered += 1;
    else if (result.status === 'verified') counts.verified += 1;
    else if (result.status === 'failing') counts.failing += 1;
    if (result.changed) changed.push(result);
  }
  return { ...counts, changed };
}
