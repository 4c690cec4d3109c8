import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../src/http/compression';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const root = mkdtempSync(join(tmpdir(), 'atalho-compress-'));
const staticRoot = join(root, 'static');
const shellPage = `<!doctype html><html><head><title>Atalho</title></head><body>${'<p>Atalho</p>'.repeat(50)}</body></html>`;
const script = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `palavra-${i}`))};`;

function write(path: string, content: string | Buffer) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

/** A built file and the variants scripts/lib/precompress.mjs writes beside it. */
function writeBuilt(path: string, content: string) {
  write(path, content);
  write(`${path}.br`, brotliCompressSync(content));
  write(`${path}.gz`, gzipSync(content));
}

writeBuilt(join(staticRoot, 'shell/dist/index.html'), shellPage);
writeBuilt(join(staticRoot, 'shell/dist/static/js/index.3216996561.js'), script);
writeBuilt(
  join(staticRoot, 'shell/dist/favicon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(500)}</svg>`,
);
writeBuilt(join(staticRoot, 'mf-links/dist/remoteEntry.js'), script);
writeBuilt(join(staticRoot, 'mf-links/dist/mf-manifest.json'), '{"name":"mf_links"}');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ config: { staticRoot, publicUrl: 'https://atalho.example' } });
});
afterAll(async () => {
  await testApp?.close();
});

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('Accept-Encoding negotiation', () => {
  it('picks Brotli over gzip, honours q-values and reads * as gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe('precompressed static files', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])(
    'Accept-Encoding "%s" gets %s, decoding to the exact bytes, with its own Content-Length',
    async (accept, encoding) => {
      const response = await testApp.app.inject({
        url: '/static/js/index.3216996561.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decode(encoding, response.rawPayload)).toBe(script);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('answers HEAD with the headers of the chosen variant and no body', async () => {
    const get = await testApp.app.inject({
      url: '/static/js/index.3216996561.js',
      headers: { 'accept-encoding': 'br' },
    });
    const head = await testApp.app.inject({
      method: 'HEAD',
      url: '/static/js/index.3216996561.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('never marks files with a fixed name immutable', async () => {
    for (const url of [
      '/favicon.svg',
      '/mf/mf-links/remoteEntry.js',
      '/mf/mf-links/mf-manifest.json',
      '/remotes.json',
    ]) {
      const response = await testApp.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const entry = await testApp.app.inject({
      url: '/mf/mf-links/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', entry.rawPayload)).toBe(script);
  });
});

describe('pages', () => {
  const pages = [
    '/',
    '/plans',
    '/lp',
    '/privacy-policy',
    '/whats-new',
    '/conversion',
    '/loading',
    '/painel',
    '/painel/links/shortened',
    '/painel/sms/contacts',
    '/painel/analytics',
    '/painel/subscriptions',
  ];

  it.each(pages)('%s answers 200 HTML to Accept */*, to no Accept and to HEAD', async (url) => {
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'text/html' }]) {
      const response = await testApp.app.inject({ url, headers });
      expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(shellPage);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const head = await testApp.app.inject({ method: 'HEAD', url, headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends the page compressed to clients that accept it, decoding to the same bytes', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await testApp.app.inject({
        url: '/plans',
        headers: { accept: '*/*', 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decode(encoding, response.rawPayload)).toBe(shellPage);
    }
  });

  it('answers 404 for addresses that are no page: HTML to browsers, JSON under /api', async () => {
    const page = await testApp.app.inject({ url: '/nada/aqui/mesmo', headers: { accept: '*/*' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const accept of ['*/*', 'text/html']) {
      const api = await testApp.app.inject({ url: '/api/v1/nada', headers: { accept } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ messages: ['not.found'] });
    }
    const head = await testApp.app.inject({ method: 'HEAD', url: '/api/v1/nada' });
    expect(head.statusCode).toBe(404);
  });

  it('serves robots.txt: public pages allowed, the panel and the API not, and the sitemap', async () => {
    const response = await testApp.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /painel',
        'Disallow: /api',
        'Disallow: /oauth2',
        'Disallow: /loading',
        '',
        'Sitemap: https://atalho.example/sitemap.xml',
        '',
      ].join('\n'),
    );
    expect((await testApp.app.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('serves sitemap.xml with the public pages as absolute URLs', async () => {
    const response = await testApp.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://atalho.example/',
      'https://atalho.example/lp',
      'https://atalho.example/plans',
      'https://atalho.example/privacy-policy',
      'https://atalho.example/whats-new',
    ]);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(response.body).not.toContain('/painel');
  });
});

describe('API JSON compression', () => {
  it('compresses large JSON answers by negotiation and leaves small ones alone', async () => {
    const plain = await testApp.app.inject({ url: '/api-doc/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const encoding of ['br', 'gzip']) {
      const response = await testApp.app.inject({
        url: '/api-doc/json',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decode(encoding, response.rawPayload)).toBe(plain.body);
    }
    const small = await testApp.app.inject({ url: '/api/v1/nada', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ messages: ['not.found'] });
  });
});
