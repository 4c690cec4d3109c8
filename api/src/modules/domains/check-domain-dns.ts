import type { DomainRow } from '../../db/schema';
import type { DnsResolver } from '../../providers/dns';
import { txtNameOf, txtValueOf } from './host-names';

/** Where a customer's host must point: PUBLIC_URL's host by CNAME, or one of the proxy's addresses by A/AAAA. */
export interface DomainTarget {
  host: string;
  addresses: readonly string[];
}

/** The reasons a check fails, shown to the operator and (translated) in the panel. */
export type DomainProblem = 'target.missing' | 'txt.missing';

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Asks DNS whether the host points at the product and carries its TXT token: null when it does, the problem
 * otherwise. Throws when DNS did not answer (the caller leaves the status alone then).
 */
export async function checkDomainDns(
  resolver: DnsResolver,
  domain: Pick<DomainRow, 'host' | 'token'>,
  target: DomainTarget,
): Promise<DomainProblem | null> {
  const [cnames, txts] = await Promise.all([
    resolver.cname(domain.host),
    resolver.txt(txtNameOf(domain.host)),
  ]);
  let points = cnames.some((name) => bare(name) === target.host);
  if (!points && target.addresses.length > 0) {
    const addresses = await resolver.addresses(domain.host);
    points = addresses.some((address) => target.addresses.includes(address.toLowerCase()));
  }
  if (!points) return 'target.missing';
  return txts.some((text) => text.trim() === txtValueOf(domain.token)) ? null : 'txt.missing';
}
