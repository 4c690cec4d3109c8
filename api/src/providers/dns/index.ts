import { Resolver } from 'node:dns/promises';

/**
 * What the domain check asks of DNS (decision 033). Each method answers the records found, `[]` when the name
 * has none of that type (NXDOMAIN, NODATA), and throws when DNS could not answer (timeout, SERVFAIL): an
 * unanswered check changes no domain's status.
 */
export interface DnsResolver {
  cname(host: string): Promise<string[]>;
  addresses(host: string): Promise<string[]>;
  txt(host: string): Promise<string[]>;
}

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

async function orNone<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (error) {
    if (NO_RECORDS.has((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}

/** The system's resolvers through node:dns, 5 s per query, two tries. */
export function createDnsResolver(): DnsResolver {
  const resolver = new Resolver({ timeout: 5_000, tries: 2 });
  return {
    cname: (host) => orNone(resolver.resolveCname(host)),
    addresses: async (host) => [
      ...(await orNone(resolver.resolve4(host))),
      ...(await orNone(resolver.resolve6(host))),
    ],
    txt: async (host) => (await orNone(resolver.resolveTxt(host))).map((chunks) => chunks.join('')),
  };
}
