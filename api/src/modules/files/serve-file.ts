import type { AppPlugin } from '../../http/validate';
import { findServableType } from './queries';

/**
 * The bytes of an upload never run as a page: no script, no plugin, no form, framed only by this site.
 * `sandbox` also gives an HTML-looking file an opaque origin; PDFs go without it, or the browser's viewer
 * would refuse to open them.
 */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const KEY = /^[a-f0-9]{64}\.[a-z0-9]{2,5}$/;

/** GET /files/<sha256>.<ext>: public, content-addressed, cached for a year by browsers and CDNs. */
export const serveFileRoutes: AppPlugin = async (app) => {
  app.get<{ Params: { key: string } }>(
    '/files/:key',
    { config: { auth: false }, schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params;
      const contentType = KEY.test(key) ? await findServableType(app.db, key) : null;
      const stored = contentType ? await app.providers.storage.get(key) : null;
      if (!contentType || !stored) return reply.status(404).send({ messages: ['not.found'] });
      const etag = `"${key.slice(0, 64)}"`;
      reply
        .header('content-type', contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header(
          'content-security-policy',
          contentType === 'application/pdf' ? FILE_CSP : `${FILE_CSP}; sandbox`,
        );
      if (request.headers['if-none-match'] === etag) {
        stored.body.destroy();
        return reply.status(304).send();
      }
      return reply.header('content-length', stored.size).send(stored.body);
    },
  );
};
