import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { onlineAddresses } from '../../src/db/schema';
import { HotPath, hotHeadersOf, prepareResponse } from '../../src/http/hot-path';
import { signIn, staticRootWithShell, useTestApp } from '../helpers/test-app';
import { eventually, writeAndAwaitInvalidation } from '../helpers/visitor-cache';
import { createSettledLink } from '../modules/online-addresses/fixtures';

function fakeExchange(method: string, url: string) {
  const written: { status?: number; headers?: unknown; body?: unknown } = {};
  const request = { method, url, headers: {} } as IncomingMessage;
  const response = {
    writeHead: (status: number, headers: unknown) => {
      written.status = status;
      written.headers = headers;
    },
    end: (body: unknown) => {
      written.body = body;
    },
  } as unknown as ServerResponse;
  return { request, response, written };
}

describe('HotPath', () => {
  const ok = prepareResponse('{"a":1}', { 'content-type': 'application/json; charset=utf-8' });

  it('answers from the first route that has a response, with its length, and counts it', () => {
    const hot = new HotPath();
    hot.add(() => undefined);
    hot.add((request) => (request.url === '/x' ? ok : undefined));
    const hit = fakeExchange('GET', '/x');
    expect(hot.serve(hit.request, hit.response)).toBe(true);
    expect(hit.written).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': '7' },
      body: Buffer.from('{"a":1}'),
    });
    expect(hot.hits).toBe(1);
    const miss = fakeExchange('GET', '/y');
    expect(hot.serve(miss.request, miss.response)).toBe(false);
    expect(miss.written).toEqual({});
  });

  it('sends HEAD without a body and leaves other methods, failing routes and a closing app to Fastify', () => {
    const hot = new HotPath();
    const log = { error: vi.fn() };
    hot.useLogger(log);
    hot.add((request) => {
      if (request.url === '/boom') throw new Error('boom');
      return ok;
    });
    const head = fakeExchange('HEAD', '/x');
    expect(hot.serve(head.request, head.response)).toBe(true);
    expect(head.written.body).toBeUndefined();
    expect(head.written.headers).toMatchObject({ 'content-length': '7' });
    const post = fakeExchange('POST', '/x');
    expect(hot.serve(post.request, post.response)).toBe(false);
    const boom = fakeExchange('GET', '/boom');
    expect(hot.serve(boom.request, boom.response)).toBe(false);
    expect(log.error).toHaveBeenCalledOnce();
    hot.close();
    const closed = fakeExchange('GET', '/x');
    expect(hot.serve(closed.request, closed.response)).toBe(false);
  });
});

