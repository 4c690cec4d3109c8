import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressGroupOf, clientAddressReader } from '../../http/client-address';
import { MissBudget } from '../../http/miss-budget';
import type { CachedView, LinkViewCache } from '../../visitor-cache';
import { getOnlineAddressView } from './get-online-address-view';

const MINUTE = 60_000;

/** The view of a code, or the seconds an address must wait (429, Retry-After) before asking for one. */
type CountedView = { entry: CachedView; retryAfter?: undefined } | { retryAfter: number };

/**
 * Guessing codes is throttled (issue 34): each client address (TRUST_PROXY read as Fastify does; IPv6 by /64)
 * may ask `/{code}` and the lookup by code for RATE_LIMIT_CODE_MISSES unknown codes a minute (60 by default, a
 * token bucket: bursts of 60, then one a second). Past it the address gets 429 for every code the cache does not
 * hold as a live link, before the database is asked. A cached known code never consults it, so hits cost nothing
 * and a throttled address still opens the links it knows. Unknown codes the cache remembers (10 s) are counted
 * too, so asking the same wrong codes again is limited as well.
 *
 * The count is kept per process, not shared through Redis: the cached answers are decided synchronously on the
 * hot path, where a Redis round trip cannot be. Behind a load balancer an address may therefore miss up to that
 * many times per instance; the lookup route's own limit (RATE_LIMIT_CODE_LOOKUPS) is still shared.
 */
export function createCodeMisses(app: FastifyInstance, cache: LinkViewCache) {
  const budget = new MissBudget(app.config.visitorRateLimits.codeMisses, MINUTE);
  const addressOf = clientAddressReader(app.config.trustProxy);
  const source = { db: app.db, cache, views: app.visitorViews };
  return {
    /** An unknown code the cache remembers, asked on the hot path: 0 to answer 404, else the seconds for 429. */
    countRaw(request: IncomingMessage): number {
      return budget.take(addressGroupOf(addressOf(request)));
    },
    /** An unknown code that never reaches the cache (too long to be one): counted like the others. */
    count(request: FastifyRequest): number {
      return budget.take(addressGroupOf(request.ip));
    },
    /** The view of a code for a visitor, counting an unknown one; a spent budget refuses before the database. */
    async viewOf(request: FastifyRequest, code: string): Promise<CountedView> {
      const address = addressGroupOf(request.ip);
      let entry = cache.get(code);
      if (!entry) {
        const wait = budget.wait(address);
        if (wait) return { retryAfter: wait };
        entry = await getOnlineAddressView(source, code);
      }
      if (entry.view) return { entry };
      const wait = budget.take(address);
      return wait ? { retryAfter: wait } : { entry };
    },
  };
}

export type CodeMisses = ReturnType<typeof createCodeMisses>;
