import type { CustomHosts } from '../../extensions';
import {
  type HotRoute,
  hotHeadersOf,
  isPlainSegment,
  type PreparedResponse,
  pathOf,
  queryOf,
} from '../../http/hot-path';
import type { VisitTokens } from '../../security/visit-token';
import type { CachedView, LinkViewCache } from '../../visitor-cache';
import type { VisitKeys } from '../clicks/visit-keys';
import { answersOn } from './host-scope';
import { withVisitKey } from './link-pages';

export const VISITOR_LOOKUP_PREFIX = '/api/v1/online-addresses/code/';
/**
 * The query strings GET /api/v1/online-addresses/code/{code} accepts (onlineAddressByCodeQuery); compared, not
 * looked up in a Set, which would hash the freshly cut string on every hit.
 */
const isPlainQuery = (query: string) => query === '' || query === 'view=true' || query === 'view=false';
/** The header that carries the link's visit token on the lookup (the page embeds it in its data). */
const VISIT_TOKEN_HEADER = 'visit-token';

/** Memory one answer object keeps beyond the shared body: its headers with the token. */
const ANSWER_BYTES = 400;

/**
 * The lookup's answer for a cached view in the coding the request accepts: its prepared JSON (each coding
 * compressed once per entry) plus the link's visit token, prepared once per view, coding and token window
 * (the body's bytes are shared, only the headers are copied), with a new visit key cookie per request
 * (decision 031); undefined for an unknown code.
 */
export function createLookupAnswers(cache: LinkViewCache, tokens: VisitTokens, keys: VisitKeys) {
  const answers = new WeakMap<
    CachedView,
    { window: number; token: string; byBody: Map<PreparedResponse, PreparedResponse> }
  >();
  return (entry: CachedView, acceptEncoding: string | string[] | undefined): PreparedResponse | undefined => {
    const json = cache.jsonOf(entry);
    if (!entry.view || !json) return undefined;
    const body = json.for(acceptEncoding);
    const window = tokens.window();
    let kept = answers.get(entry);
    if (kept?.window !== window) {
      if (kept) cache.grow(entry, -ANSWER_BYTES * kept.byBody.size);
      kept = { window, token: tokens.issue(entry.view.id, window), byBody: new Map() };
      answers.set(entry, kept);
    }
    let answer = kept.byBody.get(body);
    if (!answer) {
      answer = { ...body, headers: { ...body.headers, [VISIT_TOKEN_HEADER]: kept.token } };
      kept.byBody.set(body, answer);
      cache.grow(entry, ANSWER_BYTES);
    }
    return withVisitKey(answer, keys);
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
  hosts: () => CustomHosts,
): HotRoute {
  return (request) => {
    const url = request.url ?? '';
    if (!url.startsWith(VISITOR_LOOKUP_PREFIX) || !isPlainQuery(queryOf(url))) return undefined;
    const code = pathOf(url).slice(VISITOR_LOOKUP_PREFIX.length);
    if (!isPlainSegment(code)) return undefined;
    const headers = hotHeadersOf(request);
    // A bearer is checked by Fastify's authentication (an invalid one answers 401 on every route).
    if (headers.authorization !== undefined) return undefined;
    const entry = cache.get(code);
    // Another owner's code on a customer's host is the route's 404 (decision 033).
    if (!entry || !answersOn(hosts().resolve(headers.host), entry)) return undefined;
    return answerOf(entry, headers.acceptEncoding);
  };
}
