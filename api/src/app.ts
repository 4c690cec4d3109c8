import { randomBytes } from 'node:crypto';
import { messageKeys } from '@atalho/sdk/schemas';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import authPlugin from './auth/plugin';
import type { Config } from './config';
import { type Database, openDatabase, pgliteDirOf } from './db/client';
import { runMigrations, withStartupLock } from './db/migrate';
import { AppError, answerClientError, answerFrameworkError, registerErrorHandler } from './errors';
import { createExtensions, notifyAllChanged, notifyPlanChanged } from './extensions';
import { registerApiReference } from './http/api-reference';
import { registerJsonCompression } from './http/compression';
import { HotPath } from './http/hot-path';
import { isPlainUtf8Json } from './http/json-body-encoding';
import { jsonNestsDeeper } from './http/json-depth';
import { openApiOptions } from './http/openapi';
import { registerRateLimits } from './http/rate-limits';
import { withRequestLogFields } from './http/request-log';
import { apiDocSecurityHeaders, htmlSecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { urlHasNul } from './http/text-guard';
import { jsonSerializerCompiler, valibotValidatorCompiler } from './http/validate';
import { createJobQueue } from './jobs';
import { modules } from './modules';
import { catchUpBeforeSignedInReads, createClickRollups } from './modules/clicks';
import { createProviders, type Providers } from './providers';
import { createVisitTokens } from './security/visit-token';
import { openVisitorCache } from './visitor-cache';
import { VisitorViews } from './visitor-views';
import webPlugin from './web';

export interface BuildAppOptions {
  /** An already-open, migrated database (tests share one per file); otherwise opened from config and migrated. */
  database?: Database;
  /** Close the database when the app closes (default: only when buildApp opened it). */
  closeDatabase?: boolean;
  providers?: Partial<Providers>;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the route-table test walks them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Modules (by name) left out: a test of a contract shows it from a stand-in area without the real one (the
   * visitor-view contract test renders INFOPRODUCT links from a table of its own).
   */
  withoutModules?: readonly string[];
}

const BODY_LIMIT = 1024 * 1024;

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const hotPath = new HotPath();
  const app = Fastify({
    serverFactory: hotPath.serverFactory(),
    logger: withRequestLogFields(options.logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors answer the spec's message keys; Fastify's own 4xx texts are never shown.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // 1. Cross-cutting behaviour and external plugins.
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  registerErrorHandler(app);
  const securityHeaders = htmlSecurityHeaders(config);
  app.decorate('htmlSecurityHeaders', securityHeaders);
  registerSecurityHeaders(app, securityHeaders, apiDocSecurityHeaders(config));
  registerJsonCompression(app);
  // Paths and query strings are decoded by the router and the query parser, before any schema sees them.
  app.addHook('onRequest', (request, _reply, done) => {
    done(urlHasNul(request.url) ? new AppError(400, ['invalid']) : undefined);
  });
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  // An empty JSON body (e.g. POST /api/v1/auth/v2 with no payload) reads as no body, not an error. A body
  // nested deeper than MAX_JSON_DEPTH is refused before it is parsed or walked (json-depth.ts).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (!isPlainUtf8Json(request.headers)) {
      return done(new AppError(415, [messageKeys.unsupportedMediaType]), undefined);
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestsDeeper(text)) return done(new AppError(400, [messageKeys.invalidJson]), undefined);
    return defaultJsonParser(request, text, done);
  });
  // The API speaks JSON only: a form or text body (which a cross-site page can post without a preflight)
  // answers 415. The development sign-in form registers its own form parser.
  app.removeContentTypeParser('text/plain');
  await app.register(swagger, openApiOptions(config.publicUrl));
  await registerApiReference(app);

  // 2. Infrastructure: configuration, database, providers, extension points, authentication, web serving.
  const ownsDatabase = options.database === undefined;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirOf(config.dataDir),
      onConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    }));
  if (ownsDatabase) await runMigrations(database);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('providers', createProviders(config, options.providers));
  app.decorate('extensions', createExtensions());
  app.decorate('hotPath', hotPath);
  hotPath.useLogger(app.log);
  // From the first moment of closing, Fastify answers every request (503 while in-flight ones finish).
  app.addHook('preClose', async () => hotPath.close());
  app.decorate('adminToken', randomBytes(32).toString('base64url'));
  if (options.closeDatabase ?? ownsDatabase) {
    // Registered first so it runs last: modules' onClose hooks (e.g. a click batch drain) still have the db.
    app.addHook('onClose', async () => {
      await database.close();
    });
  }
  // After the database's close hook, so it runs before it: stop listening, then close the database.
  // A plan written on another instance (or by SQL) reaches this one's session cache through the same
  // notification, so every gated route sees it at once, not when the cached session expires.
  const visitorCache = await openVisitorCache(
    database,
    config.visitorCacheBytes,
    app.log,
    (owner) => notifyPlanChanged(app, owner),
    () => notifyAllChanged(app),
  );
  app.decorate('visitorCache', visitorCache.cache);
  app.decorate('visitorViews', new VisitorViews());
  // One per app: the pages and lookups that issue tokens and the clicks that check them share its memo.
  app.decorate('visitTokens', createVisitTokens(config.visitTokenSecret));
  app.addHook('onClose', visitorCache.close);
  // Modules register jobs while they load; the queue starts once the app is ready and stops before the db closes.
  const jobs = createJobQueue(config, app.log, (fn) => withStartupLock(database, fn));
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // The rollups the dashboards read, off the click's acknowledgement path (decision 042): rolled up as clicks
  // are stored, and caught up before any signed-in read. Stopped before the database closes.
  const clickRollups = createClickRollups({
    db: database.db,
    batchSize: config.clickRollupBatch,
    // Other instances' clicks (and those of one that died) are rolled up by whichever instance looks first.
    pollMs: database.kind === 'postgres' ? 250 : undefined,
    maxWaitMs: 2_000,
    onError: (error) => app.log.error({ err: error }, 'click rollup failed; tried again in a moment'),
  });
  app.decorate('clickRollups', clickRollups);
  app.addHook('onRoute', catchUpBeforeSignedInReads(clickRollups));
  app.addHook('onReady', async () => clickRollups.wake());
  app.addHook('onClose', () => clickRollups.close());
  await app.register(authPlugin);
  await registerRateLimits(app);
  await app.register(webPlugin);

  // 3. Business modules.
  for (const { name, plugin } of modules) {
    if (!options.withoutModules?.includes(name)) await app.register(plugin);
  }

  return app;
}
