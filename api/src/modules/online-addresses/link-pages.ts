import { readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { OnlineAddressView } from '@atalho/sdk/schemas';
import type {} from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type HostScope, registerHotRoute } from '../../extensions';
import { EncodedResponse, withVary } from '../../http/encodings';
import {
  type HotHeaders,
  type HotRoute,
  hotHeadersOf,
  isPlainSegment,
  type PreparedResponse,
  pathOf,
  prepareBytes,
  prepareResponse,
  sendPrepared,
} from '../../http/hot-path';
import type { VisitTokens } from '../../security/visit-token';
import type { CachedView, LinkViewCache } from '../../visitor-cache';
import type { VisitorPageContext } from '../../visitor-views';
import { consentsToAnalytics } from '../../web/consent-cookie';
import { type NoticePicture, readNoticePicture, registerVisitorConsentCss } from '../../web/notice-picture';
import { createShellHtml, shellTemplateOf } from '../../web/shell-html';
import { createVisitorPreloads, type RedirectPictures } from '../../web/visitor-preloads';
import { isCrawler } from '../clicks/is-crawler';
import type { VisitKeys } from '../clicks/visit-keys';
import type { CodeMisses } from './code-misses';
import { isReservedCode } from './generate-code';
import { answersOn } from './host-scope';
import {
  type DefaultImage,
  REDIRECT_ISLAND,
  type RedirectPageContext,
  renderRedirectPage,
  renderVisitorDocumentBytes,
} from './link-page-html';
import {
  customHostHomePage,
  customHostNotFoundPage,
  notFoundLinkPage,
  tooManyCodesPage,
} from './not-found-page';
import { withOwnerAnalytics } from './owner-analytics';

/** Link-preview crawlers often send no Accept or a wildcard one; only an explicit non-HTML type is an API client. */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.includes('text/html') || accept.includes('*/*');
}

/** Memory a kept page holds beyond its HTML: the response object, headers, its WeakMap slot. */
const PAGE_OVERHEAD_BYTES = 1200;

const HTML_HEADERS = withVary({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });

/**
 * A prepared answer with a new visit key cookie (decision 031): one header made per request, the body shared.
 * `Object.assign` then one property, not a spread: a spread of ~15 headers costs ~7 µs, this ~0.2 µs. A visitor
 * who consented to analytics on a page that reports to the owner's also gets that page's wider policy (decision 039).
 */
export function withVisitKey(prepared: PreparedResponse, keys: VisitKeys, policy?: string): PreparedResponse {
  const headers: Record<string, string> = Object.assign({}, prepared.headers);
  headers['set-cookie'] = keys.cookie();
  if (policy) headers['content-security-policy'] = policy;
  return { statusCode: prepared.statusCode, headers, body: prepared.body };
}

/** The default preview image the shell's build wrote (`og-default.<hash>.png`), if it is there. */
function findDefaultImage(staticRoot: string, publicUrl: string): DefaultImage | undefined {
  const dir = join(staticRoot, 'shell', 'dist');
  try {
    const file = readdirSync(dir).find((name) => /^og-default\.[0-9a-f]{8,}\.png$/.test(name));
    return file ? { url: `${publicUrl}/${file}`, width: 1200, height: 630 } : undefined;
  } catch {
    return undefined;
  }
}

/** What a page's answer depends on besides its link: the crawler check, the coding, the host and the consent. */
type PageHeaders = Pick<HotHeaders, 'userAgent' | 'acceptEncoding' | 'host' | 'cookie'>;

/** What a page is built from besides its link: the shell's HTML and the answer's headers. */
interface PageBase {
  html: string;
  headers: Record<string, string>;
  pictures: RedirectPictures;
}

interface KeptPage {
  base: PageBase;
  /** The origin the page names as canonical: PUBLIC_URL's, or a customer host's (decision 033). */
  origin: string;
  window: number;
  page: EncodedResponse;
  /** Its policy for a visitor who accepted analytics cookies, when it reports to the owner's (decision 039). */
  consentedPolicy: string | undefined;
  bytes: number;
}

