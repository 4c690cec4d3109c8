import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const targetHeading = 'Página de destino do teste';
/**
 * The target's host name: short links need a name with a letters-only suffix (an IP literal or
 * `localhost` is not a shortenable address). Chromium maps it to 127.0.0.1 (playwright.config.ts);
 * the server accepts a name it cannot resolve.
 */
export const targetHost = 'destino-e2e.test';

/** A tiny page on another loopback port: the destination of short links created by the tests. */
export async function startTargetServer(): Promise<{
  url: string;
  hits: () => number;
  close: () => Promise<void>;
}> {
  let hits = 0;
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/destino')) hits += 1;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="pt-BR"><title>Destino</title><h1>${targetHeading}</h1></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${targetHost}:${port}/destino`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
