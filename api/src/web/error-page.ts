import type { FastifyRequest } from 'fastify';

/** First path segments that are never pages: their errors stay JSON whatever the Accept header says. */
const NON_HTML_PREFIXES = ['/api', '/oauth2', '/mf/', '/deploy/', '/_admin', '/health', '/remotes.json'];

/** A browser asking for a page (GET/HEAD with text/html) outside the API and asset paths. */
export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NON_HTML_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix)))
    return false;
  return (request.headers.accept ?? '').includes('text/html');
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
