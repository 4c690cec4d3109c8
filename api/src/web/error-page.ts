import { isReservedPathSegment } from '@atalho/sdk/schemas';
import type { FastifyRequest } from 'fastify';

/** First path segments that are never pages: their errors stay JSON whatever the Accept header says. */
const NON_HTML_PREFIXES = ['/api', '/oauth2', '/mf/', '/deploy/', '/_admin', '/health', '/remotes.json'];

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

function isNonHtmlPath(path: string): boolean {
  return NON_HTML_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

// Browsers send text/html; tools send a wildcard (any type, or text of any kind) or no Accept at all.
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.includes('text/html') || accept.includes('*/*') || accept.includes('text/*');
}

/**
 * A GET/HEAD outside the API and asset paths whose Accept admits HTML: a browser, a crawler, a link
 * checker or curl asking for a page.
 */
export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  return !isNonHtmlPath(path) && acceptsHtml(request.headers.accept);
}

/**
 * A page of the app: `/`, or a path whose first segment is a reserved page segment (`/plans`, `/lp`,
 * `/painel/…`, every shell prefix and public page; `reservedPathSegments` in @atalho/sdk). Files (a dot)
 * and the API and asset prefixes are not pages. Other addresses answer 404 with the same HTML.
 */
export function isPagePath(request: FastifyRequest): boolean {
  const path = pathOf(request);
  if (path === '/') return true;
  const first = path.split('/')[1] ?? '';
  return !first.includes('.') && !isNonHtmlPath(path) && isReservedPathSegment(first);
}

/**
 * The page a visitor sees when the server cannot answer (database down): no script, so it needs nothing
 * that may be failing too; the link reloads the same address.
 */
export const unavailablePage = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atalho — indisponível</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;text-align:center">
<h1>Não foi possível abrir esta página agora</h1>
<p>O serviço está temporariamente indisponível. Tente novamente em alguns instantes.</p>
<p><a href="">Tentar novamente</a></p>
</body></html>`;
