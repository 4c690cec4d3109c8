import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundFetch } from '../../src/http/outbound-fetch';

/** A local HTTP server on a free port; its base URL and how many requests it saw. */
async function localServer(handler: RequestListener): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const strict = { allowPrivate: false };
const open = { allowPrivate: true };

let base = '';
let hits = 0;
let server: Server;

beforeAll(async () => {
  ({ url: base, server } = await localServer((request, response) => {
    hits += 1;
    const path = request.url ?? '/';
    if (path === '/ok') return response.end('<title>ok</title>');
    if (path.startsWith('/hop/')) {
      const left = Number(path.slice(5));
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/ok' });
      return response.end();
    }
    if (path === '/to-metadata') {
      response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
      return response.end();
    }
    if (path === '/big') return response.end(Buffer.alloc(3 * 1024 * 1024, 'a'));
    if (path === '/bomb') {
      response.writeHead(200, { 'content-encoding': 'gzip' });
      return response.end(gzipSync(Buffer.alloc(5 * 1024 * 1024, 'a')));
    }
    if (path === '/slow') return void setTimeout(() => response.end('late'), 2_000);
    response.writeHead(404);
    response.end();
  }));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('outboundFetch refuses what the server must not reach', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local and IPv4-mapped literals', async () => {
    for (const target of [
      `${base}/ok`,
      'http://10.0.0.8/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://100.64.0.1/',
      'http://[fd00::1]/',
      'http://[::ffff:192.168.0.1]/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
    ]) {
      expect(await outboundFetch(target, strict), target).toMatchObject({ ok: false, reason: 'refused' });
    }
  });

  it('refuses a public-looking name that resolves to loopback, and never connects', async () => {
    const before = hits;
    const port = new URL(base).port;
    const result = await outboundFetch(`http://exemplo-publico.com:${port}/ok`, {
      ...strict,
      resolve: async () => ['127.0.0.1'],
    });
    expect(result).toMatchObject({ ok: false, reason: 'refused' });
    expect(hits).toBe(before);
  });

  it('refuses other schemes, credentials in the URL and non-web ports', async () => {
    const publicName = { ...strict, resolve: async () => ['93.184.216.34'] };
    for (const target of [
      'file:///etc/passwd',
      'ftp://exemplo.com/',
      'http://a:b@exemplo.com/',
      'http://exemplo.com:22/',
    ]) {
      expect(await outboundFetch(target, publicName), target).toMatchObject({ ok: false, reason: 'refused' });
    }
  });

  it('re-checks every redirect hop: a redirect to a private address is refused', async () => {
    // The local server is trusted for this test; the metadata address it redirects to is not.
    const trusted = { ...strict, trustedAddresses: ['127.0.0.1'] };
    expect(await outboundFetch(`${base}/ok`, trusted)).toMatchObject({ ok: true, status: 200 });
    const before = hits;
    expect(await outboundFetch(`${base}/to-metadata`, trusted)).toMatchObject({
      ok: false,
      reason: 'refused',
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(hits).toBe(before + 1);
  });
});

describe('outboundFetch with private targets allowed (tests)', () => {
  it('connects to the checked address and follows up to five redirects', async () => {
    const result = await outboundFetch(`${base}/hop/4`, open);
    expect(result).toMatchObject({ ok: true, status: 200, url: `${base}/ok` });
    expect(result.ok && result.body.toString()).toBe('<title>ok</title>');
    expect(await outboundFetch(`${base}/hop/5`, open)).toMatchObject({
      ok: false,
      reason: 'tooManyRedirects',
    });
  });

  it('caps the body at 2 MB, compressed bombs included', async () => {
    expect(await outboundFetch(`${base}/big`, open)).toMatchObject({ ok: false, reason: 'tooLarge' });
    expect(await outboundFetch(`${base}/bomb`, open)).toMatchObject({ ok: false, reason: 'tooLarge' });
    expect(await outboundFetch(`${base}/big`, { ...open, method: 'HEAD' })).toMatchObject({ ok: true });
  });

  it('gives up at the total timeout', async () => {
    const started = performance.now();
    expect(await outboundFetch(`${base}/slow`, { ...open, timeoutMs: 300 })).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
