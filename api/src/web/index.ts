import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPagePath, wantsHtml } from './error-page';
import { createFirstPaints } from './first-paint';
import { robotsTxt, sitemapXml } from './public-pages';
import { remoteFolders, remotesSourceOf } from './remotes';
import { createServerPages, SERVER_PAGES_FILE, sendDrawnPage } from './server-pages';
import { createShellHtml, shellTemplateOf } from './shell-html';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** robots.txt and sitemap.xml: they change only with a deploy. */
const ONE_HOUR = 'public, max-age=3600';

/**
 * Only files whose name carries a content hash (`static/js/main.1a2b3c4d.js`) may be cached for ever;
 * the fixed names a new build overwrites (index.html, favicon.svg, remoteEntry.js, mf-manifest.json) are
 * revalidated. `path` may be the precompressed variant (`….js.br`).
 */
function cacheControlOf(path: string): string {
  const name =
    path
      .replace(/\.(br|gz)$/, '')
      .split('/')
      .pop() ?? '';
  return /\.[0-9a-f]{6,}\.[a-z0-9]+$/i.test(name) ? IMMUTABLE : NO_CACHE;
}

type SetHeaders = (reply: { header(name: string, value: string): unknown }, path: string) => void;

/** Every folder of built files: the `.br`/`.gz` variants the build wrote go to clients that accept them. */
const staticOptions = (setHeaders: SetHeaders) => ({
  index: false as const,
  preCompressed: true,
  setHeaders,
});
const byName: SetHeaders = (reply, path) => reply.header('cache-control', cacheControlOf(path));

/** Serves the shell, every remote's build, deployed versions and /remotes.json; other pages get the shell's HTML. */
async function webPlugin(app: FastifyInstance): Promise<void> {
  const { staticRoot, dataDir } = app.config;

  await app.register(fastifyStatic, {
    root: join(staticRoot, 'shell', 'dist'),
    prefix: '/',
    ...staticOptions(byName),
  });

  const folders = remoteFolders(staticRoot);
  const built = folders.filter((folder) => existsSync(join(staticRoot, folder, 'dist')));
  if (built.length < folders.length) {
    app.log.info(
      { unbuilt: folders.filter((f) => !built.includes(f)) },
      'remotes without a build (npm run build)',
    );
  }
  for (const folder of built) {
    await app.register(fastifyStatic, {
      root: join(staticRoot, folder, 'dist'),
      prefix: `/mf/${folder}/`,
      decorateReply: false,
      // The server's own module (pages it draws, decision 038) is read by the API, not sent to browsers.
      allowedPath: (path) => !path.startsWith(`/${SERVER_PAGES_FILE}`),
      ...staticOptions(byName),
    });
  }

  const deployDir = join(dataDir, 'deploy');
  mkdirSync(deployDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: deployDir,
    prefix: '/deploy/',
    decorateReply: false,
    // A deployed version's folder is never rewritten (deploy-remote refuses an existing version).
    ...staticOptions((reply) => reply.header('cache-control', IMMUTABLE)),
  });

  const remotes = remotesSourceOf(app);
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return remotes.current();
  });

  const robots = robotsTxt(app.config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ONE_HOUR).send(robots),
  );
  const sitemap = sitemapXml(app.config.publicUrl);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', ONE_HOUR).send(sitemap),
  );

  // Pages answer the shell's HTML to browsers and tools alike (HEAD too); an address that is no page
  // answers 404 with the same HTML, so crawlers see the miss and a person still gets the app's fallback.
  // The public pages (`/`, `/lp`…) carry their first paint, prerendered by mf-public's build (decision 012).
  // `/plans`, `/privacy-policy` and `/whats-new` are drawn with their data by their remotes' server modules
  // (decision 038), so their text is in the HTML; without a build of them they get the plain shell.
  const template = shellTemplateOf(app);
  const sendShellHtml = createShellHtml(template, createFirstPaints(staticRoot));
  const serverPages = createServerPages(app, staticRoot, template);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsHtml(request)) {
      const [path = '/', query = ''] = request.url.split('?');
      if (!isPagePath(request)) return sendShellHtml(reply, 404, path);
      const drawn = await serverPages.draw(path, new URLSearchParams(query));
      return drawn ? sendDrawnPage(reply, drawn) : sendShellHtml(reply, 200, path);
    }
    return reply.status(404).send({ messages: ['not.found'] });
  });
}

export default fp(webPlugin, { name: 'atalho-web' });
