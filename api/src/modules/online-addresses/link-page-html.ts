import { displayUrl } from '@atalho/sdk/lookalike-host';
import type { OnlineAddressView } from '@atalho/sdk/schemas';
import type { VisitorIsland, VisitorPage, VisitorPageContext } from '../../visitor-views';
import { NOTICE_PICTURE_HEAD } from '../../web/notice-picture';
import {
  escapeHtml,
  jsonForScript,
  renderShellDocument,
  renderShellDocumentBytes,
  type ShellDocumentParts,
} from '../../web/shell-html';
import type { RedirectPicture, RedirectPictures } from '../../web/visitor-preloads';

/** The default preview image (made at build time, see shell/scripts/og-image.mjs) and what it shows. */
export interface DefaultImage {
  /** Absolute URL of the PNG. */
  url: string;
  width: number;
  height: number;
}

/** What the redirect screen's page is built with besides the visitor page context. */
export interface RedirectPageContext extends VisitorPageContext {
  defaultImage: DefaultImage | undefined;
  /** The redirect screen's first paints (none for crawlers, who run no script and see no screen). */
  pictures: RedirectPictures;
  /** The cookie notice's picture (its markup), drawn with the screen's: on a first visit it is the largest. */
  notice: string | undefined;
}

/** The client that takes over a short link's page: mf-public's framework-free redirect screen (decision 021). */
export const REDIRECT_ISLAND: VisitorIsland = {
  remote: 'mf_public',
  exposed: 'RedirectScreen',
  hydrate: false,
};

