import {
  type HotRoute,
  isPlainSegment,
  type PreparedResponse,
  pathOf,
  prepareResponse,
  queryOf,
} from '../../http/hot-path';
import type { CachedView, LinkViewCache } from './link-view-cache';

export const VISITOR_LOOKUP_PREFIX = '/api/v1/online-addresses/code/';
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
/** The query strings GET /api/v1/online-addresses/code/{code} accepts (onlineAddressByCodeQuery). */
const PLAIN_QUERIES = new Set(['', 'view=true', 'view=false']);

/** The visitor view's JSON response, prepared once per cached view (a write to the link replaces the entry). */
export function createVisitorResponses() {
  const responses = new WeakMap<CachedView, PreparedResponse>();
  return (entry: CachedView): PreparedResponse => {
    let response = responses.get(entry);
    if (!response) {
      response = prepareResponse(entry.json, JSON_HEADERS);
      responses.set(entry, response);
    }
    return response;
  };
}

/**
 * The visitor lookup from memory, before Fastify: plain codes already cached. Misses, unknown codes and any
 * other query string go to the route, which validates, loads and answers the same bytes.
 */
export function visitorLookupHotRoute(
  cache: LinkViewCache,
  responseOf: (entry: CachedView) => PreparedResponse,
): HotRoute {
  return (request) => {
    const url = request.url ?? '';
    if (!url.startsWith(VISITOR_LOOKUP_PREFIX) || !PLAIN_QUERIES.has(queryOf(url))) return undefined;
    const code = pathOf(url).slice(VISITOR_LOOKUP_PREFIX.length);
    if (!isPlainSegment(code)) return undefined;
    const entry = cache.get(code);
    return entry?.view ? responseOf(entry) : undefined;
  };
}
