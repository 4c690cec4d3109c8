import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { wantsHtml } from './error-page';
import { createRemotesSource, defaultRemotes, remoteFolders, remotesOverridePath } from './remotes';
import { createShellHtml, shellTemplateOf } from './shell-html';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Serves the shell, every remote's build, deployed versions and /remotes.json; other pages get the shell's HTML. */
async function webPlugin(app: FastifyInstance): Promise<void> {
  const { staticRoot, dataDir } = app.config;

  await app.register(fastifyStatic, {
    root: join(staticRoot, 'shell', 'dist'),
    prefix: '/',
    index: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.endsWith('.html') ? NO_CACHE : IMMUTABLE);
    },
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
      index: false,
      setHeaders: (reply, path) => {
        const mutable =
          path.endsWith('mf-manifest.json') || path.endsWith('remoteEntry.js') || path.endsWith('.html');
        reply.header('cache-control', mutable ? NO_CACHE : IMMUTABLE);
      },
    });
  }

  const deployDir = join(dataDir, 'deploy');
  mkdirSync(deployDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: deployDir,
    prefix: '/deploy/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });

  const remotes = createRemotesSource(defaultRemotes(folders), remotesOverridePath(dataDir), (message) =>
    app.log.warn(message),
  );
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return remotes.current();
  });

  const sendShellHtml = createShellHtml(shellTemplateOf(app));
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (wantsHtml(request)) return sendShellHtml(reply);
    return reply.status(404).send({ messages: ['not.found'] });
  });
}

export default fp(webPlugin, { name: 'atalho-web' });
