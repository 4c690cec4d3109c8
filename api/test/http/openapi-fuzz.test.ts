import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../helpers/test-app';
import { grantPlan } from '../modules/online-addresses/fixtures';

/**
 * Issue 9: a schema-driven fuzz test over every operation of the OpenAPI document. Requests are generated
 * from each operation's parameters and body schema (right types, wrong types, NUL, overflowing numbers,
 * odd encodings), sent anonymously, with a BUSINESS user's token or with an invalid one; none may answer
 * 5xx. Bounded in time (about 25 s in all), so CI stays within its budget.
 */
const TOTAL_BUDGET_MS = 25_000;
const MAX_RUNS_PER_OPERATION = 2_000;

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '2147483648',
  '-1',
  '0',
  '1',
  'true',
  'exemplo.com',
  'https://exemplo.com/x?y=1',
  'javascript:alert(1)',
  "'; drop table users; --",
  '🙂 ção',
  '\ud800',
  'x'.repeat(3000),
];
const hostileNumbers = [
  0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  1e300,
  0.5,
];

const anyString = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...hostileStrings));
const anyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...hostileNumbers),
);

/** Values of the schema's type most of the time, anything JSON now and then. */
function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.jsonValue({ maxDepth: 2 });
  if (!schema || depth > 4) return wrong;
  let typed: fc.Arbitrary<unknown>;
  const branches = schema.anyOf ?? schema.oneOf;
  if (schema.enum) typed = fc.constantFrom(...schema.enum);
  else if (branches) typed = fc.oneof(...branches.map((branch) => arbitraryOf(branch, depth + 1)));
  else if (schema.type === 'string') typed = anyString;
  else if (schema.type === 'integer' || schema.type === 'number') typed = anyNumber;
  else if (schema.type === 'boolean') typed = fc.boolean();
  else if (schema.type === 'array') typed = fc.array(arbitraryOf(schema.items, depth + 1), { maxLength: 4 });
  else if (schema.type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).map(([key, child]) => [
      key,
      arbitraryOf(child, depth + 1),
    ]);
    typed = fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>, {
      requiredKeys: [],
    });
  } else typed = wrong;
  const withNull = schema.nullable ? fc.oneof(typed, fc.constant(null)) : typed;
  return fc.oneof({ weight: 5, arbitrary: withNull }, { weight: 1, arbitrary: wrong });
}

/** Path values arrive percent-encoded, and sometimes not decodable at all. */
function encode(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
}
const pathValue = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(anyString, anyNumber).map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%00', '..', '%2e%2e', '1') },
);

function requestOf(operation: Operation) {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  return fc.record({
    path: fc.tuple(...pathParams.map(() => pathValue)),
    query: fc.record(
      Object.fromEntries(queryParams.map((p) => [p.name, arbitraryOf(p.schema)])) as Record<
        string,
        fc.Arbitrary<unknown>
      >,
      { requiredKeys: [] },
    ),
    body: operation.body
      ? fc.oneof(
          {
            weight: 8,
            arbitrary: arbitraryOf(operation.body).map((value) => JSON.stringify(value) ?? 'null'),
          },
          { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
        )
      : fc.constant(undefined),
    // Mostly signed in, so that gated operations read their input too.
    auth: fc.oneof(
      { weight: 6, arbitrary: fc.constant('valid') },
      { weight: 1, arbitrary: fc.constant('none') },
      { weight: 1, arbitrary: fc.constant('invalid') },
    ),
  });
}

function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

describe('fuzzing every operation of /api-doc/json', () => {
  it('never answers 5xx', async () => {
    const token = await signIn(ctx.app, 'fuzz@example.com', 'Fuzz');
    await grantPlan(ctx.app, 'fuzz@example.com', 'BUSINESS');
    const doc = (await ctx.app.inject({ url: '/api-doc/json' })).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(20);
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    let requests = 0;
    const started = Date.now();
    const perOperationMs = Math.floor(TOTAL_BUDGET_MS / operations.length);

    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async (request) => {
          let index = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, () => request.path[index++] ?? '1');
          const query = new URLSearchParams(
            Object.entries(request.query).map(([key, value]): [string, string] => [
              key,
              typeof value === 'string' ? value : String(JSON.stringify(value)),
            ]),
          ).toString();
          const headers: Record<string, string> = { accept: 'application/json' };
          if (request.auth === 'valid') Object.assign(headers, bearer(token));
          if (request.auth === 'invalid') Object.assign(headers, bearer('not-a-token'));
          if (request.body !== undefined) headers['content-type'] = 'application/json';
          const response = await ctx.app.inject({
            method: operation.method as 'GET',
            url: query ? `${path}?${query}` : path,
            headers,
            ...(request.body === undefined ? {} : { payload: request.body }),
          });
          requests += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500 && serverErrors.length < 10)
            serverErrors.push(
              `${operation.method} ${path}?${query} ${request.body ?? ''} → ${response.statusCode} ${response.body}`,
            );
        }),
        {
          numRuns: MAX_RUNS_PER_OPERATION,
          interruptAfterTimeLimit: perOperationMs,
          markInterruptAsFailure: false,
        },
      );
    }

    const byStatus = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.log(
      `openapi fuzz: ${operations.length} operations, ${requests} requests in ${Date.now() - started} ms, statuses ${JSON.stringify(byStatus)}`,
    );
    expect(serverErrors).toEqual([]);
  }, 60_000);
});
