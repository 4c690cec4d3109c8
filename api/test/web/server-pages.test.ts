import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// Decision 038: a remote's dist/server-pages.mjs draws its public pages with the API's answers; the server puts
// the page before the app's root, its CSS and the queries it was drawn from in the head.

const staticRoot = join(mkdtempSync(join(tmpdir(), 'atalho-server-pages-')), 'static');
const shellPage =
  '<!doctype html><html><head><meta name="description" content="x"><title>Atalho</title></head><body><noscript>Ative o JavaScript.</noscript><div id="root"></div><script src="/static/js/index.js"></script></body></html>';
const CATALOGUE = '/api/v1/subscriptions-plans?page=0&size=100&active=true&embedSubscriptionPlanInclude=true';

function write(path: string, content: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

write(join(staticRoot, 'shell/dist/index.html'), shellPage);
// Shaped as shared/build/server-pages.mjs bundles a remote's src/server/pages.tsx (plain JS here).
write(join(staticRoot, 'mf-billing/dist/mf-manifest.json'), '{"name":"mf_billing"}');
write(
  join(staticRoot, 'mf-billing/dist/server-pages.mjs'),
  `const esc = (text) => String(text).replace(/[&<>]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export const serverPages = {
  '/plans': {
    reads: { catalogue: ${JSON.stringify(CATALOGUE)} },
    params: ['planId'],
    render({ answers, params }) {
      globalThis.__atalhoPlanRenders = (globalThis.__atalhoPlanRenders ?? 0) + 1;
      const plans = answers.catalogue.content;
      return {
        title: 'Planos e preços — Atalho',
        body: '<main><h1>Planos</h1><ul>' + plans.map((p) => '<li>' + esc(p.name) + '</li>').join('') +
          '</ul><p>hint:' + esc(params.planId ?? '-') + '|' + Object.keys(params).join(',') + '</p></main>',
        queries: [[['plans', 'catalogue'], plans]],
      };
    },
  },
  // A read the API refuses: the page falls back to the plain shell.
  '/privacy-policy': {
    reads: { terms: '/api/v1/no-such-resource' },
    render: () => ({ title: 'x', body: 'never', queries: [] }),
  },
  // A drawing that throws: the plain shell too.
  '/whats-new': {
    render() { throw new Error('broken'); },
  },
};
export const css = '.plans{color:red}</style><script>';
`,
);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ config: { staticRoot, publicUrl: 'https://atalho.example' } });
});
afterAll(async () => {
  await testApp?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('public pages drawn by the server with their data', () => {
  it('puts the drawn page before the root, its CSS and queries in the head, in place of <noscript>', async () => {
    const response = await page('/plans');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const catalogue = (await testApp.app.inject({ url: CATALOGUE })).json<{ content: { name: string }[] }>();
    expect(catalogue.content.length).toBeGreaterThan(0);
    expect(html).toContain('<title>Planos e preços — Atalho</title>');
    expect(html.match(/<meta name="description" content="x">/g)).toHaveLength(1);
    expect(html).toContain(
      `<div id="atalho-first-paint"><main><h1>Planos</h1><ul>${catalogue.content.map((p) => `<li>${p.name}</li>`).join('')}</ul>`,
    );
    expect(html.indexOf('id="atalho-first-paint"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<script src="/static/js/index.js"></script>');
    // The shell's CSS rule hides the app's root while the drawn page is there; the page's own CSS cannot close
    // the style element.
    const style = /<style id="atalho-first-paint-css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('#atalho-first-paint~#root{display:none}');
    expect(style).toContain('.plans{color:red}<\\/style><script>');
    const data = /<script id="atalho-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ queries: [[['plans', 'catalogue'], catalogue.content]] });
  });

  it('passes only the parameters the page names, and draws each variant once', async () => {
    const before = (globalThis as { __atalhoPlanRenders?: number }).__atalhoPlanRenders ?? 0;
    const first = await page('/plans?planId=3&utm_source=x');
    expect(first.body).toContain('<p>hint:3|planId</p>');
    const again = await page('/plans/?utm_source=y&planId=3');
    expect(again.body).toBe(first.body);
    expect((globalThis as { __atalhoPlanRenders?: number }).__atalhoPlanRenders).toBe(before + 1);
  });

  it('sends the drawn page compressed', async () => {
    const plain = (await page('/plans')).body;
    const response = await page('/plans', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain);
  });

  it('falls back to the plain shell when a read fails or the drawing throws', async () => {
    for (const url of ['/privacy-policy', '/whats-new']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('atalho-first-paint');
      expect(response.body, url).toContain('<noscript>Ative o JavaScript.</noscript>');
    }
  });

  it('draws nothing for other pages and misses, and never serves the module itself', async () => {
    expect((await page('/lp')).body).not.toContain('atalho-first-paint');
    expect((await page('/nada/aqui')).statusCode).toBe(404);
    const module = await testApp.app.inject({ url: '/mf/mf-billing/server-pages.mjs' });
    expect(module.statusCode).toBe(404);
    expect(module.body).not.toContain('serverPages');
    const manifest = await testApp.app.inject({ url: '/mf/mf-billing/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
  });
});