const DEFAULT_IMAGE_ALT = 'Atalho — encurtador de links, cliques e páginas bio';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** An owner's or a link's image as an absolute URL (a stored `/uploads/x.png` is resolved against PUBLIC_URL). */
function absoluteImage(src: string, publicUrl: string): string | undefined {
  try {
    const url = new URL(src, `${publicUrl}/`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    // Already absolute: kept as the owner wrote it (the URL parser would re-encode it).
    return /^https?:\/\//i.test(src) ? src : url.toString();
  } catch {
    return undefined;
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

const FREE_WAIT_SECONDS = 4;
const PAID_WAIT_SECONDS = 2;
const MAX_LOADER_TIME = 10;

/** Which redirect screen the owner's plan shows, as mf-public's wait rules choose it (wait-rules.ts). */
function waitModeOf(view: OnlineAddressView): 'free' | 'paid' | 'custom' {
  const features = view.user?.features ?? [];
  if (!features.includes('shortRedirectWait')) return 'free';
  return view.user?.config && features.includes('loadingScreen') ? 'custom' : 'paid';
}

/** The owner's wait before the redirect, as mf-public's redirect screen counts it (wait-rules.ts). */
export function waitSecondsOf(view: OnlineAddressView): number {
  const mode = waitModeOf(view);
  if (mode === 'free') return FREE_WAIT_SECONDS;
  const loaderTime = mode === 'custom' ? view.user?.config?.loaderTime : undefined;
  return Math.min(Math.max(Math.round(loaderTime ?? PAID_WAIT_SECONDS), 0), MAX_LOADER_TIME);
}

/**
 * Open Graph and Twitter properties for a link: the owner's custom fields win over derived defaults. The
 * description is the one default a custom preview does not get: a link whose owner wrote a preview has their
 * description or none (one they cleared stays cleared), as the editor's chat preview shows it (decision 017).
 */
export function linkMetaProperties(
  view: OnlineAddressView,
  context: RedirectPageContext,
): Map<string, string> {
  const branding = ownerBranding(view);
  const siteName = branding.siteName ?? 'Atalho';
  const derivedDescription: [string, string][] = view.openGraph
    ? []
    : [['og:description', `Você será redirecionado para ${displayUrl(view.url).text}`]];
  const props = new Map<string, string>([
    ['og:title', `Atalho — link para ${hostOf(view.url)}`],
    ...derivedDescription,
    ['og:url', context.canonicalUrl],
    ['og:type', 'website'],
    ['og:site_name', siteName],
    ['og:locale', 'pt_BR'],
  ]);
  if (branding.image) {
    props.set('og:image', branding.image);
    props.set('og:image:alt', `Logo de ${siteName}`);
  }
  for (const field of view.openGraph?.openGraphFields ?? []) {
    if (field.value.trim()) props.set(field.name, field.value);
  }
  const own = props.get('og:image') ?? props.get('og:image:url');
  props.delete('og:image:url');
  const image = own === undefined ? undefined : absoluteImage(own, context.publicUrl);
  if (image) {
    props.set('og:image', image);
    if (!props.has('og:image:alt')) props.set('og:image:alt', props.get('og:title') ?? siteName);
  } else {
    props.delete('og:image');
    for (const name of ['og:image:width', 'og:image:height', 'og:image:alt']) props.delete(name);
    if (context.defaultImage) {
      props.set('og:image', context.defaultImage.url);
      props.set('og:image:width', String(context.defaultImage.width));
      props.set('og:image:height', String(context.defaultImage.height));
      props.set('og:image:alt', DEFAULT_IMAGE_ALT);
    }
  }
  const finalImage = props.get('og:image');
  props.set('twitter:card', finalImage ? 'summary_large_image' : 'summary');
  props.set('twitter:title', props.get('og:title') ?? '');
  const description = props.get('og:description');
  if (description !== undefined) props.set('twitter:description', description);
  if (finalImage) {
    props.set('twitter:image', finalImage);
    props.set('twitter:image:alt', props.get('og:image:alt') ?? '');
  }
  return props;
}

/** The destination as a link a browser may follow without JavaScript (never a `javascript:` URL). */
function followableUrl(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/** The no-JavaScript refresh to the destination (never for crawlers, which must read this page's tags). */
function renderRefresh(view: OnlineAddressView, context: VisitorPageContext): string {
  const destination = followableUrl(view.url);
  return destination && !context.forCrawler
    ? `<noscript><meta http-equiv="refresh" content="${waitSecondsOf(view)};url=${escapeHtml(destination)}"></noscript>`
    : '';
}

/**
 * The countdown screen drawn in the page (free and paid plans' standard links; a branded screen, a bio or an
 * info-product page has none): shown before any script has run, replaced by the real screen.
 */
function pictureOf(view: OnlineAddressView, pictures: RedirectPictures): RedirectPicture | undefined {
  if (view.biography || view.infoproduct || !followableUrl(view.url)) return undefined;
  const mode = waitModeOf(view);
  return mode === 'custom' ? undefined : pictures[mode];
}

/** mf-public's redirect screen says the same (copy.ts, `lookalikeWarning`). */
const LOOKALIKE_WARNING = 'Atenção: este endereço usa letras que imitam outro site.';

/** What a visitor without JavaScript sees: where the link goes, and a link to go there now. */
function renderNoscript(view: OnlineAddressView): string {
  const destination = followableUrl(view.url);
  if (!destination) return '<noscript><p>Ative o JavaScript para abrir este link.</p></noscript>';
  const href = escapeHtml(destination);
  // A look-alike host (аррӏе.com) is printed in punycode, with the redirect screen's warning.
  const shown = displayUrl(destination);
  const warning = shown.lookalike ? `<br><strong>${LOOKALIKE_WARNING}</strong>` : '';
  return (
    '<noscript><p style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;' +
    `text-align:center;line-height:1.5">Você será redirecionado para <a href="${href}">${escapeHtml(shown.text)}</a>` +
    ` em ${waitSecondsOf(view)} segundos.${warning}<br><a href="${href}">Continuar agora</a></p></noscript>`
  );
}

/** The redirect screen as a visitor view (the fallback of decision 027): tags, refresh, first paint, no-JS link. */
export function renderRedirectPage(view: OnlineAddressView, context: RedirectPageContext): VisitorPage {
  const picture = context.forCrawler ? undefined : pictureOf(view, context.pictures);
  const notice = picture && context.notice;
  return {
    meta: linkMetaProperties(view, context),
    head: `${picture?.head ?? ''}${notice ? NOTICE_PICTURE_HEAD : ''}${renderRefresh(view, context)}`,
    // In pieces: the picture's markup is shared by every link, only the destination between its pieces is theirs.
    beforeRoot: picture
      ? [renderNoscript(view), ...around(picture.body, escapeHtml(displayUrl(view.url).text)), notice ?? '']
      : renderNoscript(view),
    root: '',
  };
}

/** `pieces.join(between)` as pieces, without building the joined string. */
function around(pieces: readonly string[], between: string): string[] {
  const parts: string[] = [];
  for (let index = 0; index < pieces.length; index += 1) {
    if (index > 0) parts.push(between);
    parts.push(pieces[index] as string);
  }
  return parts;
}

function renderMetaTags(props: Map<string, string>): string {
  let tags = '';
  for (const [name, content] of props) {
    const attribute = name.startsWith('twitter:') ? 'name' : 'property';
    tags += `${tags === '' ? '' : '\n'}<meta ${attribute}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
  }
  return tags;
}

/**
 * The shell's page for one link, whatever view renders it: its title, one description, the view's tags and
 * head, the canonical address, the data its island reads (the link, its visit token, which island, the view's
 * own data), then the view's markup before and inside the app's root.
 */
function visitorDocumentParts(
  view: OnlineAddressView,
  page: VisitorPage,
  island: VisitorIsland,
  context: VisitorPageContext,
): ShellDocumentParts {
  const data = { link: view, visitToken: context.visitToken(view.id), island, ...page.data };
  const description = page.meta.get('og:description');
  const head = [
    page.head,
    '\n',
    description === undefined ? '' : `<meta name="description" content="${escapeHtml(description)}">`,
    '\n',
    renderMetaTags(page.meta),
    `\n<link rel="canonical" href="${escapeHtml(context.canonicalUrl)}">`,
    `\n<script id="atalho-data" type="application/json">${jsonForScript(data)}</script>`,
  ];
  return { title: page.meta.get('og:title') ?? 'Atalho', head, beforeRoot: page.beforeRoot, root: page.root };
}

/** The page as a string (an info-product form answered without JavaScript). */
export function renderVisitorDocument(
  html: string,
  view: OnlineAddressView,
  page: VisitorPage,
  island: VisitorIsland,
  context: VisitorPageContext,
): string {
  return renderShellDocument(html, visitorDocumentParts(view, page, island, context));
}

/** The same page as the bytes a cached answer keeps, built without the document as one string (a cache miss). */
export function renderVisitorDocumentBytes(
  html: string,
  view: OnlineAddressView,
  page: VisitorPage,
  island: VisitorIsland,
  context: VisitorPageContext,
): Buffer {
  return renderShellDocumentBytes(html, visitorDocumentParts(view, page, island, context));
}
