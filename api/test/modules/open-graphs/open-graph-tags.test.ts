import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMetaTags } from '../../../src/modules/open-graphs/parse-meta-tags';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';

// The local page server is loopback: this file allows private targets, as only tests may.
const ctx = useTestApp({ config: { outboundAllowPrivate: true } });

const page = `<!doctype html><html><head>
<meta charset="utf-8"><title>Loja &amp; Cia</title>
<meta name="description" content="Descrição da loja">
<meta property="og:title" content="Camiseta &quot;azul&quot;">
<meta property="og:image" content="/img/camiseta.png">
<meta property="og:image" content="/img/segunda.png">
<meta content="49.90" property="product:price:amount">
<meta property='product:price:currency' content='BRL'>
<meta name="twitter:image" content="https://cdn.exemplo.com/tw.png">
<meta property="fb:app_id" content="123">
</head><body><meta property="og:type" content="fora-do-head"></body></html>`;

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/produto') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      return response.end(page);
    }
    if (request.url === '/redirect') {
      response.writeHead(302, { location: '/produto' });
      return response.end();
    }
    if (request.url === '/to-private') {
      response.writeHead(302, { location: 'http://10.0.0.1/' });
      return response.end();
    }
    response.writeHead(500);
    response.end('erro');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function tags(token: string, source: string) {
  return ctx.app.inject({
    url: `/api/v1/open-graphs/tags?source=${encodeURIComponent(source)}`,
    headers: bearer(token),
  });
}

describe('GET /api/v1/open-graphs/tags', () => {
  it("returns the page's tag map with fallbacks and absolute addresses, after redirects", async () => {
    const token = await signIn(ctx.app, 'tags@example.com');
    const response = await tags(token, `${base}/redirect`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      'og:title': 'Camiseta "azul"',
      'og:image': `${base}/img/camiseta.png`,
      'product:price:amount': '49.90',
      'product:price:currency': 'BRL',
      'og:description': 'Descrição da loja',
    });
  });

  it('answers errorLinkLoad for a page that fails, and needs a session', async () => {
    const token = await signIn(ctx.app, 'falha@example.com');
    const failed = await tags(token, `${base}/quebrado`);
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toEqual({ messages: ['errorLinkLoad'] });
    expect((await tags(token, 'javascript:alert(1)')).json()).toEqual({ messages: ['url.rejected'] });
    expect((await tags(token, '')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ url: `/api/v1/open-graphs/tags?source=${base}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('parseMetaTags', () => {
  it('falls back to <title>, twitter tags and the meta description', () => {
    const tags = parseMetaTags(
      '<head><title> Só o título </title><meta name="twitter:description" content="Do twitter"><meta name="twitter:image" content="a.png"></head>',
      'https://exemplo.com/pasta/',
    );
    expect(tags).toEqual({
      'og:title': 'Só o título',
      'og:description': 'Do twitter',
      'og:image': 'https://exemplo.com/pasta/a.png',
    });
  });
});
