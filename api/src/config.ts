import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  /**
   * Listen address (HOST): 127.0.0.1 while the development sign-in form is on, so nobody else on the network can
   * sign in as anyone; 0.0.0.0 otherwise.
   */
  host: string;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR/pglite is used. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  isProduction: boolean;
  google: { clientId: string; clientSecret: string } | undefined;
  /** The development sign-in form: only without Google, and only on a loopback PUBLIC_URL or with DEV_SIGN_IN=1. */
  devSignIn: boolean;
  /** Extra origins allowed to serve scripts and manifests (remotes on a CDN, docs/deploy.md): REMOTE_ORIGINS. */
  remoteOrigins: string[];
  /**
   * Where visitor pages send the owner's GA4 page views (GA_COLLECT_ORIGIN, `https://www.google-analytics.com` by
   * default; a local stub in the e2e tests): listed in a page's CSP only with the visitor's consent (decision 039).
   */
  googleAnalyticsOrigin: string;
  trustProxy: boolean | string;
  logLevel: string;
  /** LOG_FORMAT: `json` (pino's lines, for log collectors; the default in production) or `pretty` (one readable line each). */
  logFormat: 'json' | 'pretty';
  /** Repo root where shell/dist and mf-*\/dist live. */
  staticRoot: string;
  /** Secret used to sign short-lived cookies (OAuth state). */
  cookieSecret: string;
  /** Home-page shortens allowed per client IP per minute. */
  anonymousShortenPerMinute: number;
  /** Shortens allowed per signed-in user per minute (SHORTEN_PER_MINUTE). */
  shortenPerMinute: number;
  /** API credentials a signed-in user may create per hour (API_CREDENTIALS_PER_HOUR). */
  apiCredentialsPerHour: number;
  /** Clicks waiting for a database write at most; past it POST /api/v1/clicks answers 503 (CLICK_QUEUE_MAX). */
  clickQueueMax: number;
  /** Stored clicks rolled up per transaction at most (CLICK_ROLLUP_BATCH, decision 042). */
  clickRollupBatch: number;
  /**
   * Visitor requests allowed per client address per minute (RATE_LIMIT_CLICKS, …; see http/rate-limits.ts).
   * `codeMisses` (RATE_LIMIT_CODE_MISSES): unknown codes asked of `/{code}` and the lookup by code, counted per
   * address (IPv6 by /64) in each process before the database (online-addresses/code-misses.ts).
   */
  visitorRateLimits: { clicks: number; linkReports: number; codeLookups: number; codeMisses: number };
  /** Leads a client address may leave on info-product pages per minute (RATE_LIMIT_LEADS, 10 by default). */
  leadsPerMinute: number;
  /** How long the signed link to a lead's e-book stays good, in hours (LEAD_DELIVERY_TTL_HOURS; 7 days). */
  leadDeliveryTtlHours: number;
  /** Tests only: short links may point at loopback and private addresses. */
  allowPrivateUrls: boolean;
  /**
   * Tests only (OUTBOUND_ALLOW_PRIVATE=1): the server's own fetches (preview tags, link health checks) may reach
   * loopback and private addresses. Never set in production: it opens the server to SSRF.
   */
  outboundAllowPrivate: boolean;
  /** Where the copy of the DB-IP City Lite database is kept; undefined when geo lookup is off (`GEOIP=off`). */
  geoipDir: string | undefined;
  /** Memory bound of the visitor link cache, in bytes (VISITOR_CACHE_BYTES; decision 007). */
  visitorCacheBytes: number;
  /**
   * Whole UTC months of raw clicks kept before the current one (CLICKS_RETENTION_MONTHS, 24 by default, at
   * least 12); older months are dropped, their rollups kept (decision 043).
   */
  clicksRetentionMonths: number;
  /** PostgreSQL: how long a request waits for a pooled connection before failing (503). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: `statement_timeout` of every pooled connection; a longer statement is cancelled (503). */
  databaseStatementTimeoutMs: number;
  /** Signs the visit tokens that make a click count (VISIT_TOKEN_SECRET; the same on every instance). */
  visitTokenSecret: string;
  /** Rate limit counters are shared through this Redis server when set (REDIS_URL); else kept per process. */
  redisUrl: string | undefined;
  /** Background jobs (decision 013): JOBS=off runs none by itself; schedules are cron expressions in UTC. */
  jobs: {
    enabled: boolean;
    /** Renews due subscriptions (SUBSCRIPTION_RENEWALS_CRON). */
    renewalsCron: string;
    /** Ends canceled subscriptions whose cycle is over (SUBSCRIPTION_EXPIRY_CRON). */
    expiryCron: string;
    /** Grants the PRO monthly SMS credit bonus (CREDIT_BONUS_CRON). */
    creditBonusCron: string;
    /** Checks every active link's destination (LINK_HEALTH_CRON; daily by default). */
    linkHealthCron: string;
    /** Removes stored bytes no live upload has named for a day (FILES_SWEEP_CRON; daily by default). */
    filesSweepCron: string;
    /** Queues again the e-mails a lost enqueue or a crashed worker left unsent (MAIL_SWEEP_CRON; decision 028). */
    mailSweepCron: string;
    /** Queues again the SMS a lost enqueue or a crashed worker left unsent, fails the spent ones (SMS_SWEEP_CRON; decision 032). */
    smsSweepCron: string;
    /** Checks the DNS of pending customer domains and rechecks verified ones (DOMAIN_CHECK_CRON; decision 033). */
    domainCheckCron: string;
    /** Starts the SMS campaigns whose time has come, resumes stalled sends (SMS_SHOOTINGS_CRON; decision 034). */
    smsShootingsCron: string;
    /**
     * Queues again the data exports a lost enqueue or a crashed worker left, removes expired ones and the stored
     * bytes of deleted accounts (ACCOUNT_SWEEP_CRON; decision 037).
     */
    accountSweepCron: string;
    /** Deletes the salts of past days of the visitor ids without a cookie (VISITOR_SALTS_CRON; decision 041). */
    visitorSaltsCron: string;
    /** Creates the coming months' click partitions, drops those past the retention (CLICK_PARTITIONS_CRON; decision 043). */
    clickPartitionsCron: string;
  };
  /** Customer domains and subdomains (BUSINESS; decision 033). */
  customDomains: CustomDomainsConfig;
  /** Card payments (decision 014): PAYMENT_PROVIDER=sandbox (default) or mercadopago. */
  payments: PaymentsConfig;
  /** Charging writes (subscribe, buy credits, card tokens) allowed per signed-in user per minute. */
  purchasesPerMinute: number;
  /** The company on every receipt (COMPANY_NAME, COMPANY_DOCUMENT: CNPJ digits, COMPANY_ADDRESS). */
  receiptIssuer: { name: string; document: string | null; address: string | null };
  /** Where uploaded files are kept (decision 020): STORAGE=local (default, DATA_DIR/files) or s3. */
  storage: StorageConfig;
  /** Uploads allowed per signed-in user per hour (UPLOADS_PER_HOUR). */
  uploadsPerHour: number;
  /**
   * The separate origin uploaded files are served from (FILES_PUBLIC_URL, a user-content domain; decision 020,
   * docs/deploy.md): their `src` is `FILES_PUBLIC_URL/files/<key>` and `PUBLIC_URL/files/…` redirects there.
   * Undefined: files are served from PUBLIC_URL itself.
   */
  filesPublicUrl: string | undefined;
  /** Sending e-mail (decision 028): the local outbox (default) or an SMTP server (MAIL_SMTP_URL or MAIL_SMTP_HOST). */
  mail: MailConfig;
  /** Sending SMS (decision 032): the local outbox (default) or Zenvia (SMS_ADAPTER=zenvia and the ZENVIA_* entries). */
  sms: SmsConfig;
  /** Gateway webhook requests allowed per client address per minute (RATE_LIMIT_SMS_WEBHOOKS, 6000 by default). */
  smsWebhooksPerMinute: number;
  /** Recipients an SMS campaign queues per transaction (SMS_SHOOTING_BATCH, 1000 by default; decision 034). */
  smsShootingBatch: number;
  /** Campaign contact accesses allowed per client address per minute (RATE_LIMIT_CONTACT_ACCESSES, 600 by default). */
  contactAccessesPerMinute: number;
}

