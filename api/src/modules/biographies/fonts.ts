import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bioFontFiles } from '@atalho/sdk/bio-page';
import { messageKeys } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);

/** Each served name → where npm put it; nothing outside this table is ever read. */
const fontPaths: ReadonlyMap<string, { package: string; path: string }> = new Map(
  bioFontFiles.flatMap((font) =>
    font.faces.map((face) => [face.file, { package: font.package, path: face.path }]),
  ),
);

/** Read on first request, then kept: nine fonts, at most two files each, about 25 KB a file. */
const loaded = new Map<string, Promise<Buffer>>();

function fontBytes(file: string): Promise<Buffer> | null {
  const source = fontPaths.get(file);
  if (!source) return null;
  let bytes = loaded.get(file);
  if (!bytes) {
    const root = dirname(require.resolve(`${source.package}/package.json`));
    bytes = readFile(join(root, source.path));
    // A failed read is not kept: the next request tries again.
    bytes.catch(() => loaded.delete(file));
    loaded.set(file, bytes);
  }
  return bytes;
}

/**
 * GET /fonts/bio/:file: the bio pages' font files (spec 001 §2: the page loads only the chosen font), from the
 * @fontsource packages the API depends on. The names never change with their bytes, so browsers keep them a year.
 */
export async function registerBioFonts(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    '/fonts/bio/:file',
    { config: { auth: false }, schema: { hide: true } },
    async (request, reply) => {
      const bytes = fontBytes(request.params.file);
      if (!bytes) return reply.status(404).send({ messages: [messageKeys.notFound] });
      return reply
        .header('content-type', 'font/woff2')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff')
        .send(await bytes);
    },
  );
}
