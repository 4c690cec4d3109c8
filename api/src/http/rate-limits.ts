import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../errors';

const MINUTE = 60_000;

const perAddress = (max: number): RateLimitOptions => ({ max, timeWindow: MINUTE });

/**
 * The per-route limits (issue 9), per minute and client address (`request.ip`: behind a proxy set
 * TRUST_PROXY) or signed-in user; the numbers are in the config. Routes opt in with
 * `config: { rateLimit: rateLimitsOf(app.config).x }`; a request over the limit answers 429 `{messages}` with
 * `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` and `Retry-After`.
 */
export function rateLimitsOf(config: Config) {
  const visitor = config.visitorRateLimits;
  return {
    /**
     * Visitor clicks (600 by default: carrier-grade NAT puts many phones behind one address). The per-visitor
     * cap of the clicks module is the fine-grained rule; this one stops floods before any work is done.
     */
    clicks: perAddress(visitor.clicks),
    /** Link reports (10 by default). */
    linkReports: perAddress(visitor.linkReports),
    /** Leads left on info-product pages (10 by default): one per e-mail per page, so a person needs few. */
    leads: perAddress(config.leadsPerMinute),
    /**
     * Visitor lookups that reach Fastify (300 by default). The hot path answers cached known codes before any
     * hook runs (a counter there would cost every visit), so only unknown codes (enumeration), uncached ones (a
     * database read each) and unusual query strings are counted: the requests that cost or reveal something.
     */
    codeLookups: perAddress(visitor.codeLookups),
    /** The TLS proxy's on-demand question (120 by default): it asks once per new host name (decision 033). */
    tlsAsks: perAddress(120),
    /** Shortening: per signed-in user (SHORTEN_PER_MINUTE), else per address (ANONYMOUS_SHORTEN_PER_MINUTE). */
    shorten: {
      timeWindow: MINUTE,
      keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
      max: (request: FastifyRequest) =>
        request.user ? config.shortenPerMinute : config.anonymousShortenPerMinute,
    },
    /** New API credentials, per signed-in user per hour (API_CREDENTIALS_PER_HOUR, 10 by default). */
    apiCredentials: {
      timeWindow: 60 * MINUTE,
      keyGenerator: (request: FastifyRequest) => `credentials:${request.user?.id ?? request.ip}`,
      max: config.apiCredentialsPerHour,
    },
    /** Preview tags fetched from other sites (30 per minute per signed-in user): each is an outbound request. */
    previewTags: {
      timeWindow: MINUTE,
      keyGenerator: (request: FastifyRequest) => `preview-tags:${request.user?.id ?? request.ip}`,
      max: 30,
    },
    /** Uploads, per signed-in user per hour (UPLOADS_PER_HOUR, 100 by default): each one costs storage. */
    uploads: {
      timeWindow: 60 * MINUTE,
      keyGenerator: (request: FastifyRequest) => `uploads:${request.user?.id ?? request.ip}`,
      max: config.uploadsPerHour,
    },
    /** New data exports (LGPD, decision 037), per signed-in user per hour: each one reads the whole account. */
    dataExports: {
      timeWindow: 60 * MINUTE,
      keyGenerator: (request: FastifyRequest) => `data-exports:${request.user?.id ?? request.ip}`,
      max: 10,
    },
    /** Account deletions, per signed-in user per minute: a mistyped confirmation is retried, not guessed at. */
    accountDeletions: {
      timeWindow: MINUTE,
      keyGenerator: (request: FastifyRequest) => `account-deletions:${request.user?.id ?? request.ip}`,
      max: 10,
    },
    /** Charging writes and card tokens (PURCHASES_PER_MINUTE, 10 by default), per signed-in user. */
    purchases: {
      timeWindow: MINUTE,
      keyGenerator: (request: FastifyRequest) => (request.user ? `purchase:${request.user.id}` : request.ip),
      max: config.purchasesPerMinute,
    },
  } satisfies Record<string, RateLimitOptions>;
}

/**
 * Registers @fastify/rate-limit for the routes that declare a limit. With REDIS_URL the counters live in
 * Redis and are shared by every instance; if Redis fails, requests pass (logged) rather than fail.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'atalho-rate-limit:' } : {}),
    // Kept per process without Redis; bounded so a flood of addresses cannot grow memory without limit.
    cache: 100_000,
    errorResponseBuilder: () => new AppError(429, ['rate.limited']),
  });
}