export interface CustomDomainsConfig {
  /**
   * SUBDOMAIN_BASE: the product's wildcard zone (`links.atalho.app`): a customer's subdomain is
   * `{name}.{SUBDOMAIN_BASE}`. Unset: subdomains cannot be added.
   */
  subdomainBase: string | undefined;
  /**
   * CUSTOM_DOMAIN_ADDRESSES: the IPv4/IPv6 addresses a customer's A/AAAA records may point at (the proxy's), comma
   * separated, for apex domains that cannot have a CNAME. Empty: only a CNAME to PUBLIC_URL's host verifies.
   */
  addresses: string[];
}

function readHostname(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/.test(host))
    throw new Error(`Invalid ${name}: ${value} (a host name such as links.atalho.app)`);
  return host;
}

function readAddresses(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
    .map((item) => {
      if (!isIP(item)) throw new Error(`Invalid CUSTOM_DOMAIN_ADDRESSES: ${item} (an IPv4 or IPv6 address)`);
      return item;
    });
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465, `smtps://`, MAIL_SMTP_SECURE=1); otherwise STARTTLS when offered. */
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
}

export type MailConfig = {
  /** MAIL_FROM: the sender every message shows (`Atalho <nao-responda@atalho.app>`). */
  from: string;
} & ({ adapter: 'outbox' } | { adapter: 'smtp'; smtp: SmtpConfig });

