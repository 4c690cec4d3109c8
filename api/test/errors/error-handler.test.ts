import { IdParams } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import type { AppPlugin } from '../../src/http/validate';
import { useTestApp } from '../helpers/test-app';

const Body = v.object({
  url: v.pipe(v.string('required'), v.url('invalidUrl')),
  title: v.optional(v.pipe(v.string('invalid'), v.maxLength(5, 'invalidSize'))),
});

const testRoutes: AppPlugin = async (app) => {
  app.post('/api/v1/test-echo', { schema: { body: Body } }, async (request) => request.body);
  app.get('/api/v1/test-items/:id', { schema: { params: IdParams } }, async (request) => ({
    id: request.params.id,
  }));
  app.get('/api/v1/test-boom', async () => {
    throw new Error('secret database password in stack');
  });
  app.get('/api/v1/test-app-error', async () => {
    throw new AppError(409, ['subdomainAlreadyInUSe']);
  });
  app.get('/api/v1/test-unique', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
  });
};

const ctx = useTestApp({ plugins: [testRoutes] });

function post(payload: string, contentType = 'application/json') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/test-echo',
    headers: { 'content-type': contentType },
    payload,
  });
}

describe('error answers', () => {
  it('validates and strips unknown fields', async () => {
    const response = await post(JSON.stringify({ url: 'https://example.com', isAdmin: true }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://example.com' });
  });

  it('answers 400 with the schema message keys', async () => {
    expect((await post(JSON.stringify({ url: 'nope', title: 'too long' }))).json()).toEqual({
      messages: ['invalidUrl', 'invalidSize'],
    });
    const missing = await post(JSON.stringify({}));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ messages: ['required'] });
  });

  it('converts path params and rejects bad ones', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/test-items/42' })).json()).toEqual({ id: 42 });
    const bad = await ctx.app.inject({ url: '/api/v1/test-items/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ messages: ['invalid'] });
  });

  it('answers malformed JSON with 400 invalid.json', async () => {
    const response = await post('{"url": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messages: ['invalid.json'] });
  });

  it('answers an oversize body with 413', async () => {
    const response = await post(JSON.stringify({ url: 'https://example.com', pad: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ messages: ['payload.too.large'] });
  });

  it('answers an unsupported media type with 415', async () => {
    const response = await post('url=x', 'text/csv');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ messages: ['unsupported.media.type'] });
  });

  it('accepts JSON only: form and text bodies, which a cross-site page posts without a preflight, get 415', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data']) {
      const response = await post('url=https%3A%2F%2Fexample.com', contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json(), contentType).toEqual({ messages: ['unsupported.media.type'] });
    }
  });

  it('answers an undecodable path (bad percent-encoding) with 400 invalid', async () => {
    for (const url of ['/api/v1/test-items/%ZZ', '/%ZZ']) {
      const response = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ messages: ['invalid'] });
    }
  });

  it('answers unknown API routes with JSON 404, even for browsers', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await ctx.app.inject({ url: '/api/v1/nothing-here', headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ messages: ['not.found'] });
    }
    const deleted = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/nothing-here' });
    expect(deleted.json()).toEqual({ messages: ['not.found'] });
  });

  it('passes AppError keys through and maps unique violations to 409', async () => {
    const appError = await ctx.app.inject({ url: '/api/v1/test-app-error' });
    expect(appError.statusCode).toBe(409);
    expect(appError.json()).toEqual({ messages: ['subdomainAlreadyInUSe'] });
    const unique = await ctx.app.inject({ url: '/api/v1/test-unique' });
    expect(unique.statusCode).toBe(409);
    expect(unique.json()).toEqual({ messages: ['conflict'] });
  });

  it('hides unexpected errors behind 500 internal.error', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/test-boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"messages":["internal.error"]}');
  });

  it('reports health with the database', async () => {
    expect((await ctx.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('documents routes as OpenAPI at /api-doc', async () => {
    const doc = (await ctx.app.inject({ url: '/api-doc/json' })).json();
    expect(doc.paths['/api/v1/auth']).toBeDefined();
    expect(
      doc.paths['/api/v1/test-echo'].post.requestBody.content['application/json'].schema.properties.url,
    ).toBeDefined();
    expect(doc.paths['/_admin/users']).toBeUndefined();
  });
});