/** The request a listening node:http server parses from these raw header lines. */
async function parsedRequest(headerLines: string[]): Promise<IncomingMessage> {
  const server = createServer();
  const received = new Promise<IncomingMessage>((resolve) =>
    server.once('request', (request: IncomingMessage, response: ServerResponse) => {
      response.end();
      resolve(request);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const socket = connect(typeof address === 'object' && address ? address.port : 0, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(`GET /x HTTP/1.1\r\n${headerLines.map((line) => `${line}\r\n`).join('')}\r\n`);
  const request = await received;
  socket.destroy();
  server.close();
  return request;
}

describe('hotHeadersOf', () => {
  it("reads the hot routes' headers from the raw list exactly as Node's request.headers gives them", async () => {
    const request = await parsedRequest([
      'Host: atalho.test',
      'User-Agent: first',
      'ACCEPT: text/html',
      'Accept-Encoding: gzip',
      'user-agent: second',
      'accept: */*',
      'accept-encoding: br',
      'Authorization: Bearer a',
      'authorization: Bearer b',
      'X-Accept: no',
    ]);
    const expected = {
      accept: 'text/html, */*',
      acceptEncoding: 'gzip, br',
      authorization: 'Bearer a',
      userAgent: 'first',
      host: 'atalho.test',
    };
    expect(hotHeadersOf(request)).toEqual(expected);
    const { headers } = request;
    expect({
      accept: headers.accept,
      acceptEncoding: headers['accept-encoding'],
      authorization: headers.authorization,
      userAgent: headers['user-agent'],
      host: headers.host,
    }).toEqual(expected);
    expect(hotHeadersOf(await parsedRequest(['Host: atalho.test']))).toEqual({
      accept: undefined,
      acceptEncoding: undefined,
      authorization: undefined,
      userAgent: undefined,
      host: 'atalho.test',
    });
  });
});

const staticRoot = staticRootWithShell();

describe('the visitor hot path on a listening server', () => {
  const ctx = useTestApp({
    config: { allowPrivateUrls: true, staticRoot, publicUrl: 'https://atalho.test' },
  });
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  /** Status, the headers both paths set, and the body; the date header differs between any two answers. */
  async function answer(path: string, headers: Record<string, string> = {}) {
    const before = ctx.app.hotPath.hits;
    const response = await fetch(`${base}${path}`, { headers });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      contentLength: response.headers.get('content-length'),
      cacheControl: response.headers.get('cache-control'),
      body: await response.text(),
      fromHotPath: ctx.app.hotPath.hits > before,
    };
  }

  it('answers a cached lookup with the same bytes Fastify sent on the miss', async () => {
    const token = await signIn(ctx.app, 'dona@example.com', 'Dona');
    const link = await createSettledLink(ctx.app, 'www.loja.com.br/oferta', token);
    const path = `/api/v1/online-addresses/code/${link.code}?view=true`;
    const miss = await answer(path);
    const hit = await answer(path);
    expect(miss.fromHotPath).toBe(false);
    expect(hit.fromHotPath).toBe(true);
    expect({ ...hit, fromHotPath: false }).toEqual(miss);
    expect(miss.status).toBe(200);
    expect(JSON.parse(hit.body)).toMatchObject({ code: link.code, url: 'https://www.loja.com.br/oferta' });
    expect(hit.body).not.toContain('dona@example.com');
    // Without the query string, too.
    expect((await answer(`/api/v1/online-addresses/code/${link.code}`)).fromHotPath).toBe(true);
  });

  it('answers a cached /{code} page (and its contact copy) with the same bytes as Fastify', async () => {
    const link = await createSettledLink(ctx.app, 'exemplo.com/pagina');
    const html = { accept: 'text/html,application/xhtml+xml' };
    const miss = await answer(`/${link.code}`, html);
    const hit = await answer(`/${link.code}?s=q`, html);
    expect(miss.fromHotPath).toBe(false);
    expect(hit.fromHotPath).toBe(true);
    expect({ ...hit, fromHotPath: false }).toEqual(miss);
    expect(hit.body).toContain(`<link rel="canonical" href="https://atalho.test/${link.code}">`);
    const contact = await answer(`/${link.code}/c0ntat0`, { 'user-agent': 'WhatsApp/2.23.20.0' });
    expect(contact.fromHotPath).toBe(true);
    expect(contact.body).toBe(miss.body);
  });

  it('leaves to Fastify what it must validate or answer otherwise', async () => {
    const link = await createSettledLink(ctx.app, 'exemplo.com');
    await answer(`/api/v1/online-addresses/code/${link.code}`);
    const invalidQuery = await answer(`/api/v1/online-addresses/code/${link.code}?view=talvez`);
    expect(invalidQuery).toMatchObject({ status: 400, fromHotPath: false });
    const unknown = await answer('/api/v1/online-addresses/code/naoexiste');
    expect(unknown).toMatchObject({ status: 404, fromHotPath: false, body: '{"messages":["not.found"]}' });
    const json = await answer(`/${link.code}`, { accept: 'application/json' });
    expect(json).toMatchObject({ status: 404, fromHotPath: false });
    const reserved = await answer('/painel', { accept: 'text/html' });
    expect(reserved).toMatchObject({ status: 200, fromHotPath: false });
    expect(reserved.body).not.toContain('og:title');
  });

  it('leaves a lookup with credentials to Fastify: an invalid bearer gets 401, a valid one the view', async () => {
    const token = await signIn(ctx.app, 'visitante@example.com');
    const link = await createSettledLink(ctx.app, 'exemplo.com/credenciais');
    const path = `/api/v1/online-addresses/code/${link.code}?view=true`;
    await answer(path);
    expect(await answer(path, { authorization: 'Bearer not-a-token' })).toMatchObject({
      status: 401,
      fromHotPath: false,
      body: '{"messages":["unauthorized"]}',
    });
    expect(await answer(path, { authorization: `Bearer ${token}` })).toMatchObject({
      status: 200,
      fromHotPath: false,
    });
  });

  it('answers NUL, undecodable paths and malformed requests in the { messages } shape', async () => {
    expect(await answer('/a%00b', { accept: 'text/html' })).toMatchObject({
      status: 400,
      body: '{"messages":["invalid"]}',
    });
    expect(await answer('/api/v1/online-addresses/%ZZ')).toMatchObject({
      status: 400,
      body: '{"messages":["invalid"]}',
    });
    // A body longer than its Content-Length: the rest reads as a malformed next request.
    const { port } = new URL(base);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/v1/online-addresses HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 2\r\n\r\n{"url":"exemplo.com"}',
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const answers = raw.split(/(?=HTTP\/1\.1 )/);
    expect(answers.at(-1)).toMatch(/^HTTP\/1\.1 400 /);
    expect(answers.at(-1)).toContain('{"messages":["invalid"]}');
    expect(raw).not.toContain('"statusCode"');
  });

  /** Status, every header but the date, and the exact bytes on the wire (fetch would decompress them). */
  function rawAnswer(path: string, headers: Record<string, string>) {
    const before = ctx.app.hotPath.hits;
    return new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: Buffer;
      fromHotPath: boolean;
    }>((resolve, reject) => {
      get(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          // Per-request headers: the date, the connection's, the route's rate-limit counters (Fastify only), and
          // the page load's visit key cookie (decision 031), kept as its name and attributes.
          const kept = Object.entries(response.headers)
            .filter(([name]) => !/^(date|connection|keep-alive|ratelimit-.*)$/.test(name))
            .map(([name, value]): [string, unknown] =>
              name === 'set-cookie'
                ? [name, String(value).replace(/^atalho_visit=[^;]+/, 'atalho_visit=…')]
                : [name, value],
            );
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(kept),
            body: Buffer.concat(chunks),
            fromHotPath: ctx.app.hotPath.hits > before,
          });
        });
      }).on('error', reject);
    });
  }

  const decode = (coding: unknown, body: Buffer) =>
    (coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body).toString();

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br;q=0, identity', undefined],
    ['', undefined],
  ])(
    'sends the encoding Accept-Encoding "%s" asks for, the same bytes from Fastify and the hot path',
    async (acceptEncoding, coding) => {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      // A link per answer, so the first request of each is a miss answered by Fastify.
      for (const [pathOf, extra] of [
        [(code: string) => `/api/v1/online-addresses/code/${code}?view=true`, {}],
        [(code: string) => `/${code}`, { accept: 'text/html' }],
      ] as const) {
        const link = await createSettledLink(ctx.app, `exemplo.com/codificado/${'abc'.repeat(40)}`);
        const path = pathOf(link.code);
        const miss = await rawAnswer(path, { ...headers, ...extra });
        expect(miss.fromHotPath, path).toBe(false);
        // On PostgreSQL a notification still in flight may keep the first miss from being stored: a later
        // request is then the one that fills the cache. The answer must come from memory within three.
        let hit = await rawAnswer(path, { ...headers, ...extra });
        for (let tries = 1; !hit.fromHotPath && tries < 3; tries += 1) {
          hit = await rawAnswer(path, { ...headers, ...extra });
        }
        expect(hit.fromHotPath, path).toBe(true);
        expect({ ...hit, fromHotPath: false }, path).toEqual(miss);
        expect(hit.headers['content-encoding'], path).toBe(coding);
        expect(hit.headers.vary, path).toBe('Accept-Encoding');
        expect(Number(hit.headers['content-length']), path).toBe(hit.body.length);
        const text = decode(coding, hit.body);
        expect(text, path).toContain(link.code);
        // Every coding carries the same document as the identity answer.
        const identity = await rawAnswer(path, { ...extra });
        expect(text, path).toBe(identity.body.toString());
      }
    },
  );

  it('answers an unknown code 404 HTML from memory once its absence is cached, in every encoding', async () => {
    const ask = () => rawAnswer('/naoexiste1', { accept: 'text/html', 'accept-encoding': 'br' });
    const first = await ask();
    expect(first).toMatchObject({ status: 404, fromHotPath: false });
    // On PostgreSQL a notification of an earlier test's write, still in flight when the absence was looked up,
    // keeps it from being stored (decision 007's epoch rule): the next miss stores it, and from then on it is
    // answered from memory.
    let second = await ask();
    await eventually(async () => {
      if (!second.fromHotPath) second = await ask();
      return second.fromHotPath;
    });
    expect({ ...second, fromHotPath: false }).toEqual(first);
    expect(decode('br', second.body)).toContain('Link não encontrado');
  });

  it('never serves a link as it was before a write', async () => {
    const link = await createSettledLink(ctx.app, 'exemplo.com/antes');
    const path = `/api/v1/online-addresses/code/${link.code}?view=true`;
    // On PostgreSQL a notification still in flight from the link's creation may evict the first entry: the
    // lookup is cached again by the next request, and from then on answered from memory.
    await eventually(async () => (await answer(path)).fromHotPath);
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db
        .update(onlineAddresses)
        .set({ url: 'https://exemplo.com/depois' })
        .where(eq(onlineAddresses.id, link.id)),
    );
    const after = await answer(path);
    expect(after.fromHotPath).toBe(false);
    expect(JSON.parse(after.body).url).toBe('https://exemplo.com/depois');
    const page = await answer(`/${link.code}`, { accept: 'text/html' });
    expect(page.body).toContain('https://exemplo.com/depois');

    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db.update(onlineAddresses).set({ active: false }).where(eq(onlineAddresses.id, link.id)),
    );
    expect(await answer(path)).toMatchObject({ status: 404, fromHotPath: false });
  });
});