/** MAIL_SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`) or the MAIL_SMTP_HOST/PORT/USER/PASS/SECURE entries. */
function readSmtp(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  if (env.MAIL_SMTP_URL) {
    let url: URL;
    try {
      url = new URL(env.MAIL_SMTP_URL);
    } catch {
      throw new Error('Invalid MAIL_SMTP_URL (smtp://user:pass@host:587 or smtps://user:pass@host:465)');
    }
    if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
      throw new Error('Invalid MAIL_SMTP_URL (smtp://user:pass@host:587 or smtps://user:pass@host:465)');
    const secure = url.protocol === 'smtps:';
    return {
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      user: url.username ? decodeURIComponent(url.username) : undefined,
      pass: url.password ? decodeURIComponent(url.password) : undefined,
    };
  }
  if (!env.MAIL_SMTP_HOST) return undefined;
  const port = env.MAIL_SMTP_PORT ? Number(env.MAIL_SMTP_PORT) : undefined;
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535))
    throw new Error(`Invalid MAIL_SMTP_PORT: ${env.MAIL_SMTP_PORT}`);
  const secure =
    env.MAIL_SMTP_SECURE === '1' ||
    env.MAIL_SMTP_SECURE === 'true' ||
    (!env.MAIL_SMTP_SECURE && port === 465);
  return {
    host: env.MAIL_SMTP_HOST,
    port: port ?? (secure ? 465 : 587),
    secure,
    user: env.MAIL_SMTP_USER || undefined,
    pass: env.MAIL_SMTP_PASS || undefined,
  };
}

function readMail(env: NodeJS.ProcessEnv, publicUrl: string): MailConfig {
  const from = env.MAIL_FROM || `Atalho <nao-responda@${new URL(publicUrl).hostname}>`;
  const smtp = readSmtp(env);
  const adapter = env.MAIL_ADAPTER || (smtp ? 'smtp' : 'outbox');
  if (adapter === 'outbox') return { adapter, from };
  if (adapter !== 'smtp') throw new Error(`Invalid MAIL_ADAPTER: ${adapter} (outbox or smtp)`);
  if (!smtp) throw new Error('MAIL_ADAPTER=smtp needs MAIL_SMTP_URL or MAIL_SMTP_HOST');
  return { adapter, from, smtp };
}

export interface ZenviaConfig {
  /** ZENVIA_API_URL: https://api.zenvia.com unless a test points it at its stub. */
  apiUrl: string;
  /** ZENVIA_TOKEN: the API token (X-API-TOKEN). */
  token: string;
  /** ZENVIA_FROM: the SMS sender id (the account alias of the SMS integration). */
  from: string;
  /** ZENVIA_WEBHOOK_SECRET: the `X-Atalho-Webhook-Secret` header the webhook subscriptions are created with. */
  webhookSecret: string;
}

export type SmsConfig = { adapter: 'outbox' } | { adapter: 'zenvia'; zenvia: ZenviaConfig };