/**
 * `/{code}` and `/{code}/{contactCode}` (a campaign contact's copy, sent by SMS): the shell's page with the
 * link's preview tags, visitor view and visit token. A page is built on the first request for it and kept
 * with its cache entry (counted in the cache's byte bound; a write to the link replaces the entry and drops
 * its page); rebuilt when the template changes (a new shell build) or the visit token's window does (every 15
 * minutes). Crawlers get their own copy without the no-JavaScript refresh. Unknown codes get the 404 page.
 * A visitor's page (not a crawler's) also sets a new visit key cookie, the one part made per request.
 */
function createLinkPages(
  app: FastifyInstance,
  cache: LinkViewCache,
  tokens: VisitTokens,
  keys: VisitKeys,
  notice: NoticePicture | undefined,
  misses: CodeMisses,
) {
  const template = shellTemplateOf(app);
  const defaultImage = findDefaultImage(app.config.staticRoot, app.config.publicUrl);
  const headers = { ...HTML_HEADERS, ...app.htmlSecurityHeaders };
  // Per link, its page on each host it was asked on: the main host's, and its owner's own hosts' (decision 033).
  const pages = {
    visitor: new WeakMap<CachedView, KeptPage | Map<string, KeptPage>>(),
    crawler: new WeakMap<CachedView, KeptPage | Map<string, KeptPage>>(),
  };
  const notFound = new EncodedResponse(prepareResponse(notFoundLinkPage, headers, 404));
  const notFoundOnCustomHost = new EncodedResponse(prepareResponse(customHostNotFoundPage, headers, 404));
  const notFoundOn = (scope: HostScope) => (scope.kind === 'main' ? notFound : notFoundOnCustomHost);
  const tooMany = prepareResponse(tooManyCodesPage, { ...headers, 'cache-control': 'no-store' }, 429);
  /** An address past its budget of unknown codes (code-misses.ts): 429 with the seconds to wait. */
  const tooManyAfter = (seconds: number): PreparedResponse => ({
    ...tooMany,
    headers: { ...tooMany.headers, 'retry-after': String(seconds) },
  });
  const preloads = createVisitorPreloads(app);
  let crawlerBase: PageBase = { html: '', headers, pictures: {} };
  /** What the redirect screen's page is drawn with beyond the page context, set before each render. */
  let redirect: Omit<RedirectPageContext, keyof VisitorPageContext> = {
    defaultImage,
    pictures: {},
    notice: undefined,
  };
  // The links area's own view: what every link without an area's view shows (decision 027).
  app.visitorViews.setFallback({
    render: (view, context) => renderRedirectPage(view, { ...context, ...redirect }),
    island: REDIRECT_ISLAND,
  });
  let visitorBase: PageBase & { link: string } = { html: '', headers, link: '', pictures: {} };

  /**
   * What a page is built from. A visitor's answer carries the redirect screen's preloads as a `Link` header
   * (decision 021): one string shared by every kept page, where tags in the HTML would cost bytes per cached
   * link; and the redirect screen's first paint, from the same deployment of mf-public.
   * Crawlers run no script and get neither.
   */
  function baseOf(shell: string, forCrawler: boolean): PageBase {
    if (forCrawler) {
      if (crawlerBase.html !== shell) crawlerBase = { html: shell, headers, pictures: {} };
      return crawlerBase;
    }
    const link = preloads.headerFor(shell);
    const pictures = preloads.pictures();
    if (visitorBase.html !== shell || visitorBase.link !== link || visitorBase.pictures !== pictures) {
      visitorBase = { html: shell, link, pictures, headers: link ? { ...headers, link } : headers };
    }
    return visitorBase;
  }

  /**
   * The page in the request's coding; a visitor's page of a link carries a new visit key, and the policy its
   * consent allows. On a customer's host only their links answer; any other code is the neutral 404 there.
   */
  function answerOf(
    entry: CachedView,
    shell: string,
    headers: PageHeaders,
    scope: HostScope,
  ): PreparedResponse {
    if (!answersOn(scope, entry)) return notFoundOn(scope).for(headers.acceptEncoding);
    if (!entry.view) return notFound.for(headers.acceptEncoding);
    const forCrawler = isCrawlerAgent(headers.userAgent);
    const origin = scope.kind === 'owner' ? scope.origin : app.config.publicUrl;
    const kept = pageOf(entry, entry.view, shell, forCrawler, origin);
    const page = kept.page.for(headers.acceptEncoding);
    if (forCrawler) return page;
    const consented = kept.consentedPolicy !== undefined && consentsToAnalytics(headers.cookie);
    return withVisitKey(page, keys, consented ? kept.consentedPolicy : undefined);
  }

  function keptOf(entry: CachedView, forCrawler: boolean, origin: string): KeptPage | undefined {
    const kept = (forCrawler ? pages.crawler : pages.visitor).get(entry);
    if (kept instanceof Map) return kept.get(origin);
    return kept?.origin === origin ? kept : undefined;
  }

  /** Most links are only ever asked on one host: one page kept as it is, a map only once a second host asks. */
  function keep(entry: CachedView, forCrawler: boolean, page: KeptPage): void {
    const map = forCrawler ? pages.crawler : pages.visitor;
    const kept = map.get(entry);
    if (kept === undefined || (!(kept instanceof Map) && kept.origin === page.origin)) map.set(entry, page);
    else if (kept instanceof Map) kept.set(page.origin, page);
    else
      map.set(
        entry,
        new Map([
          [kept.origin, kept],
          [page.origin, page],
        ]),
      );
  }

  function pageOf(
    entry: CachedView,
    link: OnlineAddressView,
    shell: string,
    forCrawler: boolean,
    origin: string,
  ): KeptPage {
    const base = baseOf(shell, forCrawler);
    const window = tokens.window();
    const previous = keptOf(entry, forCrawler, origin);
    if (previous?.base === base && previous.window === window) return previous;
    const context = {
      canonicalUrl: `${origin}/${encodeURIComponent(link.code)}`,
      publicUrl: app.config.publicUrl,
      visitToken: (linkId: number) => tokens.issue(linkId, window),
      forCrawler,
    };
    redirect = { defaultImage, pictures: base.pictures, notice: notice?.body };
    const view = app.visitorViews.render(link, context);
    // The `Link` preloads are the redirect screen's: a bio or lead page (an area's island) would fetch them for nothing.
    const pageHeaders = view.island === REDIRECT_ISLAND ? base.headers : headers;
    const analytics = withOwnerAnalytics(
      link,
      view.page,
      view.page.headers ? { ...pageHeaders, ...view.page.headers } : pageHeaders,
      app.config.googleAnalyticsOrigin,
      forCrawler,
    );
    const body = renderVisitorDocumentBytes(base.html, link, analytics.page, view.island, context);
    const page = new EncodedResponse(prepareBytes(body, analytics.headers), (bytes) => {
      const current = keptOf(entry, forCrawler, origin);
      if (current?.page === page) current.bytes += bytes;
      cache.grow(entry, bytes);
    });
    const bytes = page.identity.body.length + PAGE_OVERHEAD_BYTES;
    const kept = { base, origin, window, page, consentedPolicy: analytics.consentedPolicy, bytes };
    keep(entry, forCrawler, kept);
    cache.grow(entry, bytes - (previous?.bytes ?? 0));
    return kept;
  }

  return {
    template,
    /**
     * The page for a code, loading its link on a cache miss (the 404 page for unknown or inactive codes, counted
     * against the client's budget of misses: 429 past it).
     */
    async load(request: FastifyRequest, code: string): Promise<PreparedResponse | undefined> {
      const headers: PageHeaders = {
        userAgent: request.headers['user-agent'],
        acceptEncoding: request.headers['accept-encoding'],
        host: request.headers.host,
        cookie: request.headers.cookie,
      };
      const scope = app.extensions.customHosts.resolve(headers.host);
      if (code.length > 64) {
        const wait = misses.count(request);
        return wait ? tooManyAfter(wait) : notFoundOn(scope).for(headers.acceptEncoding);
      }
      const counted = await misses.viewOf(request, code);
      if (counted.retryAfter !== undefined) return tooManyAfter(counted.retryAfter);
      const { entry } = counted;
      const html = await template.load();
      await preloads.refresh();
      return html === undefined ? undefined : answerOf(entry, html, headers, scope);
    },
    /**
     * The page when everything it needs is in memory (the hot path); undefined otherwise. A remembered unknown
     * code is a miss of the client's budget too (429 past it); a known one never touches the budget.
     */
    cached(code: string, headers: PageHeaders, request: IncomingMessage): PreparedResponse | undefined {
      const entry = cache.get(code);
      const html = template.current();
      if (!entry || html === undefined) return undefined;
      if (!entry.view) {
        const wait = misses.countRaw(request);
        if (wait) return tooManyAfter(wait);
      }
      const scope = app.extensions.customHosts.resolve(headers.host);
      return answerOf(entry, html, headers, scope);
    },
  };
}

function isCrawlerAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && isCrawler(userAgent);
}

/**
 * The same page from memory, before Fastify: only plain GET /{code}[/{contactCode}] requests that want HTML
 * and whose link (or its absence) is cached. Query strings (`?s=q`, `?countClick=false`) are read by the page's script.
 */
function linkPageHotRoute(pages: ReturnType<typeof createLinkPages>): HotRoute {
  return (request) => {
    // `/{code}` or `/{code}/{contactCode}`, cut by hand: every other hot request passes here first.
    const path = pathOf(request.url ?? '');
    if (!path.startsWith('/')) return undefined;
    const slash = path.indexOf('/', 1);
    const code = slash < 0 ? path.slice(1) : path.slice(1, slash);
    if (!isPlainSegment(code) || isReservedCode(code)) return undefined;
    if (slash >= 0 && !isPlainSegment(path.slice(slash + 1))) return undefined;
    const headers = hotHeadersOf(request);
    if (!acceptsHtml(headers.accept)) return undefined;
    return pages.cached(code, headers, request);
  };
}

/**
 * `/{code}` is the hottest page, so it gets a route of its own instead of reaching the shell HTML through
 * the static files' wildcard, which looks for a file on disk (stat, readdir) before giving up on every
 * visit. Root files (favicon.svg, robots.txt…) have a dot, never a code, and are still served from disk;
 * reserved segments and non-HTML requests take the usual not-found path; unknown and inactive codes get a
 * 404 page that sends the visitor home (without a shell build, the shell's fallback page).
 */
