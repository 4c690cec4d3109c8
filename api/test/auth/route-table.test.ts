import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../src/auth/signed-in-user';
import type { AppPlugin } from '../../src/http/validate';
import { bearer, signIn, useTestApp } from '../helpers/test-app';

const routes: RouteOptions[] = [];

// No module gates a whole route by feature yet; this one stands for them so the 403 walk is never empty.
const testRoutes: AppPlugin = async (app) => {
  app.get('/api/v1/test-feature/:id', { config: { feature: 'customPreview' } }, async () => ({ ok: true }));
  app.get('/api/v1/test-public-reads-user', { config: { auth: false } }, async (request) => ({
    id: signedInUser(request).id,
  }));
};

const ctx = useTestApp({ onRoute: (route) => routes.push(route), plugins: [testRoutes] });

interface ApiRoute {
  method: string;
  url: string;
  auth: boolean | undefined;
  feature: string | undefined;
}

/** Every /api/v1 route once per method (Fastify's automatic HEAD twins left out). */
function apiRoutes(): ApiRoute[] {
  return routes
    .filter((route) => route.url.startsWith('/api/v1'))
    .flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        auth: route.config?.auth,
        feature: route.config?.feature,
      })),
    )
    .filter((route) => route.method !== 'HEAD');
}

const named = (route: ApiRoute) => `${route.method} ${route.url}`;
/** Any value fits the path parameters: the gate answers before the input is read. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1');

async function call(route: ApiRoute, token?: string) {
  return ctx.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: token ? bearer(token) : {},
  });
}

describe('the /api/v1 route table', () => {
  it('declares auth or a feature on every route', () => {
    const all = apiRoutes();
    expect(all.length).toBeGreaterThan(25);
    expect(all.filter((route) => route.auth === undefined && route.feature === undefined).map(named)).toEqual(
      [],
    );
  });

  it('answers 401 unauthorized without a token on every route that declares auth or a feature', async () => {
    const gated = apiRoutes().filter((route) => route.auth === true || route.feature !== undefined);
    expect(gated.map(named)).toContain('GET /api/v1/auth');
    const wrong: string[] = [];
    for (const route of gated) {
      const response = await call(route);
      if (response.statusCode !== 401 || response.body !== '{"messages":["unauthorized"]}')
        wrong.push(`${named(route)} → ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 unauthorized to an invalid bearer on every route, public ones included', async () => {
    const all = apiRoutes();
    expect(all.map(named)).toContain('POST /api/v1/online-addresses');
    const wrong: string[] = [];
    for (const route of all) {
      for (const authorization of ['Bearer not-a-token', 'Basic dXNlcjpwYXNz', 'Bearer']) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { authorization },
        });
        if (response.statusCode !== 401 || response.body !== '{"messages":["unauthorized"]}')
          wrong.push(`${named(route)} ${authorization} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 plan.required to a FREE user on every route that declares a feature', async () => {
    const token = await signIn(ctx.app, 'free@example.com');
    const gated = apiRoutes().filter((route) => route.feature !== undefined);
    expect(gated.map(named)).toContain('GET /api/v1/test-feature/:id');
    const wrong: string[] = [];
    for (const route of gated) {
      const response = await call(route, token);
      if (response.statusCode !== 403 || response.body !== '{"messages":["plan.required"]}')
        wrong.push(`${named(route)} → ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('treats reading the signed-in user on a route that declares no auth as a bug (500), never as 401', async () => {
    const token = await signIn(ctx.app, 'free@example.com');
    const response = await ctx.app.inject({ url: '/api/v1/test-public-reads-user', headers: bearer(token) });
    expect(response.statusCode).toBe(500);
  });
});
