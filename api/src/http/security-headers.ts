import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Every answer: a browser never guesses a type we did not send (JSON read as HTML, text run as script). */
export const NOSNIFF = { 'x-content-type-options': 'nosniff' } as const;

/**
 * The headers of every HTML answer (decision 009): built once from the configuration, added by a hook to
 * Fastify's answers and baked into the hot path's prepared pages, so both send the same bytes.
 *
 * - Scripts only from this origin and REMOTE_ORIGINS (remotes on a CDN): no inline script anywhere; the link
 *   data in `/{code}` is `<script type="application/json">`, which is data, not script, and CSP lets it be.
 * - Styles also 'unsafe-inline': Chakra UI (emotion) inserts `<style>` elements at run time.
 * - Images from anywhere over https (link previews, Google avatars, bio pictures).
 * - `frame-ancestors 'none'`: no page of the site can be framed (clickjacking the panel).
 */
export function htmlSecurityHeaders(config: Config): Record<string, string> {
  const remotes = config.remoteOrigins.join(' ');
  const withRemotes = (sources: string) => (remotes ? `${sources} ${remotes}` : sources);
  return headersOf(config, [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    "img-src 'self' data: blob: https:",
    `font-src ${withRemotes("'self' data:")}`,
    // With Mercado Pago the browser tokenises cards at its API (decision 014).
    `connect-src ${withRemotes(config.payments.provider === 'mercadopago' ? "'self' https://api.mercadopago.com" : "'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]);
}

/**
 * The API reference's (/api-doc and what it loads): its renderer (Scalar) and the OpenAPI document come from
 * this server, and it needs nothing from anywhere else: no remote, no payment API, no image or font from
 * another host. Its styles are inserted at run time (`'unsafe-inline'` styles, never scripts). The panel's
 * /painel/api-reference frames it: this site, and only it, may.
 */
export function apiDocSecurityHeaders(config: Config): Record<string, string> {
  const headers = headersOf(config, [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ]);
  return { ...headers, 'x-frame-options': 'SAMEORIGIN' };
}

/**
 * A page's policy with one more origin it may send requests to (`connect-src`): a visitor page's, with the
 * owner's analytics endpoint once the visitor consented (decision 039). Built once per kept page.
 */
export function withConnectSource(policy: string, origin: string): string {
  return policy
    .split('; ')
    .map((directive) => (directive.startsWith('connect-src ') ? `${directive} ${origin}` : directive))
    .join('; ');
}

function headersOf(config: Config, directives: string[]): Record<string, string> {
  const https = config.publicUrl.startsWith('https:');
  return {
    'content-security-policy': [...directives, ...(https ? ['upgrade-insecure-requests'] : [])].join('; '),
    ...NOSNIFF,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

/** Adds the headers to every answer Fastify sends (the hot path's pages carry them already). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
  docs: Record<string, string>,
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const html = isHtml(reply.getHeader('content-type'));
    // A prepared page may carry its own policy (a bio page that frames videos, decision 027): it was built
    // from these headers, so it is kept, as the hot path sends it.
    const own = reply.getHeader('content-security-policy');
    reply.headers(html ? (request.url.startsWith('/api-doc') ? docs : headers) : NOSNIFF);
    if (html && typeof own === 'string') reply.header('content-security-policy', own);
    done(null, payload);
  });
}
