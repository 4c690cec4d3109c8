import { renderBioPage } from '@atalho/sdk/bio-page';
import type { BiographyView, OnlineAddressView } from '@atalho/sdk/schemas';
import { batchPerTurn, type VisitorPage, type VisitorViewPlugin } from '../../visitor-views';
import { escapeHtml } from '../../web/shell-html';
import { loadBiographyViews } from './load-biography-views';

/** Where the API serves the nine fonts (fonts.ts): the page loads only its own. */
const fontUrl = (file: string) => `/fonts/bio/${file}`;

/** YouTube sections play in place: the page alone may frame YouTube's privacy-enhanced player. */
function headersFor(
  bio: BiographyView,
  siteHeaders: Readonly<Record<string, string>>,
): Record<string, string> {
  const hasVideo = bio.biographyHasOnlineAddresses.some((section) => section.type === 'YOUTUBE');
  const csp = siteHeaders['content-security-policy'];
  if (!hasVideo || !csp) return {};
  return {
    'content-security-policy': `${csp}; frame-src https://www.youtube-nocookie.com https://www.youtube.com`,
  };
}

/** The Open Graph tags of a bio: its name, description and picture (spec 001 §3; issue 30). */
function bioMeta(bio: BiographyView, canonicalUrl: string): Map<string, string> {
  const meta = new Map<string, string>([
    ['og:title', bio.name],
    ['og:description', bio.description],
    ['og:url', canonicalUrl],
    ['og:type', 'profile'],
    ['og:site_name', 'Atalho'],
    ['og:locale', 'pt_BR'],
  ]);
  const image = bio.picture ?? bio.cover;
  if (image && /^https?:\/\//i.test(image)) {
    meta.set('og:image', image);
    meta.set('og:image:alt', bio.name);
  }
  meta.set('twitter:card', 'summary');
  meta.set('twitter:title', bio.name);
  meta.set('twitter:description', bio.description);
  if (meta.has('og:image')) meta.set('twitter:image', meta.get('og:image') ?? '');
  return meta;
}

/** Every link a visitor may tap on the page, so the island can count each tap with its own visit token. */
function tappableLinks(bio: BiographyView): number[] {
  const ids = bio.biographyHasOnlineAddresses.flatMap((section) =>
    section.onlineAddress ? [section.onlineAddress.id] : [],
  );
  for (const social of bio.socialLinks) ids.push(social.onlineAddress.id);
  return ids;
}

export function createBiographyVisitorView(
  publicUrl: string,
  siteHeaders: Readonly<Record<string, string>>,
): VisitorViewPlugin<BiographyView> {
  const load = batchPerTurn(loadBiographyViews);
  return {
    name: 'biography',
    types: ['BIO'],
    field: 'biography',
    load,
    render(view: OnlineAddressView, bio: BiographyView, context): VisitorPage {
      const page = renderBioPage(bio, {
        pageUrl: context.canonicalUrl,
        promotion: !(view.user?.features.includes('bioPromoRemoval') ?? false),
        promotionUrl: `${publicUrl}/?utm_source=bio&utm_medium=promo`,
        mode: 'page',
        fontUrl,
      });
      const tokens = Object.fromEntries(tappableLinks(bio).map((id) => [id, context.visitToken(id)]));
      return {
        meta: bioMeta(bio, context.canonicalUrl),
        head:
          `<link rel="preload" href="${escapeHtml(fontUrl(page.font.file))}" as="font" type="font/woff2" crossorigin>` +
          // The page fills the window with JavaScript off too (the shell's visitor styles come with the island).
          `<style>body{margin:0}${page.css.replace(/<\/style/gi, '<\\/style')}</style>` +
          `<meta name="theme-color" content="${escapeHtml(bio.headerColor)}">`,
        beforeRoot: '',
        root: page.html,
        headers: headersFor(bio, siteHeaders),
        data: { tokens },
      };
    },
    island: { remote: 'mf_bio', exposed: 'BioIsland', hydrate: true },
    invalidatedBy: ['biographies', 'biography_sections', 'biography_social_links'],
  };
}
