import type { Domain, DomainRecord } from '@atalho/sdk/schemas';
import type { Config } from '../../config';
import type { DomainRow } from '../../db/schema';
import type { DomainTarget } from './check-domain-dns';
import { txtNameOf, txtValueOf } from './host-names';

/** Where customer hosts must point (decision 033): PUBLIC_URL's host, or CUSTOM_DOMAIN_ADDRESSES. */
export function domainTargetOf(config: Config): DomainTarget {
  return {
    host: new URL(config.publicUrl).hostname.toLowerCase(),
    addresses: config.customDomains.addresses,
  };
}

/** The records to create for an own domain: the CNAME (A/AAAA for a zone apex), then the TXT. */
export function recordsOf(
  row: Pick<DomainRow, 'host' | 'kind' | 'token'>,
  target: DomainTarget,
): DomainRecord[] {
  if (row.kind === 'subdomain') return [];
  return [
    { type: 'CNAME', name: row.host, value: target.host },
    ...target.addresses.map(
      (address): DomainRecord => ({
        type: address.includes(':') ? 'AAAA' : 'A',
        name: row.host,
        value: address,
      }),
    ),
    { type: 'TXT', name: txtNameOf(row.host), value: txtValueOf(row.token) },
  ];
}

export function toDomain(row: DomainRow, target: DomainTarget, entitled: boolean): Domain {
  return {
    id: row.id,
    host: row.host,
    kind: row.kind,
    status: row.status,
    serving: entitled && row.status === 'verified',
    records: recordsOf(row, target),
    lastError: row.lastError,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    dateCreate: row.createdAt.toISOString(),
  };
}
