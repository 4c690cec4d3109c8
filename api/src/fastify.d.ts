import type { AuthenticatedUser, RouteAuthConfig } from './auth/types';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AppExtensions } from './extensions';
import type { HotPath } from './http/hot-path';
import type { JobQueue } from './jobs';
import type { ClickRollups } from './modules/clicks/click-rollups';
import type { Providers } from './providers';
import type { VisitTokens } from './security/visit-token';
import type { LinkViewCache } from './visitor-cache';
import type { VisitorViews } from './visitor-views';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Drizzle over PGlite or PostgreSQL. */
    db: Db;
    providers: Providers;
    extensions: AppExtensions;
    /** Visitor requests answered from memory before Fastify's routing (decision 005). */
    hotPath: HotPath;
    /** Visitor views by code and id, invalidated by the database on every instance (decision 007). */
    visitorCache: LinkViewCache;
    /** What `/{code}` shows per link type: the areas' visitor views and the redirect screen (decision 027). */
    visitorViews: VisitorViews;
    /** Signs and checks the visit tokens a click needs to count (issue 9). */
    visitTokens: VisitTokens;
    /** CSP, nosniff, Referrer-Policy, HSTS…: what every HTML answer carries, prepared pages included (decision 009). */
    htmlSecurityHeaders: Readonly<Record<string, string>>;
    /** Secret for the loopback-only /_admin routes (written to DATA_DIR/admin.json by the server). */
    adminToken: string;
    /** Background jobs (decision 013): modules register theirs; `runNow(name)` runs one here and now. */
    jobs: JobQueue;
    /** The click rollups, kept up off the acknowledgement path (decision 042); `catchUp()` before reading them directly. */
    clickRollups: ClickRollups;
  }
  interface FastifyRequest {
    /** Set for /api/v1 requests with a valid bearer token, null otherwise. */
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig extends RouteAuthConfig {}
}
