import type { FastifyReply } from 'fastify';
import { resolveByteRange } from '../../http/byte-range';
import type { AppPlugin } from '../../http/validate';
import { findServableFile } from './queries';

/**
 * The bytes of an upload never run as a page: no script, no plugin, no form, framed only by this site.
 * `sandbox` also gives an HTML-looking file an opaque origin; PDFs go without it, or the browser's viewer
 * would refuse to open them.
 */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const KEY = /^[a-f0-9]{64}\.[a-z0-9]{2,5}$/;

function withFileHeaders(reply: FastifyReply, contentType: string, etag: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('content-security-policy', contentType === 'application/pdf' ? FILE_CSP : `${FILE_CSP}; sandbox`);
}

/**
 * GET /files/<sha256>.<ext>: public, content-addressed, cached for a year by browsers and CDNs. Answers one byte
 * range (206) when asked: Safari plays video and audio only from a server that does, and every player seeks so.
 */
export const serveFileRoutes: AppPlugin = async (app) => {
  app.get<{ Params: { key: string } }>(
    '/files/:key',
    { config: { auth: false }, schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params;
      const file = KEY.test(key) ? await findServableFile(app.db, key) : null;
      if (!file) return reply.status(404).send({ messages: ['not.found'] });
      const etag = `"${key.slice(0, 64)}"`;
      if (request.headers['if-none-match'] === etag) {
        return withFileHeaders(reply, file.contentType, etag).status(304).send();
      }
      // If-Range names the version the client holds part of; the bytes behind a key never change.
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === etag ? resolveByteRange(request.headers.range, file.size) : null;
      if (range === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${file.size}`)
          .send({ messages: ['invalid'] });
      }
      const stored = await app.providers.storage.get(key, range ?? undefined);
      if (!stored) return reply.status(404).send({ messages: ['not.found'] });
      withFileHeaders(reply, file.contentType, etag);
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      }
      return reply.header('content-length', stored.size).send(stored.body);
    },
  );
};