function readSms(env: NodeJS.ProcessEnv): SmsConfig {
  const adapter = env.SMS_ADAPTER || 'outbox';
  if (adapter === 'outbox') return { adapter };
  if (adapter !== 'zenvia') throw new Error(`Invalid SMS_ADAPTER: ${adapter} (outbox or zenvia)`);
  const { ZENVIA_TOKEN: token, ZENVIA_FROM: from, ZENVIA_WEBHOOK_SECRET: webhookSecret } = env;
  if (!token || !from || !webhookSecret)
    throw new Error('SMS_ADAPTER=zenvia needs ZENVIA_TOKEN, ZENVIA_FROM and ZENVIA_WEBHOOK_SECRET');
  const apiUrl = env.ZENVIA_API_URL || 'https://api.zenvia.com';
  try {
    const url = new URL(apiUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
  } catch {
    throw new Error(`Invalid ZENVIA_API_URL: ${apiUrl}`);
  }
  return { adapter, zenvia: { apiUrl: apiUrl.replace(/\/+$/, ''), token, from, webhookSecret } };
}

export interface S3StorageConfig {
  kind: 's3';
  /** S3_BUCKET */
  bucket: string;
  /** S3_REGION (default us-east-1) */
  region: string;
  /** S3_ENDPOINT: an S3-compatible server (MinIO, R2…); unset for AWS itself. */
  endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE=1: `endpoint/bucket/key` addresses (most S3-compatible servers want them). */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY */
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_PREFIX: a folder inside the bucket for this deployment's files (default none). */
  prefix: string;
}

export type StorageConfig = { kind: 'local'; dir: string } | S3StorageConfig;

function readStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const kind = env.STORAGE || 'local';
  if (kind === 'local')
    return { kind, dir: env.STORAGE_DIR ? fromRoot(env.STORAGE_DIR) : join(dataDir, 'files') };
  if (kind !== 's3') throw new Error(`Invalid STORAGE: ${kind} (local or s3)`);
  const bucket = env.S3_BUCKET;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    kind,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId,
    secretAccessKey,
    prefix: env.S3_PREFIX ? `${env.S3_PREFIX.replace(/\/+$/, '')}/` : '',
  };
}

export type PaymentsConfig =
  | { provider: 'sandbox'; sandboxSecret: string }
  | {
      provider: 'mercadopago';
      /** MERCADO_PAGO_ACCESS_TOKEN: the server's private credential. */
      accessToken: string;
      /** MERCADO_PAGO_PUBLIC_KEY: the browser tokenises cards with it. */
      publicKey: string;
      /** MERCADO_PAGO_WEBHOOK_SECRET: signs the webhooks (x-signature). */
      webhookSecret: string;
      /** MERCADO_PAGO_API_URL: https://api.mercadopago.com unless a test points it at its stub. */
      apiUrl: string;
    };

function readPayments(env: NodeJS.ProcessEnv, fallbackSecret: string): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider === 'sandbox')
    return { provider, sandboxSecret: env.SANDBOX_PAYMENTS_SECRET || fallbackSecret };
  if (provider !== 'mercadopago')
    throw new Error(`Invalid PAYMENT_PROVIDER: ${provider} (sandbox or mercadopago)`);
  const accessToken = env.MERCADO_PAGO_ACCESS_TOKEN;
  const publicKey = env.MERCADO_PAGO_PUBLIC_KEY;
  const webhookSecret = env.MERCADO_PAGO_WEBHOOK_SECRET;
  if (!accessToken || !publicKey || !webhookSecret) {
    throw new Error(
      'PAYMENT_PROVIDER=mercadopago needs MERCADO_PAGO_ACCESS_TOKEN, MERCADO_PAGO_PUBLIC_KEY and MERCADO_PAGO_WEBHOOK_SECRET',
    );
  }
  return {
    provider,
    accessToken,
    publicKey,
    webhookSecret,
    apiUrl: (env.MERCADO_PAGO_API_URL || 'https://api.mercadopago.com').replace(/\/+$/, ''),
  };
}

