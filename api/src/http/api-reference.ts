import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { messageKeys } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { apiReferenceHtml, rendererScript } from './api-reference-page';
import { type EncodedBody, encodeOnceAsync, sendEncoded } from './compression';

const require = createRequire(import.meta.url);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS = '/api-doc/assets/';
const PAGE_ONLY = { config: { auth: false }, schema: { hide: true } } as const;

/**
 * @scalar/api-reference's browser build, as ES modules: an entry and the chunks it imports when a feature
 * needs them (the request client, YAML…), so a reader downloads only what the page uses. Served from the
 * installed package under its version, so each name is immutable.
 */
function rendererFiles(): { prefix: string; files: Map<string, string> } {
  const packageDir = dirname(dirname(require.resolve('@scalar/api-reference')));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const browserDir = join(packageDir, 'dist', 'browser');
  const prefix = `scalar-${version}/`;
  const files = new Map([[`${prefix}standalone.esm.js`, join(browserDir, 'standalone.esm.js')]]);
  for (const name of readdirSync(join(browserDir, 'chunks'))) {
    if (name.endsWith('.js')) files.set(`${prefix}chunks/${name}`, join(browserDir, 'chunks', name));
  }
  return { prefix, files };
}

/**
 * /api-doc: the API reference (Scalar, in Portuguese and the product's look) over the OpenAPI document at
 * /api-doc/json (and /api-doc/yaml). The renderer's JavaScript is fetched by this page only, from
 * /api-doc/assets/, cached for a year and compressed once in memory on first request. The page's headers
 * are the site's, but it may be framed by the site itself (the panel's /painel/api-reference, see
 * security-headers.ts).
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  const renderer = rendererFiles();
  const script = rendererScript(`${ASSETS}${renderer.prefix}standalone.esm.js`);
  const scriptName = `reference.${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  const html = apiReferenceHtml({
    script: `${ASSETS}${scriptName}`,
    renderer: `${ASSETS}${renderer.prefix}standalone.esm.js`,
  });

  /** Read and compressed on first request, then kept; a failed read is not kept. */
  const encoded = new Map<string, Promise<EncodedBody>>();
  const assetBytes = (name: string): Promise<EncodedBody> | undefined => {
    let body = encoded.get(name);
    if (body) return body;
    const file = renderer.files.get(name);
    if (name === scriptName) body = encodeOnceAsync(Buffer.from(script));
    else if (file) body = readFile(file).then(encodeOnceAsync);
    else return undefined;
    body.catch(() => encoded.delete(name));
    encoded.set(name, body);
    return body;
  };

  app.get('/api-doc', PAGE_ONLY, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
  );
  app.get('/api-doc/json', PAGE_ONLY, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  app.get('/api-doc/yaml', PAGE_ONLY, async (_request, reply) =>
    reply
      .type('application/x-yaml')
      .header('cache-control', 'no-cache')
      .send(app.swagger({ yaml: true })),
  );
  app.get<{ Params: { '*': string } }>(`${ASSETS}*`, PAGE_ONLY, async (request, reply) => {
    const body = assetBytes(request.params['*']);
    if (!body) return reply.status(404).send({ messages: [messageKeys.notFound] });
    reply.type('text/javascript; charset=utf-8').header('cache-control', IMMUTABLE);
    return sendEncoded(reply, await body);
  });
}
