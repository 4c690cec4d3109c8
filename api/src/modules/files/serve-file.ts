import type { FastifyReply } from 'fastify';
import { resolveByteRange } from '../../http/byte-range';
import type { AppPlugin } from '../../http/validate';
import { findServableFile } from './queries';
import { publicFileUrl } from './transform';

/**
 * The bytes of an upload never run as a page: no script, plugin, form or style of its own, and `sandbox` gives it
 * an opaque origin even where a browser would read it as HTML.
 */
const FILE_CSP = "default-src 'none'; sandbox";

const KEY = /^[a-f0-9]{64}\.[a-z0-9]{2,5}$/;

/**
 * Images a page may show: inline, and loadable from any site (link previews, bio pages on custom domains). Every
 * other file is a download (`attachment`) that only this site's own pages may load as a resource.
 */
const INLINE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

function withFileHeaders(reply: FastifyReply, key: string, contentType: string, etag: string): FastifyReply {
  const inline = INLINE_TYPES.has(contentType);
  // The key is hex and a short extension (KEY): a filename that needs no quoting or encoding.
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${key}"`)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', inline ? 'cross-origin' : 'same-site')
    .header('content-security-policy', FILE_CSP);
}

/**
 * GET /files/<sha256>.<ext>: public, content-addressed, cached for a year by browsers and CDNs. Answers one byte
 * range (206) when asked: Safari plays video and audio only from a server that does, and every player seeks so.
 * With FILES_PUBLIC_URL, only a request for that origin's host is served; the main origin (any other host)
 * answers 301 to the same path there, so user content never runs or downloads under the product's own origin.
 */
export const serveFileRoutes: AppPlugin = async (app) => {
  const { filesPublicUrl } = app.config;
  const filesHost = filesPublicUrl ? new URL(filesPublicUrl).host : undefined;
  app.get<{ Params: { key: string } }>(
    '/files/:key',
    { config: { auth: false }, schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params;
      if (!KEY.test(key)) return reply.status(404).send({ messages: ['not.found'] });
      if (filesPublicUrl && request.host.toLowerCase() !== filesHost) {
        return reply.redirect(publicFileUrl(filesPublicUrl, key), 301);
      }
      const file = await findServableFile(app.db, key);
      if (!file) return reply.status(404).send({ messages: ['not.found'] });
      const etag = `"${key.slice(0, 64)}"`;
      if (request.headers['if-none-match'] === etag) {
        return withFileHeaders(reply, key, file.contentType, etag).status(304).send();
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
      withFileHeaders(reply, key, file.contentType, etag);
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      }
      return reply.header('content-length', stored.size).send(stored.body);
    },
  );
};
