import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan, signIn } from '../../bench/lib/api-setup.mjs';
import { CLICKS_PER_VISITOR_HOUR } from '../src/modules/clicks/visitor-cap';
import { redisUp, redisUrl } from './helpers/redis';
import {
  type ServerProcess,
  serverProcesses,
  sleep,
  type ThrowawayDatabase,
  throwawayDatabase,
  waitFor,
} from './helpers/server-process';
import { staticRootWithShell } from './helpers/test-app';
import { eventually } from './helpers/visitor-cache';
import { ANALYTICS_CONSENT, visitCookieOf } from './modules/clicks/visit';
import { startZenviaStub } from './providers/sms/zenvia-stub';

const serverUrl = process.env.DATABASE_URL;
const ZENVIA_TOKEN = 'zenvia-token';
const ANONYMOUS_SHORTENS = 6;
/** The jobs this test schedules every minute, to see one tick of each across the three instances. */
const EVERY_MINUTE = ['sms-shootings.due', 'subscriptions.renew', 'subscriptions.expire'];
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** A client address of this run: counters in a shared Redis outlive a run (the minute, the hour). */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Issue 38 item 3: three API processes (the real server, `src/server.ts`) started at the same moment on one new
 * PostgreSQL database, with REDIS_URL and the secrets docs/deploy.md says every instance shares, as they run
 * behind a load balancer. Real processes, not apps in one process: nothing in memory is shared but what the
 * deployment shares (the database, Redis).
 */
