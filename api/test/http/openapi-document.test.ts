import { compileErrors, validate } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { RouteOptions } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppPlugin } from '../../src/http/validate';
import { bearer, signIn, useTestApp } from '../helpers/test-app';

/**
 * The OpenAPI document at /api-doc/json (issue 10): valid 3.1 for a standard parser, no error from Redocly's
 * recommended rules, and every operation documented as its declaration implies. Also the `openapi` step
 * of `npm test`.
 */
const routes: RouteOptions[] = [];

// Stand-ins for what no module declares yet: a feature-gated route and a rate-limited public write that
// declare no 4xx at all, so the derived ones are checked on routes that did nothing for them.
const testRoutes: AppPlugin = async (app) => {
  app.get(
    '/api/v1/test-feature',
    {
      config: { feature: 'customPreview' },
      schema: {
        operationId: 'testFeature',
        summary: 'Gated',
        tags: ['test'],
        response: { 200: v.object({ ok: v.boolean() }) },
      },
    },
    async () => ({ ok: true }),
  );
  app.post(
    '/api/v1/test-limited',
    {
      config: { auth: false, rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        operationId: 'testLimited',
        summary: 'Limited',
        tags: ['test'],
        body: v.object({ name: v.string() }),
        response: { 201: v.object({ ok: v.boolean() }) },
      },
    },
    async () => ({ ok: true }),
  );
};

const ctx = useTestApp({ onRoute: (route) => routes.push(route), plugins: [testRoutes] });

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  tags?: string[];
  parameters?: { name: string; in: string; schema: Json }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}

async function openApiDocument(): Promise<{ source: string; document: Json }> {
  const response = await ctx.app.inject({ url: '/api-doc/json' });
  expect(response.statusCode).toBe(200);
  return { source: response.body, document: JSON.parse(response.body) };
}

