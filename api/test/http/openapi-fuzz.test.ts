import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyScalar, arbitraryOf, type JsonSchema, toJsonText } from '../helpers/fuzz-values';
import { bearer, signIn, useTestApp } from '../helpers/test-app';
import { wrongBodies } from '../helpers/wrong-bodies';
import { grantPlan } from '../modules/online-addresses/fixtures';

/**
 * Issues 9 and 38: a schema-driven fuzz test over every operation of the OpenAPI document. Requests are generated
 * from each operation's parameters and body schema (fuzz-values.ts: right and wrong types, boundaries, NUL,
 * numbers past what a column holds, JSON 2,000 levels deep, thousands of keys or items, prototype and duplicate
 * keys), sent anonymously, with a BUSINESS user's token or with an invalid one, within an 18 s budget (`FUZZ_MS`);
 * then each operation with a body gets every wrong body (wrong-bodies.ts: other media types, no content type,
 * broken JSON), the others four. None may answer 5xx or log at error level; every 4xx is `{messages}`, and a
 * refused body answers 4xx. About 35–55 s for the file on a busy 2-core machine (the fuzzing itself 20–31 s). The seed is printed on every run;
 * `FUZZ_SEED=<seed>` replays one (docs/reliability.md "OpenAPI fuzz").
 */
const PROPERTY_BUDGET_MS = Number(process.env.FUZZ_MS ?? 18_000);
const MAX_RUNS_PER_OPERATION = 2_000;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

const logLines: string[] = [];
const ctx = useTestApp({
  config: { allowPrivateUrls: true },
  logger: {
    level: 'warn',
    stream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  },
});

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
  mediaTypes: string[];
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
  { weight: 6, arbitrary: anyScalar.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%00', '..', '%2e%2e', '1', '0', '2147483648') },
);
const auth = fc.oneof(
  // Mostly signed in, so that gated operations read their input too.
  { weight: 6, arbitrary: fc.constant('valid' as const) },
  { weight: 1, arbitrary: fc.constant('none' as const) },
  { weight: 1, arbitrary: fc.constant('invalid' as const) },
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
          { weight: 8, arbitrary: arbitraryOf(operation.body).map(toJsonText) },
          { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
        )
      : fc.constant(undefined),
    auth,
  });
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
};

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      mediaTypes: Object.keys(operation.requestBody?.content ?? {}),
    })),
  );
}

function queryText(query: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : String(toJsonText(value)),
    ]),
  ).toString();
}

/** A path with each `{param}` filled from `values` (a valid-looking id when there are none). */
function fill(operation: Operation, values: readonly string[] = []): string {
  let index = 0;
  return operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '1');
}

const excerpt = (text: string | Buffer | undefined) => String(text ?? '').slice(0, 200);

