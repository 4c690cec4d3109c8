// Writes `<file>.br` and `<file>.gz` beside every text asset of a build (JS, CSS, HTML, JSON, SVG), at the
// highest levels: the server sends them as they are to clients that accept them (@fastify/static
// `preCompressed`), so nothing is compressed per request. A variant that would not be smaller is not written.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg)$/;
/** A remote's server-drawn pages (decision 038): read by the API, never sent. */
const SERVER_ONLY = /[\\/]server-pages\.mjs$/;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** @returns {{ files: number, bytes: number, br: number, gzip: number }} totals, for the build log */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const path of [...filesUnder(dir)]) {
    if (!COMPRESSIBLE.test(path) || SERVER_ONLY.test(path)) continue;
    const bytes = readFileSync(path);
    const variants = {
      br: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz: gzipSync(bytes, { level: 9 }),
    };
    totals.files += 1;
    totals.bytes += bytes.length;
    for (const [extension, compressed] of Object.entries(variants)) {
      const target = `${path}.${extension}`;
      if (compressed.length < bytes.length) writeFileSync(target, compressed);
      else rmSync(target, { force: true });
      totals[extension === 'br' ? 'br' : 'gzip'] += Math.min(compressed.length, bytes.length);
    }
  }
  return totals;
}