/** The repository root: the nearest folder above this file whose package.json declares workspaces. */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const pkg: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (typeof pkg === 'object' && pkg !== null && 'workspaces' in pkg) return dir;
    } catch {
      // no package.json here
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const repoRoot = findRepoRoot();

function readPort(value: string | undefined): number {
  if (!value) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${value}`);
  return port;
}

function readTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0' || value === 'off') return false;
  if (value === 'true' || value === '1' || value === 'on') return true;
  // Fastify accepts a comma-separated list of addresses/CIDRs or a hop count.
  return value;
}

/** 128 MiB holds ~14,000 links with their `/{code}` pages, the benchmark's 10,000 among them (decision 007). */
const DEFAULT_VISITOR_CACHE_BYTES = 128 * 1024 * 1024;

function readBytes(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new Error(`Invalid ${name}: ${value}`);
  return bytes;
}

function isLoopbackOrigin(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
  } catch {
    return false;
  }
}

function readOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = new URL(item);
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Error(`Invalid REMOTE_ORIGINS: ${item}`);
      return url.origin;
    });
}

/** An http(s) origin with nothing after it (`https://files.example.com`), undefined when unset. */
function readOriginSetting(name: string, value: string | undefined, example: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid ${name}: ${value}`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  )
    throw new Error(`Invalid ${name}: ${value} (an origin such as ${example})`);
  return url.origin;
}

/** FILES_PUBLIC_URL: an http(s) origin other than PUBLIC_URL's (the same one would redirect to itself). */
function readFilesPublicUrl(value: string | undefined, publicUrl: string): string | undefined {
  const origin = readOriginSetting('FILES_PUBLIC_URL', value, 'https://files.example.com');
  if (origin === new URL(publicUrl).origin)
    throw new Error('FILES_PUBLIC_URL must be another origin than PUBLIC_URL (or be left unset)');
  return origin;
}

/**
 * CLICKS_RETENTION_MONTHS: at least a year, so every dashboard period of the last year keeps the raw clicks
 * its partial edge days are counted from (decision 043).
 */
function readRetentionMonths(value: string | undefined): number {
  if (!value) return 24;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 12 || months > 1200)
    throw new Error(`Invalid CLICKS_RETENTION_MONTHS: ${value} (whole months, 12 or more)`);
  return months;
}

function readMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1 || ms > 2_147_483_647) throw new Error(`Invalid ${name}: ${value}`);
  return ms;
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readPort(env.PORT);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  const dataDir = fromRoot(env.DATA_DIR || './data');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const google = clientId && clientSecret ? { clientId, clientSecret } : undefined;
  const devSignIn = !google && (isLoopbackOrigin(publicUrl) || env.DEV_SIGN_IN === '1');
  if (nodeEnv === 'production' && !google) {
    throw new Error(
      'NODE_ENV=production needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: without them nobody could sign in ' +
        '(the development sign-in form is never offered in production).',
    );
  }
  return {
    port,
    host: env.HOST || (devSignIn ? '127.0.0.1' : '0.0.0.0'),
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    google,
    devSignIn,
    remoteOrigins: readOrigins(env.REMOTE_ORIGINS),
    googleAnalyticsOrigin:
      readOriginSetting('GA_COLLECT_ORIGIN', env.GA_COLLECT_ORIGIN, 'https://www.google-analytics.com') ??
      'https://www.google-analytics.com',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: readLogFormat(env.LOG_FORMAT, nodeEnv),
    staticRoot: fromRoot(env.STATIC_ROOT || '.'),
    // Without COOKIE_SECRET each process signs with its own key: fine for one instance, set it for several.
    cookieSecret: env.COOKIE_SECRET || randomBytes(32).toString('hex'),
    anonymousShortenPerMinute: Number(env.ANONYMOUS_SHORTEN_PER_MINUTE) || 20,
    shortenPerMinute: Number(env.SHORTEN_PER_MINUTE) || 120,
    apiCredentialsPerHour: Number(env.API_CREDENTIALS_PER_HOUR) || 10,
    // ~3 s of clicks at the benchmark's rate: past it visitors are told to come back (503, Retry-After)
    // rather than every waiting request timing out together.
    clickQueueMax: Number(env.CLICK_QUEUE_MAX) || 20_000,
    clickRollupBatch: Number(env.CLICK_ROLLUP_BATCH) || 5_000,
    visitorRateLimits: {
      clicks: Number(env.RATE_LIMIT_CLICKS) || 600,
      linkReports: Number(env.RATE_LIMIT_LINK_REPORTS) || 10,
      codeLookups: Number(env.RATE_LIMIT_CODE_LOOKUPS) || 300,
      codeMisses: Number(env.RATE_LIMIT_CODE_MISSES) || 60,
    },
    leadsPerMinute: Number(env.RATE_LIMIT_LEADS) || 10,
    leadDeliveryTtlHours: Number(env.LEAD_DELIVERY_TTL_HOURS) || 7 * 24,
    allowPrivateUrls: env.ALLOW_PRIVATE_URLS === '1',
    outboundAllowPrivate: env.OUTBOUND_ALLOW_PRIVATE === '1',
    geoipDir: env.GEOIP === 'off' ? undefined : env.GEOIP_DIR || join(dataDir, 'geo'),
    visitorCacheBytes: readBytes('VISITOR_CACHE_BYTES', env.VISITOR_CACHE_BYTES, DEFAULT_VISITOR_CACHE_BYTES),
    clicksRetentionMonths: readRetentionMonths(env.CLICKS_RETENTION_MONTHS),
    databaseConnectTimeoutMs: readMilliseconds(
      'DATABASE_CONNECT_TIMEOUT_MS',
      env.DATABASE_CONNECT_TIMEOUT_MS,
      5_000,
    ),
    databaseStatementTimeoutMs: readMilliseconds(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      15_000,
    ),
    // Like COOKIE_SECRET: set it when several instances serve the same links.
    visitTokenSecret: env.VISIT_TOKEN_SECRET || randomBytes(32).toString('hex'),
    redisUrl: env.REDIS_URL || undefined,
    jobs: {
      enabled: env.JOBS !== 'off',
      renewalsCron: env.SUBSCRIPTION_RENEWALS_CRON || '*/15 * * * *',
      expiryCron: env.SUBSCRIPTION_EXPIRY_CRON || '*/15 * * * *',
      creditBonusCron: env.CREDIT_BONUS_CRON || '0 3 * * *',
      linkHealthCron: env.LINK_HEALTH_CRON || '0 4 * * *',
      filesSweepCron: env.FILES_SWEEP_CRON || '30 4 * * *',
      mailSweepCron: env.MAIL_SWEEP_CRON || '*/5 * * * *',
      smsSweepCron: env.SMS_SWEEP_CRON || '*/5 * * * *',
      domainCheckCron: env.DOMAIN_CHECK_CRON || '*/10 * * * *',
      smsShootingsCron: env.SMS_SHOOTINGS_CRON || '* * * * *',
      accountSweepCron: env.ACCOUNT_SWEEP_CRON || '*/10 * * * *',
      visitorSaltsCron: env.VISITOR_SALTS_CRON || '1 * * * *',
      clickPartitionsCron: env.CLICK_PARTITIONS_CRON || '20 3 * * *',
    },
    customDomains: {
      subdomainBase: readHostname('SUBDOMAIN_BASE', env.SUBDOMAIN_BASE),
      addresses: readAddresses(env.CUSTOM_DOMAIN_ADDRESSES),
    },
    // Without SANDBOX_PAYMENTS_SECRET sandbox card tokens are good for this process only (like COOKIE_SECRET).
    payments: readPayments(env, randomBytes(32).toString('hex')),
    purchasesPerMinute: Number(env.PURCHASES_PER_MINUTE) || 10,
    receiptIssuer: {
      name: env.COMPANY_NAME || 'Atalho',
      document: env.COMPANY_DOCUMENT?.replace(/\D/g, '') || null,
      address: env.COMPANY_ADDRESS || null,
    },
    storage: readStorage(env, dataDir),
    uploadsPerHour: Number(env.UPLOADS_PER_HOUR) || 100,
    filesPublicUrl: readFilesPublicUrl(env.FILES_PUBLIC_URL, publicUrl),
    mail: readMail(env, publicUrl),
    sms: readSms(env),
    smsWebhooksPerMinute: Number(env.RATE_LIMIT_SMS_WEBHOOKS) || 6000,
    smsShootingBatch: Math.min(Math.max(Math.trunc(Number(env.SMS_SHOOTING_BATCH) || 1000), 1), 5000),
    contactAccessesPerMinute: Number(env.RATE_LIMIT_CONTACT_ACCESSES) || 600,
  };
}

function readLogFormat(value: string | undefined, nodeEnv: string): 'json' | 'pretty' {
  if (value === undefined || value === '') return nodeEnv === 'production' ? 'json' : 'pretty';
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`Invalid LOG_FORMAT: ${value} (json or pretty)`);
}
