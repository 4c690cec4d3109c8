import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthSession } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { AppPlugin } from '../../src/http/validate';
import type { Providers } from '../../src/providers';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestAppOptions {
  /** Overrides on top of a test config (NODE_ENV=test, temporary DATA_DIR and STATIC_ROOT). */
  config?: Partial<Config>;
  providers?: Partial<Providers>;
  /** Extra plugins (test-only routes) registered after the modules, before ready(). */
  plugins?: AppPlugin[];
  /** Reuse a database (e.g. the file's shared one); otherwise a new one is created and destroyed on close. */
  testDatabase?: TestDatabase;
  /** Sees every route as it is registered (BuildAppOptions.onRoute). */
  onRoute?: BuildAppOptions['onRoute'];
  withoutModules?: BuildAppOptions['withoutModules'];
  /** The app's logger (default: none); a test that counts log lines passes `{ level, stream }`. */
  logger?: BuildAppOptions['logger'];
}

export interface TestApp {
  app: FastifyInstance;
  testDatabase: TestDatabase;
  /** Empties the database and the app's visitor cache, as the truncation's notifications would have. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dir = mkdtempSync(join(tmpdir(), 'atalho-test-'));
  return {
    // Geo lookup stays off unless a test sets `geoipDir`.
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(dir, 'data'),
      STATIC_ROOT: join(dir, 'static'),
      GEOIP: 'off',
      // Tests share one app per file: visitor limits out of the way unless a test sets its own.
      RATE_LIMIT_CLICKS: '100000',
      RATE_LIMIT_LINK_REPORTS: '100000',
      RATE_LIMIT_CODE_LOOKUPS: '100000',
      RATE_LIMIT_CODE_MISSES: '100000',
      PURCHASES_PER_MINUTE: '100000',
      // Jobs run when a test says so (`app.jobs.runNow(name)`), never on a timer behind its back.
      JOBS: 'off',
    }),
    ...overrides,
  };
}

/** A STATIC_ROOT with a minimal shell page, for tests of the `/{code}` HTML. */
export function staticRootWithShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'atalho-static-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Atalho</title></head><body><div id="root"></div></body></html>',
  );
  return root;
}

/** Builds the whole app on a migrated test database (PGlite in memory, or PostgreSQL with DATABASE_URL). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = options.testDatabase === undefined;
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const app = await buildApp(testConfig(options.config), {
    database: testDatabase.database,
    closeDatabase: false,
    providers: options.providers,
    logger: options.logger ?? false,
    onRoute: options.onRoute,
    withoutModules: options.withoutModules,
  });
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  await app.ready();
  return {
    app,
    testDatabase,
    async reset() {
      await testDatabase.reset();
      app.visitorCache.apply({ all: true });
      await app.extensions.customHosts.reloadAll();
    },
    async close() {
      await app.close();
      if (ownsDatabase) await testDatabase.destroy();
    },
  };
}

/**
 * One app and database for the whole test file, emptied before each test:
 *   const ctx = useTestApp(); … ctx.app.inject(…)
 */
export function useTestApp(options: Omit<TestAppOptions, 'testDatabase'> = {}): {
  readonly app: FastifyInstance;
} {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
  });
  beforeEach(async () => {
    await testApp?.reset();
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return {
    get app() {
      if (!testApp) throw new Error('useTestApp: the app is built in beforeAll');
      return testApp.app;
    },
  };
}

/** The `name=value` of a response's sign-in cookie, as a browser would send it back. */
export function signInCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header];
  const cookie = cookies.map(String).find((c) => c.startsWith('atalho_sign_in='));
  if (!cookie) throw new Error('no sign-in cookie in the response');
  return cookie.split(';')[0] ?? '';
}

/** The single-use code of a callback's `/loading?authorization=CODE` redirect. */
export function codeOf(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string {
  const location = response.headers.location;
  if (response.statusCode !== 302 || typeof location !== 'string') {
    throw new Error(`sign-in callback failed: ${response.statusCode} ${response.body}`);
  }
  const code = new URL(location, 'http://x').searchParams.get('authorization');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

/** POST /api/v1/auth/exchange as the browser holding `cookie`. */
export function exchange(app: FastifyInstance, code: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/exchange',
    headers: cookie ? { cookie } : {},
    payload: { code },
  });
}

/** POSTs the development sign-in form, as the browser holding `cookie` (none: a browser that never started). */
export function postDevCallback(app: FastifyInstance, form: Record<string, string>, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth2/dev/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(form).toString(),
  });
}

/**
 * Signs in as a browser does through the development form (start, callback, exchange) and returns the bearer
 * token.
 */
export async function signIn(app: FastifyInstance, email: string, name = 'Pessoa Teste'): Promise<string> {
  const cookie = signInCookieOf(await app.inject({ url: '/oauth2/authorization/google' }));
  const callback = await postDevCallback(app, { email, name }, cookie);
  const session = await exchange(app, codeOf(callback), cookie);
  if (session.statusCode !== 200)
    throw new Error(`code exchange failed: ${session.statusCode} ${session.body}`);
  return v.parse(AuthSession, session.json()).authorization;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
