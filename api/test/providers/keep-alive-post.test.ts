import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAlivePost } from '../../src/providers/keep-alive-post';

let server: http.Server | undefined;

async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/channels/sms/messages`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('keepAlivePost', () => {
  it('posts the body with its length and headers, answers status and text, over one kept-alive connection', async () => {
    const seen: { path?: string; length?: string; token?: string; body: string; port?: number }[] = [];
    const url = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({
          path: request.url,
          length: request.headers['content-length'],
          token: request.headers['x-api-token'] as string,
          body,
          port: request.socket.remotePort,
        });
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end('{"id":"m-1"}');
      });
    });
    const post = keepAlivePost(url, { maxSockets: 1, timeoutMs: 1_000 });
    const first = await post({ 'x-api-token': 't' }, '{"texto":"ação"}');
    const second = await post({ 'x-api-token': 't' }, '{}');
    expect(first).toEqual({ status: 201, text: '{"id":"m-1"}' });
    expect(second.status).toBe(201);
    expect(seen[0]).toMatchObject({
      path: '/v2/channels/sms/messages',
      length: String(Buffer.byteLength('{"texto":"ação"}')),
      token: 't',
      body: '{"texto":"ação"}',
    });
    expect(seen[1]?.port).toBe(seen[0]?.port);
  });

  it('fails an attempt the provider never answers, after the timeout', async () => {
    const url = await serve(() => {});
    const post = keepAlivePost(url, { maxSockets: 1, timeoutMs: 200 });
    await expect(post({}, '{}')).rejects.toThrow(/no answer/);
  });

  it('keeps at most 64 KB of an answer', async () => {
    const url = await serve((_request, response) => response.end('x'.repeat(200 * 1024)));
    const post = keepAlivePost(url, { maxSockets: 1, timeoutMs: 1_000 });
    const answer = await post({}, '{}');
    expect(answer.text.length).toBeLessThanOrEqual(64 * 1024);
    expect(answer.text.length).toBeGreaterThan(0);
  });
});