export function registerLinkPages(
  app: FastifyInstance,
  cache: LinkViewCache,
  tokens: VisitTokens,
  keys: VisitKeys,
  misses: CodeMisses,
): void {
  const notice = readNoticePicture(app.config.staticRoot);
  const pages = createLinkPages(app, cache, tokens, keys, notice, misses);
  registerVisitorConsentCss(app, notice);
  const sendShellHtml = createShellHtml(pages.template);
  const headers = { ...HTML_HEADERS, ...app.htmlSecurityHeaders };
  const customHome = new EncodedResponse(prepareResponse(customHostHomePage, headers));
  async function answer(request: FastifyRequest, reply: FastifyReply, code: string) {
    if (isReservedCode(code) || !acceptsHtml(request.headers.accept)) return reply.callNotFound();
    // `/` reaches this route with an empty code: it is the home page (the web plugin's page answer, with its
    // prerendered first paint), not an unknown link. On a customer's host it is their banner link or a neutral
    // page, never the product's marketing (decision 033).
    if (code === '') {
      const scope = app.extensions.customHosts.resolve(request.headers.host);
      if (scope.kind === 'main') return reply.callNotFound();
      const banner = await app.extensions.customHosts.homeOf(scope);
      if (banner) return reply.header('cache-control', 'no-cache').redirect(banner, 302);
      return sendPrepared(reply, customHome.for(request.headers['accept-encoding']));
    }
    const page = await pages.load(request, code);
    return page ? sendPrepared(reply, page) : sendShellHtml(reply);
  }
  app.get<{ Params: { code: string } }>('/:code', { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params;
    if (code.includes('.')) return reply.sendFile(code);
    return answer(request, reply, code);
  });
  app.get<{ Params: { code: string; contactCode: string } }>(
    '/:code/:contactCode',
    { schema: { hide: true } },
    async (request, reply) => {
      const { code, contactCode } = request.params;
      if (contactCode.includes('.')) return reply.sendFile(`${code}/${contactCode}`);
      return answer(request, reply, code);
    },
  );
  registerHotRoute(app, linkPageHotRoute(pages));
}
