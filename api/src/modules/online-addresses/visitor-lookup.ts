import { type HotRoute, isPlainSegment, pathOf, queryOf } from '../../http/hot-path';
import type { LinkViewCache } from '../../visitor-cache';

export const VISITOR_LOOKUP_PREFIX = '/api/v1/online-addresses/code/';
/** The query strings GET /api/v1/online-addresses/code/{code} accepts (onlineAddressByCodeQuery). */
const PLAIN_QUERIES = new Set(['', 'view=true', 'view=false']);

/**
 * The visitor lookup from memory, before Fastify: plain codes already cached, asked without credentials.
 * Misses, unknown codes, any other query string and any Authorization header go to the route, which
 * authenticates, validates, loads and answers the same bytes.
 */
export function visitorLookupHotRoute(cache: LinkViewCache): HotRoute {
  return (request) => {
    const url = request.url ?? '';
    if (!url.startsWith(VISITOR_LOOKUP_PREFIX) || !PLAIN_QUERIES.has(queryOf(url))) return undefined;
    // A bearer is checked by Fastify's authentication (an invalid one answers 401 on every route).
    if (request.headers.authorization !== undefined) return undefined;
    const code = pathOf(url).slice(VISITOR_LOOKUP_PREFIX.length);
    if (!isPlainSegment(code)) return undefined;
    const entry = cache.get(code);
    return entry?.response ?? undefined;
  };
}