describe.skipIf(!serverUrl || !redisUp)('three instances on one PostgreSQL and one Redis', () => {
  const servers = serverProcesses();
  const dirs: string[] = [];
  let database: ThrowawayDatabase | undefined;
  let stub: Awaited<ReturnType<typeof startZenviaStub>>;
  let db: pg.Client;
  let startedAt = 0;
  let A: ServerProcess;
  let B: ServerProcess;
  let C: ServerProcess;

  beforeAll(async () => {
    database = await throwawayDatabase(serverUrl ?? '');
    stub = await startZenviaStub(ZENVIA_TOKEN);
    const staticRoot = staticRootWithShell();
    dirs.push(staticRoot);
    const env = {
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      GEOIP: 'off',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      // What every instance behind one balancer shares (docs/deploy.md "More than one instance").
      PUBLIC_URL: 'http://127.0.0.1:8080',
      COOKIE_SECRET: randomBytes(32).toString('hex'),
      VISIT_TOKEN_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      STATIC_ROOT: staticRoot,
      ALLOW_PRIVATE_URLS: '1',
      JOBS: 'on',
      SMS_ADAPTER: 'zenvia',
      ZENVIA_API_URL: stub.url,
      ZENVIA_TOKEN,
      ZENVIA_FROM: 'atalho',
      ZENVIA_WEBHOOK_SECRET: 'webhook-secret',
      ANONYMOUS_SHORTEN_PER_MINUTE: String(ANONYMOUS_SHORTENS),
      SUBSCRIPTION_RENEWALS_CRON: '* * * * *',
      SUBSCRIPTION_EXPIRY_CRON: '* * * * *',
      SMS_SHOOTINGS_CRON: '* * * * *',
    };
    startedAt = performance.now();
    [A, B, C] = (await Promise.all(['a', 'b', 'c'].map((label) => servers.start(label, env)))) as [
      ServerProcess,
      ServerProcess,
      ServerProcess,
    ];
    console.log(`three instances: all listening ${Math.round(performance.now() - startedAt)} ms after spawn`);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await servers.removeAll();
    await db?.end().catch(() => {});
    await stub?.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A request to one instance, as the balancer would forward it. */
  function call(
    instance: ServerProcess,
    path: string,
    init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    return fetch(`${instance.base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      redirect: 'manual',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  async function admin(
    instance: ServerProcess,
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> {
    const response = await call(instance, `/_admin/${path}`, {
      body,
      headers: { 'x-admin-token': instance.adminToken },
    });
    if (!response.ok)
      throw new Error(`${instance.label} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  }

  let owner = '';
  async function signedInOwner(): Promise<string> {
    if (owner) return owner;
    owner = await signIn(A.base, 'dona@example.com', 'Dona');
    await grantPlan(A.base, A.adminToken, 'dona@example.com', 'PRO');
    return owner;
  }

  it("(a) a link edited through A: B's /{code} and lookup serve the new destination within 1 s", async () => {
    const token = await signedInOwner();
    const created = await call(A, '/api/v1/online-addresses', {
      token,
      body: { url: 'https://exemplo.com/antes' },
    });
    expect(created.status).toBe(201);
    const link = (await created.json()) as { id: number; code: string };
    const page = async () =>
      (await call(B, `/${link.code}`, { headers: { accept: 'text/html', 'user-agent': PHONE } })).text();
    const lookup = async () =>
      (
        (await (await call(B, `/api/v1/online-addresses/code/${link.code}?view=true`)).json()) as {
          url: string;
        }
      ).url;
    // B holds both in memory: its hot path answers them without the database.
    await eventually(async () => {
      const { hotPathHits: before } = await admin(B, 'visitor-cache');
      const [html, url] = [await page(), await lookup()];
      expect(html).toContain('exemplo.com/antes');
      expect(url).toBe('https://exemplo.com/antes');
      return (await admin(B, 'visitor-cache')).hotPathHits === Number(before) + 2;
    }, 5_000);

    const edited = await call(A, `/api/v1/online-addresses/${link.id}`, {
      method: 'PUT',
      token,
      body: { code: link.code, url: 'https://exemplo.com/depois' },
    });
    expect(edited.status).toBe(200);
    const ms = await eventually(
      async () =>
        (await page()).includes('exemplo.com/depois') && (await lookup()) === 'https://exemplo.com/depois',
      1_000,
    );
    console.log(`two instances: an edit through A served by B after ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(1_000);
    expect(await page()).not.toContain('exemplo.com/antes');
  });

  it(`(b) the anonymous shortening limit (${ANONYMOUS_SHORTENS} a minute) counts requests to A and B together`, async () => {
    const from = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < ANONYMOUS_SHORTENS + 2; i += 1) {
      const response = await call(i % 2 === 0 ? A : B, '/api/v1/online-addresses', {
        body: { url: `https://exemplo.com/anonimo/${i}` },
        headers: { 'x-forwarded-for': from },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(ANONYMOUS_SHORTENS).fill(201), 429, 429]);
    // Another address has its own count, on either instance.
    const other = await call(C, '/api/v1/online-addresses', {
      body: { url: 'https://exemplo.com/outro' },
      headers: { 'x-forwarded-for': someAddress() },
    });
    expect(other.status).toBe(201);
  });

  it(`(c) one visitor's clicks on A and B share the cap of ${CLICKS_PER_VISITOR_HOUR} an hour`, async () => {
    const token = await signedInOwner();
    const link = (await (
      await call(A, '/api/v1/online-addresses', { token, body: { url: 'https://exemplo.com/cliques' } })
    ).json()) as { id: number; code: string };
    const from = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < CLICKS_PER_VISITOR_HOUR + 2; i += 1) {
      // A page load on one instance, its click on the other: what a balancer does to one phone.
      const [loadOn, clickOn] = i % 2 === 0 ? [A, B] : [B, A];
      const headers = { 'user-agent': PHONE, 'x-forwarded-for': from };
      const load = await call(loadOn, `/api/v1/online-addresses/code/${link.code}?view=true`, { headers });
      const click = await call(clickOn, '/api/v1/clicks', {
        // A phone that accepted analytics cookies: its client id is the visitor (decision 041).
        headers: {
          ...headers,
          cookie: `${visitCookieOf(load.headers.getSetCookie())}; ${ANALYTICS_CONSENT}`,
        },
        body: {
          onlineAddress: { id: link.id },
          userSessionId: 'um-celular',
          visitToken: load.headers.get('visit-token'),
        },
      });
      statuses.push(click.status);
    }
    expect(statuses).toEqual([...Array(CLICKS_PER_VISITOR_HOUR).fill(201), 202, 202]);
    await waitFor(
      'the clicks stored',
      async () => {
        const { rows } = await db.query<{ counted: number; apart: number }>(
          `select (select count(*)::int from clicks where online_address_id = $1) as counted,
                (select count(*)::int from suspicious_clicks where online_address_id = $1 and reason = 'visitor-cap') as apart`,
          [link.id],
        );
        return rows[0]?.counted === CLICKS_PER_VISITOR_HOUR && rows[0]?.apart === 2;
      },
      10_000,
    );
  });

  it('(d) a due scheduled campaign, its job run on all three at the same moment, is sent once', async () => {
    const token = await signedInOwner();
    expect(
      (await call(A, '/api/v1/sms-configs', { token, body: { business: 'Loja Dona' } })).status,
    ).toBeLessThan(300);
    const { rows: users } = await db.query<{ id: number }>(
      `select id from users where email = 'dona@example.com'`,
    );
    const userId = users[0]?.id;
    const { rows: contacts } = await db.query<{ id: number; number: string; status: string }>(
      `insert into contacts (user_id, number, status, code)
       select $1, '55219' || lpad(n::text, 8, '0'), case when n <= 25 then 'OPT_IN' else 'OPT_OUT' end,
         'D' || lpad(n::text, 9, '0')
       from generate_series(1, 30) as n
       returning id, number, status`,
      [userId],
    );
    await db.query(
      `insert into credit_entries (user_id, type, status, total, remaining) values ($1, 'PURCHASE', 'PAID', 5000, 5000)`,
      [userId],
    );
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    const saved = await call(B, '/api/v1/sms-shootings', {
      token,
      body: {
        title: 'Agendada',
        type: 'SIMPLE',
        template: 'Promocao de amanha',
        smsShootingHasContacts: contacts.map((contact) => ({ contact: { id: contact.id } })),
        scheduled: true,
        date: tomorrow,
        time: '09:00',
        timeZone: 'America/Sao_Paulo',
      },
    });
    expect(saved.status).toBe(201);
    const shootingId = ((await saved.json()) as { id: number }).id;
    const { rows: due } = await db.query<{ at: Date }>(
      'select date_time_scheduled as at from sms_shootings where id = $1',
      [shootingId],
    );
    const at = new Date(due[0]?.at ?? 0).toISOString();

    // The scheduler's run, on every instance at once: as if each had fired the schedule.
    const runs = await Promise.all(
      [A, B, C].map((instance) => admin(instance, 'job-run', { name: 'sms-shootings.due', at })),
    );
    expect(runs.map((run) => Number(run.started)).sort()).toEqual([0, 0, 1]);
    await waitFor(
      'the campaign SENT',
      async () => {
        const { rows } = await db.query<{ status: string }>(
          'select status from sms_shootings where id = $1',
          [shootingId],
        );
        return rows[0]?.status === 'SENT' && stub.requests.length >= 25;
      },
      30_000,
    );
    // A second send would arrive now.
    await sleep(1_500);
    const perNumber = new Map<string, number>();
    for (const request of stub.requests) {
      const to = (request.body as { to: string }).to;
      perNumber.set(to, (perNumber.get(to) ?? 0) + 1);
    }
    for (const contact of contacts) {
      expect(perNumber.get(contact.number) ?? 0, `${contact.status} ${contact.number}`).toBe(
        contact.status === 'OPT_IN' ? 1 : 0,
      );
    }
    const { rows: debits } = await db.query<{ n: number; total: number }>(
      `select count(*)::int as n, sum(amount)::int as total from credit_debits where user_id = $1`,
      [userId],
    );
    expect(debits[0]).toEqual({ n: 1, total: 25 * 30 });
  }, 60_000);

  it('(e) a session signed out through A is refused by B and C on their next request', async () => {
    // Signed in across the balancer: started on A, the form posted to B, the code exchanged on C.
    const start = await call(A, '/oauth2/authorization/google');
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const callback = await fetch(`${B.base}/oauth2/dev/callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ email: 'sessao@example.com', name: 'Sessão' }),
    });
    const code = new URL(callback.headers.get('location') ?? '', B.base).searchParams.get('authorization');
    const exchanged = await call(C, '/api/v1/auth/exchange', { body: { code }, headers: { cookie } });
    expect(exchanged.status).toBe(200);
    const { authorization: token } = (await exchanged.json()) as { authorization: string };
    // Each instance has served it (and cached its user).
    for (const instance of [A, B, C])
      expect((await call(instance, '/api/v1/auth', { token })).status).toBe(200);

    expect((await call(A, '/api/v1/auth/logout', { method: 'POST', token })).status).toBe(204);
    expect((await call(B, '/api/v1/auth', { token })).status).toBe(401);
    expect((await call(C, '/api/v1/auth', { token })).status).toBe(401);
    expect((await call(A, '/api/v1/auth', { token })).status).toBe(401);
  });

  it('(f) each every-minute schedule fires once per tick, not once per instance', async () => {
    // A schedule's jobs queued within 15 s of its first: one tick. pg-boss checks the schedules at most every
    // 30 s across all instances, so its next tick comes 25 s or more later; a copy from another instance would
    // come within seconds. On a new database the first tick may come ~30 s after start.
    const firstTick = async () => {
      const { rows } = await db.query<{ name: string; jobs: number; completed: number; age: number }>(
        `select name, count(*)::int as jobs, count(*) filter (where state = 'completed')::int as completed,
           extract(epoch from now() - min(created_on))::float as age
         from pgboss.job j
         where name = any($1)
           and created_on < (select min(created_on) from pgboss.job f where f.name = j.name) + interval '15 seconds'
         group by name order by name`,
        [EVERY_MINUTE],
      );
      return rows;
    };
    await waitFor(
      'a tick of every schedule, done, and 10 s for a copy to show',
      async () => {
        const rows = await firstTick();
        return (
          rows.length === EVERY_MINUTE.length && rows.every((row) => row.completed >= 1 && row.age >= 10)
        );
      },
      80_000,
    );
    expect((await firstTick()).map(({ name, jobs, completed }) => ({ name, jobs, completed }))).toEqual(
      [...EVERY_MINUTE].sort().map((job) => ({ name: job, jobs: 1, completed: 1 })),
    );
    console.log(
      `two instances: the first tick of every schedule done ${Math.round((performance.now() - startedAt) / 1000)} s after spawn`,
    );
  }, 95_000);
});
