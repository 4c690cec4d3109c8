import { escapeHtml } from './shell-html';

/**
 * The pages anyone may open and search engines may list (the home page's aliases `/conversion`, `/g` and
 * `/f` are left out: one address per page). Short links are public too but never listed.
 */
export const publicPages = ['/', '/lp', '/plans', '/privacy-policy', '/whats-new'] as const;

/** Areas crawlers have no business in: the signed-in panel, the API (and its reference), sign-in. */
const disallowed = ['/painel', '/api', '/oauth2', '/loading'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = publicPages.map((page) => `  <url><loc>${escapeHtml(publicUrl + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