describe('fuzzing every operation of /api-doc/json', () => {
  it(
    'never answers 5xx nor logs an error, whatever the input or its content type',
    async () => {
      console.log(`openapi fuzz: seed ${seed} (replay with FUZZ_SEED=${seed})`);
      let token = await signIn(ctx.app, 'fuzz@example.com', 'Fuzz');
      await grantPlan(ctx.app, 'fuzz@example.com', 'BUSINESS');
      const doc = (await ctx.app.inject({ url: '/api-doc/json' })).json() as OpenApiDocument;
      const operations = operationsOf(doc);
      expect(operations.length).toBeGreaterThan(20);
      // The capture works: a line the app logs reaches it.
      logLines.length = 0;
      ctx.app.log.error('openapi fuzz: log capture check');
      expect(logLines.map((line) => JSON.parse(line).level)).toEqual([50]);
      logLines.length = 0;
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      const runsPerOperation: number[] = [];
      let requests = 0;
      const started = Date.now();
      const authHeaders = (kind: 'valid' | 'none' | 'invalid'): Record<string, string> =>
        kind === 'valid' ? bearer(token) : kind === 'invalid' ? bearer('not-a-token') : {};
      // A generated request may sign the user out or delete the account: sign in again before the next operation.
      const keepSignedIn = async () => {
        const me = await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) });
        if (me.statusCode === 200) return;
        token = await signIn(ctx.app, 'fuzz@example.com', 'Fuzz');
        await grantPlan(ctx.app, 'fuzz@example.com', 'BUSINESS');
      };

      const send = async (
        label: string,
        options: { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer },
        expected: { clientError?: boolean; formPost?: boolean } = {},
      ) => {
        const response = await ctx.app.inject({
          method: options.method as 'GET',
          url: options.url,
          headers: { accept: 'application/json', ...options.headers },
          ...(options.payload === undefined ? {} : { payload: options.payload }),
        });
        requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const status = response.statusCode;
        const answered = `${label}: ${options.method} ${excerpt(options.url)} ${excerpt(options.payload)} → ${status} ${excerpt(response.body)}`;
        // A form an operation declares is a browser's post without script: its refusal may be a page.
        const wrongShape = status >= 400 && !hasMessages(response.body) && !expected.formPost;
        if ((status >= 500 || wrongShape || (expected.clientError && status < 400)) && failures.length < 20)
          failures.push(answered);
      };

      for (const [index, operation] of operations.entries()) {
        await keepSignedIn();
        let runs = 0;
        // fc.check, not fc.assert: an operation whose first request outlasts its share is not a failure.
        const details = await fc.check(
          fc.asyncProperty(requestOf(operation), async (request) => {
            runs += 1;
            const query = queryText(request.query);
            const path = fill(operation, request.path);
            await send('generated', {
              method: operation.method,
              url: query ? `${path}?${query}` : path,
              headers: {
                ...authHeaders(request.auth),
                ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              payload: request.body,
            });
          }),
          {
            seed: seed + index,
            numRuns: MAX_RUNS_PER_OPERATION,
            // What is left of the budget, shared by the operations left: a slow one does not stretch the total.
            interruptAfterTimeLimit: Math.max(
              20,
              (PROPERTY_BUDGET_MS - (Date.now() - started)) / (operations.length - index),
            ),
            markInterruptAsFailure: false,
          },
        );
        if (details.counterexample)
          failures.push(`${operation.method} ${operation.path}: ${String(details.errorInstance)}`);
        runsPerOperation.push(runs);
      }
      const generated = requests;
      const wrongStarted = Date.now();

      // Every wrong body on every operation that takes a body, a few on the others.
      for (const operation of operations) {
        await keepSignedIn();
        for (const body of wrongBodies) {
          if (!operation.body && !body.everywhere) continue;
          const declared = body.mediaType !== undefined && operation.mediaTypes.includes(body.mediaType);
          await send(
            body.name,
            {
              method: operation.method,
              url: fill(operation),
              headers: { ...bearer(token), ...body.headers },
              payload: body.payload,
            },
            {
              clientError: body.refused && operation.body !== undefined && !declared,
              formPost: declared && body.mediaType === 'application/x-www-form-urlencoded',
            },
          );
        }
      }

      const errorLines = logLines.filter((line) => JSON.parse(line).level >= 50);
      const byStatus = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      console.log(
        `openapi fuzz: seed ${seed}, ${operations.length} operations, ${generated} generated requests ` +
          `(${Math.min(...runsPerOperation)}–${Math.max(...runsPerOperation)} per operation) and ` +
          `${requests - generated} wrong bodies (${Date.now() - wrongStarted} ms) in ${Date.now() - started} ms, statuses ${JSON.stringify(byStatus)}, ` +
          `${logLines.length} warning or error log lines (${errorLines.length} at error)`,
      );
      expect(failures, `seed ${seed}`).toEqual([]);
      expect(errorLines.map(excerpt), `seed ${seed}`).toEqual([]);
    },
    PROPERTY_BUDGET_MS + 70_000,
  );
});

function hasMessages(body: string): boolean {
  try {
    const parsed = JSON.parse(body);
    return Array.isArray(parsed.messages) && parsed.messages.every((m: unknown) => typeof m === 'string');
  } catch {
    return false;
  }
}