function operationsOf(document: Json): { method: string; path: string; operation: Operation }[] {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** `/api/v1/x/:id` → `/api/v1/x/{id}` */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** What a route's declaration implies (the table in api/src/http/openapi.ts), written out again here. */
function expectedErrors(route: RouteOptions): number[] {
  const schema = route.schema ?? {};
  const config = (route.config ?? {}) as { auth?: boolean; feature?: string; rateLimit?: unknown };
  const expected: number[] = [];
  if (schema.body || schema.querystring || schema.params) expected.push(400);
  if (route.url.startsWith('/api/v1/') || config.auth || config.feature) expected.push(401);
  if (config.feature) expected.push(403);
  if (schema.body) expected.push(413, 415);
  if (config.rateLimit) expected.push(429);
  return expected;
}

function visit(node: unknown, check: (object: Json, pointer: string) => void, pointer = '#'): void {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) visit(item, check, `${pointer}/${index}`);
  } else if (typeof node === 'object' && node !== null) {
    check(node as Json, pointer);
    for (const [key, value] of Object.entries(node)) visit(value, check, `${pointer}/${key}`);
  }
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a standard parser', async () => {
    const { document } = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it("has no error under Redocly's recommended rules", async () => {
    const { source } = await openApiDocument();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary and real response descriptions', async () => {
    const { document } = await openApiDocument();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(20);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const { method, path, operation } of operations) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${method} ${path} ${status}`).not.toBe('Default Response');
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every 4xx a route can answer from its declaration, with the { messages } body', async () => {
    const { document } = await openApiDocument();
    const operations = new Map(
      operationsOf(document).map((entry) => [`${entry.method} ${entry.path}`, entry.operation]),
    );
    const documented = routes.filter(
      (route) => route.schema && !route.schema.hide && route.method !== 'HEAD',
    );
    expect(documented.length).toBeGreaterThan(20);
    for (const route of documented) {
      const name = `${route.method} ${openApiPath(route.url)}`;
      const operation = operations.get(name);
      expect(operation, name).toBeDefined();
      for (const status of expectedErrors(route)) {
        const schema = operation?.responses[status]?.content?.['application/json']?.schema;
        expect(schema, `${name} ${status}`).toMatchObject({
          type: 'object',
          properties: { messages: { type: 'array', items: { type: 'string' } } },
          required: ['messages'],
        });
      }
    }
    const gated = operations.get('GET /api/v1/test-feature');
    expect(Object.keys(gated?.responses ?? {})).toEqual(['200', '401', '403']);
    const limited = operations.get('POST /api/v1/test-limited');
    expect(Object.keys(limited?.responses ?? {})).toEqual(['201', '400', '401', '413', '415', '429']);
    expect(limited?.responses['429']?.description).toMatch(/Retry-After/);
  });

  it('marks public operations as needing no credentials and the rest as bearer', async () => {
    const { document } = await openApiDocument();
    expect(document.security).toEqual([{ bearer: [] }]);
    const operations = operationsOf(document);
    const byName = (name: string) =>
      operations.find((entry) => `${entry.method} ${entry.path}` === name)?.operation;
    // Public /api/v1 operations take a token optionally (a signed-in shortener owns the link).
    expect(byName('POST /api/v1/online-addresses')?.security).toEqual([{}, { bearer: [] }]);
    expect(byName('GET /api/v1/subscriptions-plans')?.security).toEqual([{}, { bearer: [] }]);
    expect(byName('GET /health')?.security).toEqual([]);
    expect(byName('GET /api/v1/online-addresses')?.security).toBeUndefined();
    for (const route of routes.filter((r) => r.url.startsWith('/api/v1/') && r.config?.auth === false)) {
      if (route.method === 'HEAD' || route.schema?.hide) continue;
      expect(byName(`${route.method} ${openApiPath(route.url)}`)?.security, route.url).toEqual([
        {},
        { bearer: [] },
      ]);
    }
  });

  it('types every nullable value (3.1: a null type, never `nullable`) and has no empty required list', async () => {
    const { document } = await openApiDocument();
    const problems: string[] = [];
    visit(document.paths, (object, pointer) => {
      if ('nullable' in object) problems.push(`${pointer}: nullable`);
      if (Array.isArray(object.required) && object.required.length === 0)
        problems.push(`${pointer}: required []`);
      for (const branch of (object.anyOf ?? []) as Json[]) {
        if (Object.keys(branch).length === 0) problems.push(`${pointer}: untyped anyOf branch`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('names every tag in Portuguese, in a group of the sidebar', async () => {
    const { document } = await openApiDocument();
    const tags = document.tags as { name: string; 'x-displayName': string; description: string }[];
    const grouped = (document['x-tagGroups'] as { tags: string[] }[]).flatMap((group) => group.tags);
    const used = new Set(operationsOf(document).flatMap(({ operation }) => operation.tags ?? []));
    used.delete('test'); // this file's stand-in routes
    expect([...used].filter((name) => !tags.some((tag) => tag.name === name))).toEqual([]);
    expect(tags.map((tag) => tag.name).sort()).toEqual([...grouped].sort());
    for (const tag of tags) {
      expect(tag['x-displayName'], tag.name).toBeTruthy();
      expect(tag.description, tag.name).toBeTruthy();
    }
    expect(document.info).toMatchObject({ title: 'API do Atalho' });
    expect(String((document.info as Json).description)).toContain('## Autenticação');
  });
});

/** The route's query (or path) entries, through the pipes that add checks to the object. */
function entriesOf(schema: unknown): Record<string, v.GenericSchema> {
  let node = schema as { entries?: Record<string, v.GenericSchema>; pipe?: unknown[] } | undefined;
  while (node && !node.entries && node.pipe) node = node.pipe[0] as typeof node;
  return node?.entries ?? {};
}

const readsAs = (schema: v.GenericSchema, text: string) => {
  const result = v.safeParse(schema, text);
  return result.success ? result.output : undefined;
};

describe('query and path parameters', () => {
  it('are typed as what the server reads: page and size integers, flags booleans', async () => {
    const { document } = await openApiDocument();
    const operations = operationsOf(document);
    const parameters = operations.flatMap(({ method, path, operation }) =>
      (operation.parameters ?? []).map((parameter) => ({
        ...parameter,
        where: `${method} ${path} ${parameter.name}`,
      })),
    );
    const paging = parameters.filter((p) => p.in === 'query' && (p.name === 'page' || p.name === 'size'));
    expect(paging.length).toBeGreaterThan(40);
    for (const parameter of paging) expect(parameter.schema.type, parameter.where).toBe('integer');
    for (const parameter of paging.filter((p) => p.name === 'size')) {
      expect(parameter.schema, parameter.where).toMatchObject({ minimum: 1, maximum: 100 });
      expect(typeof parameter.schema.default, parameter.where).toBe('number');
    }

    // Every entry the server reads as a flag or a number, found by what it answers to text, is documented so.
    const documented = new Map(parameters.map((p) => [`${p.in} ${p.where}`, p.schema]));
    let flags = 0;
    let numbers = 0;
    for (const route of routes.filter((r) => r.schema && !r.schema.hide && r.method !== 'HEAD')) {
      for (const [part, place] of [
        ['querystring', 'query'],
        ['params', 'path'],
      ] as const) {
        for (const [name, entry] of Object.entries(entriesOf(route.schema?.[part]))) {
          const where = `${place} ${route.method} ${openApiPath(route.url)} ${name}`;
          if (readsAs(entry, 'true') === true && readsAs(entry, 'false') === false) {
            flags += 1;
            expect(documented.get(where), where).toEqual({ type: 'boolean' });
          } else if (readsAs(entry, '1') === 1) {
            numbers += 1;
            expect(documented.get(where)?.type, where).toBe('integer');
          } else {
            expect(documented.get(where)?.type, where).not.toMatch(/integer|number|boolean/);
          }
        }
      }
    }
    expect(flags).toBeGreaterThan(30);
    expect(numbers).toBeGreaterThan(60);
    // Nothing else is: a comma list stays text.
    expect(documented.get('query GET /api/v1/contacts segmentIds')).toMatchObject({ type: 'string' });
  });

  it('still arrive as text and are validated as before: bounds and message keys', async () => {
    const token = await signIn(ctx.app, 'query-types@example.com');
    const get = (query: string) =>
      ctx.app.inject({ url: `/api/v1/online-addresses?${query}`, headers: bearer(token) });
    for (const query of [
      'page=0&size=1',
      'page=2&size=100&withClicks=true',
      'error=false&embedBiography=true',
    ]) {
      expect((await get(query)).statusCode, query).toBe(200);
    }
    for (const query of [
      'size=0',
      'size=101',
      'page=-1',
      'page=1.5',
      'page=2147483648',
      'withClicks=yes',
      'error=1',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ messages: ['invalid'] });
    }
    const byId = await ctx.app.inject({ url: '/api/v1/online-addresses/0', headers: bearer(token) });
    expect(byId.statusCode).toBe(400);
    expect(byId.json()).toEqual({ messages: ['invalid'] });
  });
});
