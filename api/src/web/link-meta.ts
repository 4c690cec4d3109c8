import type { OnlineAddressView } from '@atalho/sdk/schemas';
import type {} from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerHtmlEnhancer } from '../extensions';
import { isReservedCode } from '../modules/online-addresses/generate-code';
import { getOnlineAddressView } from '../modules/online-addresses/get-online-address-view';
import type { CachedView, LinkViewCache } from '../modules/online-addresses/link-view-cache';
import { createShellHtml, escapeHtml, injectIntoHead, jsonForScript } from './shell-html';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const PAID_CONFIG_PLANS = new Set(['URL_SHORTNER_PRO', 'URL_SHORTNER_BUSINESS']);

/** The owner's logo and site name count only while they hold PRO or BUSINESS (spec 000 §2). */
function ownerBranding(view: OnlineAddressView): { siteName?: string; image?: string } {
  const owner = view.user;
  if (!owner?.config) return {};
  if (!owner.userHasSubscriptionPlans.some((plan) => PAID_CONFIG_PLANS.has(plan.subscriptionPlan.name)))
    return {};
  const picture = owner.config.picture;
  return {
    ...(owner.config.siteName ? { siteName: owner.config.siteName } : {}),
    ...(picture && !picture.deleted && picture.src ? { image: picture.src } : {}),
  };
}

/** Open Graph and Twitter properties for a link: the owner's custom fields win over derived defaults. */
export function linkMetaProperties(view: OnlineAddressView, canonicalUrl: string): Map<string, string> {
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

export function renderLinkHead(view: OnlineAddressView, canonicalUrl: string): string {
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
    `<script id="atalho-data" type="application/json">${jsonForScript({ link: view })}</script>`,
  ].join('\n');
}

/** Puts the link's tags into the shell's <head>, replacing its <title>. */
export function injectLinkHead(html: string, view: OnlineAddressView, canonicalUrl: string): string {
  const title = linkMetaProperties(view, canonicalUrl).get('og:title') ?? 'Atalho';
  const head = renderLinkHead(view, canonicalUrl);
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    : html;
  return injectIntoHead(withTitle, `${head}\n`);
}

/** Link-preview crawlers often send no Accept or a wildcard one; only an explicit non-HTML type is an API client. */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * `/{code}` (and its contact variant) is the hottest page, so it gets a route of its own instead of reaching the shell HTML through
 * the static files' wildcard, which looks for a file on disk (stat, readdir) before giving up on every
 * visit. Root files (favicon.svg, robots.txt…) have a dot, never a code, and are still served from disk;
 * reserved segments and non-HTML requests take the usual not-found path.
 */
function registerCodeRoute(app: FastifyInstance): void {
  const sendShellHtml = createShellHtml(app.config.staticRoot, app.extensions.htmlEnhancers);
  app.get<{ Params: { code: string } }>('/:code', { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params;
    if (code.includes('.')) return reply.sendFile(code);
    if (isReservedCode(code) || !acceptsHtml(request)) return reply.callNotFound();
    return sendShellHtml(request, reply);
  });
  // A campaign contact's copy of a link (`/{code}/{contactCode}`, sent by SMS): same page, same speed.
  app.get<{ Params: { code: string; contactCode: string } }>(
    '/:code/:contactCode',
    { schema: { hide: true } },
    async (request, reply) => {
      const { code, contactCode } = request.params;
      if (contactCode.includes('.')) return reply.sendFile(`${code}/${contactCode}`);
      if (isReservedCode(code) || !acceptsHtml(request)) return reply.callNotFound();
      return sendShellHtml(request, reply);
    },
  );
}

/**
 * Rendered pages per cached view: a write to the link replaces its cache entry, which drops the page too.
 * Keyed also by the incoming HTML, which only changes when the shell is rebuilt (or another enhancer runs
 * first and varies it).
 */
const rendered = new WeakMap<CachedView, { input: string; output: string }>();

/** `/{code}` and `/{code}/{contactCode}`: unknown codes and reserved paths keep the plain shell HTML. */
export function registerLinkMeta(app: FastifyInstance, cache: LinkViewCache): void {
  registerCodeRoute(app);
  registerHtmlEnhancer(app, async ({ html, segments }) => {
    const [code, , ...rest] = segments;
    if (!code || rest.length > 0 || isReservedCode(code) || code.length > 64) {
      return undefined;
    }
    const entry = await getOnlineAddressView(app.db, cache, code);
    if (!entry.view) return undefined;
    const previous = rendered.get(entry);
    if (previous && previous.input === html) return previous.output;
    // A campaign contact's copy (/{code}/{contactCode}) is the same page: one canonical address.
    const canonical = `${app.config.publicUrl}/${encodeURIComponent(entry.view.code)}`;
    const output = injectLinkHead(html, entry.view, canonical);
    rendered.set(entry, { input: html, output });
    return output;
  });
}
