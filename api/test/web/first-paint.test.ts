import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const staticRoot = join(mkdtempSync(join(tmpdir(), 'atalho-first-paint-')), 'static');
const shellPage =
  '<!doctype html><html><head><title>Atalho</title></head><body><noscript>Ative o JavaScript.</noscript><div id="root"></div></body></html>';
const home = { head: '<style id="fp-home">.fp{}</style>', body: '<div id="atalho-first-paint">início</div>' };
const landing = { head: '<style id="fp-lp">.fp{}</style>', body: '<div id="atalho-first-paint">lp</div>' };

function write(path: string, content: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

write(join(staticRoot, 'shell/dist/index.html'), shellPage);
write(
  join(staticRoot, 'mf-public/dist/first-paint.json'),
  JSON.stringify({ '/': home, '/conversion': home, '/lp': landing, '/g': { head: 1 } }),
);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ config: { staticRoot, publicUrl: 'https://atalho.example' } });
});
afterAll(async () => {
  await testApp?.close();
});

const withPaint = (paint: { head: string; body: string }) =>
  shellPage
    .replace('</head>', `${paint.head}</head>`)
    .replace('<div id="root">', `${paint.body}<div id="root">`);

describe('prerendered first paint of the public pages', () => {
  it.each([
    ['/', home],
    ['/?utm_source=x', home],
    ['/conversion', home],
    ['/lp', landing],
  ])('%s carries its first paint: CSS in the head, markup before the root', async (url, paint) => {
    for (const accept of ['text/html', '*/*']) {
      const response = await testApp.app.inject({ url, headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(withPaint(paint));
    }
  });

  it('sends the page with its first paint compressed, once per page', async () => {
    const response = await testApp.app.inject({
      url: '/lp',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(withPaint(landing));
  });

  it('leaves other pages, misses and malformed entries with the shell as built', async () => {
    for (const url of ['/plans', '/painel/links/shortened', '/privacy-policy', '/g']) {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shellPage);
    }
    for (const url of ['/nada/aqui', '/lp-x/y']) {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('atalho-first-paint');
    }
  });
});
