import { type HotRoute, isPlainSegment, type PreparedResponse, pathOf, queryOf } from '../../http/hot-path';
import type { VisitTokens } from '../../security/visit-token';
import type { CachedView, LinkViewCache } from '../../visitor-cache';

export const VISITOR_LOOKUP_PREFIX = '/api/v1/online-addresses/code/';
/** The query strings GET /api/v1/online-addresses/code/{code} accepts (onlineAddressByCodeQuery). */
const PLAIN_QUERIES = new Set(['', 'view=true', 'view=false']);
/** The header that carries the link's visit token on the lookup (the page embeds it in its data). */
const VISIT_TOKEN_HEADER = 'visit-token';

/**
 * The lookup's answer for a cached view: its prepared JSON plus the link's visit token, prepared once per
 * view and token window (the body's bytes are shared, only the headers are copied); undefined for an
 * unknown code.
 */
export function createLookupAnswers(tokens: VisitTokens) {
  const answers = new WeakMap<CachedView, { window: number; answer: PreparedResponse }>();
  return (entry: CachedView): PreparedResponse | undefined => {
    if (!entry.view || !entry.response) return undefined;
    const window = tokens.window();
    const previous = answers.get(entry);
    if (previous?.window === window) return previous.answer;
    const headers = { ...entry.response.headers, [VISIT_TOKEN_HEADER]: tokens.issue(entry.view.id, window) };
    const answer = { ...entry.response, headers };
    answers.set(entry, { window, answer });
    return answer;
  };
}

/**
 * The visitor lookup from memory, before Fastify: plain codes already cached, asked without credentials.
 * Misses, unknown codes, any other query string and any Authorization header go to the route, which
 * authenticates, validates, rate-limits, loads and answers the same bytes.
 */
export function visitorLookupHotRoute(
  cache: LinkViewCache,
  answerOf: ReturnType<typeof createLookupAnswers>,
): HotRoute {
  return (request) => {
    const url = request.url ?? '';
    if (!url.startsWith(VISITOR_LOOKUP_PREFIX) || !PLAIN_QUERIES.has(queryOf(url))) return undefined;
    // A bearer is checked by Fastify's authentication (an invalid one answers 401 on every route).
    if (request.headers.authorization !== undefined) return undefined;
    const code = pathOf(url).slice(VISITOR_LOOKUP_PREFIX.length);
    if (!isPlainSegment(code)) return undefined;
    const entry = cache.get(code);
    return entry && answerOf(entry);
  };
}
