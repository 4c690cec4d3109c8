import type { RouteOptions } from 'fastify';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { integerFields, named, objectAt, type WalkedRoute, walkRoutes } from '../helpers/route-walk';
import { bearer, signIn, useTestApp } from '../helpers/test-app';
import { grantPlan } from '../modules/online-addresses/fixtures';

/**
 * Issue 9: no input reaches a 500. Every registered route is called with NUL in its path, its query string
 * and its body, and with one past the int4 maximum in each of its integer fields, by a BUSINESS user with
 * the admin token, so that no gate answers before the input is read.
 */
const routes: RouteOptions[] = [];
const ctx = useTestApp({ onRoute: (route) => routes.push(route), config: { allowPrivateUrls: true } });

const OVERFLOW = 2_147_483_648;
const INVALID = '{"messages":["invalid"]}';
let headers: Record<string, string> = {};

beforeEach(async () => {
  const token = await signIn(ctx.app, 'hostil@example.com', 'Hostil');
  await grantPlan(ctx.app, 'hostil@example.com', 'BUSINESS');
  headers = { ...bearer(token), 'x-admin-token': ctx.app.adminToken };
});

function all(): WalkedRoute[] {
  const walked = walkRoutes(routes);
  expect(walked.length).toBeGreaterThan(30);
  return walked;
}

/** The route's URL with every parameter replaced (`:id` → value). */
const withParams = (url: string, value: (name: string) => string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => value(name));

const hasBody = (route: WalkedRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

async function call(route: WalkedRoute, url: string, payload?: unknown) {
  return ctx.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...headers, accept: 'application/json' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('NUL anywhere answers 400 invalid on every route', () => {
  it('in a path parameter', async () => {
    const withParamsRoutes = all().filter((route) => route.url.includes(':'));
    expect(withParamsRoutes.map(named)).toContain('GET /api/v1/online-addresses/code/:code');
    const wrong: string[] = [];
    for (const route of withParamsRoutes) {
      const response = await call(
        route,
        withParams(route.url, () => 'a%00b'),
      );
      if (response.statusCode !== 400 || response.body !== INVALID)
        wrong.push(`${named(route)} → ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('in the query string', async () => {
    const wrong: string[] = [];
    for (const route of all()) {
      const response = await call(route, `${withParams(route.url, () => '1')}?text=%00&page=0`);
      if (response.statusCode !== 400 || response.body !== INVALID)
        wrong.push(`${named(route)} → ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('in a JSON body value or key, nested or not', async () => {
    const bodies = [
      { message: 'a\u0000b' },
      { onlineAddress: { code: '\u0000' } },
      { 'k\u0000': 1 },
      ['\u0000'],
    ];
    const wrong: string[] = [];
    for (const route of all().filter((r) => hasBody(r) && r.schema.body !== undefined)) {
      for (const body of bodies) {
        const response = await call(
          route,
          withParams(route.url, () => '1'),
          body,
        );
        if (response.statusCode !== 400 || response.body !== INVALID)
          wrong.push(`${named(route)} ${JSON.stringify(body)} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a lone UTF-16 surrogate in a body (jsonb refuses it) as well', async () => {
    const token = await signIn(ctx.app, 'surrogate@example.com');
    await grantPlan(ctx.app, 'surrogate@example.com', 'PRO');
    for (const method of ['POST', 'PATCH'] as const) {
      const response = await ctx.app.inject({
        method,
        url: '/api/v1/configs',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"picture":{"src":"\\ud800"},"siteName":"a\\udc00b"}',
      });
      expect(response.statusCode, method).toBe(400);
      expect(response.body, method).toBe(INVALID);
    }
  });

  it('in the development sign-in form', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/dev/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=nul%40example.com&name=a%00b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(INVALID);
  });
});

describe('integers past their int4 column answer 400 on every route', () => {
  const parts = ['params', 'querystring', 'body'] as const;

  it('every integer field of every schema refuses 2,147,483,648 (checked on the schema itself)', () => {
    const unbounded: string[] = [];
    let fields = 0;
    for (const route of all()) {
      for (const part of parts) {
        const schema = route.schema[part];
        for (const path of integerFields(schema)) {
          fields += 1;
          const value = part === 'body' ? OVERFLOW : String(OVERFLOW);
          const result = v.safeParse(schema as v.GenericSchema, objectAt(path, value));
          const flagged = (result.issues ?? []).some(
            (issue) => issue.path?.map((item) => String(item.key)).join('.') === path.join('.'),
          );
          if (!flagged) unbounded.push(`${named(route)} ${part}.${path.join('.')}`);
        }
      }
    }
    expect(fields).toBeGreaterThan(15);
    expect(unbounded).toEqual([]);
  });

  it('and the HTTP answer is 400 with the { messages } shape, never a 500', async () => {
    const wrong: string[] = [];
    for (const route of all()) {
      for (const path of integerFields(route.schema.params)) {
        const name = path[0] ?? '';
        const url = withParams(route.url, (param) => (param === name ? String(OVERFLOW) : '1'));
        const response = await call(route, url, hasBody(route) ? {} : undefined);
        if (response.statusCode !== 400)
          wrong.push(`${named(route)} params.${name} → ${response.statusCode}`);
      }
      for (const path of integerFields(route.schema.querystring)) {
        const url = `${withParams(route.url, () => '1')}?${path[0]}=${OVERFLOW}`;
        const response = await call(route, url, hasBody(route) ? {} : undefined);
        if (response.statusCode !== 400)
          wrong.push(`${named(route)} query.${path[0]} → ${response.statusCode}`);
      }
      for (const path of integerFields(route.schema.body)) {
        const response = await call(
          route,
          withParams(route.url, () => '1'),
          objectAt(path, OVERFLOW),
        );
        if (response.statusCode !== 400 || !Array.isArray(response.json().messages))
          wrong.push(`${named(route)} body.${path.join('.')} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
