import type { OnlineAddressView } from '@atalho/sdk/schemas';
import type {} from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerHotRoute } from '../../extensions';
import {
  type HotRoute,
  isPlainSegment,
  type PreparedResponse,
  pathOf,
  prepareResponse,
  sendPrepared,
} from '../../http/hot-path';
import type { VisitTokens } from '../../security/visit-token';
import type { CachedView, LinkViewCache } from '../../visitor-cache';
import {
  createShellHtml,
  escapeHtml,
  injectIntoHead,
  jsonForScript,
  shellTemplateOf,
} from '../../web/shell-html';
import { isReservedCode } from './generate-code';
import { getOnlineAddressView } from './get-online-address-view';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The owner's logo and site name count only while their plan has the loading screen (spec 000 §2). */
function ownerBranding(view: OnlineAddressView): { siteName?: string; image?: string } {
  const owner = view.user;
  if (!owner?.config || !owner.features.includes('loadingScreen')) return {};
  const picture = owner.config.picture;
  return {
    ...(owner.config.siteName ? { siteName: owner.config.siteName } : {}),
    ...(picture && !picture.deleted && picture.src ? { image: picture.src } : {}),
  };
}

/** Open Graph and Twitter properties for a link: the owner's custom fields win over derived defaults. */
function linkMetaProperties(view: OnlineAddressView, canonicalUrl: string): Map<string, string> {
  const branding = ownerBranding(view);
  const props = new Map<string, string>([
    ['og:title', `Atalho — link para ${hostOf(view.url)}`],
    ['og:description', `Você será redirecionado para ${view.url}`],
    ['og:url', canonicalUrl],
    ['og:type', 'website'],
    ['og:site_name', branding.siteName ?? 'Atalho'],
  ]);
  if (branding.image) props.set('og:image', branding.image);
  for (const field of view.openGraph?.openGraphFields ?? []) {
    if (field.value.trim()) props.set(field.name, field.value);
  }
  const image = props.get('og:image') ?? props.get('og:image:url');
  props.set('twitter:card', image ? 'summary_large_image' : 'summary');
  props.set('twitter:title', props.get('og:title') ?? '');
  props.set('twitter:description', props.get('og:description') ?? '');
  if (image) props.set('twitter:image', image);
  return props;
}

function renderLinkHead(view: OnlineAddressView, canonicalUrl: string, visitToken: string): string {
  const props = linkMetaProperties(view, canonicalUrl);
  const metas = [...props].map(([name, content]) => {
    const attribute = name.startsWith('twitter:') ? 'name' : 'property';
    return `<meta ${attribute}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
  });
  const description = props.get('og:description') ?? '';
  return [
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...metas,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    `<script id="atalho-data" type="application/json">${jsonForScript({ link: view, visitToken })}</script>`,
  ].join('\n');
}

/** Puts the link's tags into the shell's <head>, replacing its <title>. */
function injectLinkHead(
  html: string,
  view: OnlineAddressView,
  canonicalUrl: string,
  visitToken: string,
): string {
  const title = linkMetaProperties(view, canonicalUrl).get('og:title') ?? 'Atalho';
  const head = renderLinkHead(view, canonicalUrl, visitToken);
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    : html;
  return injectIntoHead(withTitle, `${head}\n`);
}

/** Link-preview crawlers often send no Accept or a wildcard one; only an explicit non-HTML type is an API client. */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * A kept page beyond the shell's HTML and twice the link's JSON: meta tags, title, canonical link, the
 * prepared response and its WeakMap slot (a 2.2 KB page measured ~5.4 KB kept; decision 007).
 */
const PAGE_OVERHEAD_BYTES = 3700;

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };

/**
 * `/{code}` and `/{code}/{contactCode}` (a campaign contact's copy, sent by SMS): the shell's page with the
 * link's preview tags, visitor view and visit token. Pages are prepared once per cached view, so a write to the
 * link (which replaces its cache entry) drops its page too; keyed also by the template, which changes only
 * when the shell is rebuilt, and by the visit token's window (prepared again every 15 minutes).
 */
function createLinkPages(app: FastifyInstance, cache: LinkViewCache, tokens: VisitTokens) {
  const template = shellTemplateOf(app);
  const pages = new WeakMap<CachedView, { template: string; window: number; page: PreparedResponse }>();
  // A page lives as long as its entry, so the cache's byte bound counts it: the shell's HTML, the link's
  // JSON once more in the page's script, and the meta tags that repeat its URL.
  cache.countDerivedBytes(
    (jsonBytes) => (template.current()?.length ?? 0) + 2 * jsonBytes + PAGE_OVERHEAD_BYTES,
  );

  function pageOf(entry: CachedView, html: string): PreparedResponse | undefined {
    if (!entry.view) return undefined;
    const window = tokens.window();
    const previous = pages.get(entry);
    if (previous?.template === html && previous.window === window) return previous.page;
    const canonical = `${app.config.publicUrl}/${encodeURIComponent(entry.view.code)}`;
    const visitToken = tokens.issue(entry.view.id, window);
    const page = prepareResponse(injectLinkHead(html, entry.view, canonical, visitToken), {
      ...HTML_HEADERS,
      ...app.htmlSecurityHeaders,
    });
    pages.set(entry, { template: html, window, page });
    return page;
  }

  return {
    template,
    /** The page of a known link, loading it on a cache miss; undefined for unknown or inactive codes. */
    async load(code: string): Promise<PreparedResponse | undefined> {
      if (code.length > 64) return undefined;
      const entry = await getOnlineAddressView(app.db, cache, code);
      const html = await template.load();
      return html === undefined ? undefined : pageOf(entry, html);
    },
    /** The page when everything it needs is in memory (the hot path); undefined otherwise. */
    cached(code: string): PreparedResponse | undefined {
      const entry = cache.get(code);
      const html = template.current();
      return entry && html !== undefined ? pageOf(entry, html) : undefined;
    },
  };
}

/**
 * The same page from memory, before Fastify: only plain GET /{code}[/{contactCode}] requests that want HTML
 * and whose link is cached. Query strings (`?s=q`, `?countClick=false`) are read by the page's script.
 */
function linkPageHotRoute(pages: ReturnType<typeof createLinkPages>): HotRoute {
  return (request) => {
    const segments = pathOf(request.url ?? '').split('/');
    if (segments.length !== 2 && segments.length !== 3) return undefined;
    const [, code, contactCode] = segments;
    if (!isPlainSegment(code) || isReservedCode(code)) return undefined;
    if (segments.length === 3 && !isPlainSegment(contactCode)) return undefined;
    if (!acceptsHtml(request.headers.accept)) return undefined;
    return pages.cached(code);
  };
}

/**
 * `/{code}` is the hottest page, so it gets a route of its own instead of reaching the shell HTML through
 * the static files' wildcard, which looks for a file on disk (stat, readdir) before giving up on every
 * visit. Root files (favicon.svg, robots.txt…) have a dot, never a code, and are still served from disk;
 * reserved segments and non-HTML requests take the usual not-found path; unknown codes get the plain shell
 * (the home page).
 */
export function registerLinkPages(app: FastifyInstance, cache: LinkViewCache, tokens: VisitTokens): void {
  const pages = createLinkPages(app, cache, tokens);
  const sendShellHtml = createShellHtml(pages.template);
  async function answer(request: FastifyRequest, reply: FastifyReply, code: string) {
    if (isReservedCode(code) || !acceptsHtml(request.headers.accept)) return reply.callNotFound();
    const page = await pages.load(code);
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
