// npm run bench:forged-views — replays the outside probe of issue 34 (item 1) against the built server and
// prints PASS/FAIL lines with the figures (decision 031). The probe took one
// `GET /api/v1/online-addresses/code/{code}` and replayed its visit token with fresh `userSessionId`s: 3 → 1,000
// views, 982 "unique" visitors in 2.5 minutes from one IPv4 address. Each attack below gets a link of its own
// and sends ATTEMPTS clicks (BENCH_FORGED_ATTEMPTS, default 1,000) from one address (X-Forwarded-For, the server
// runs with TRUST_PROXY); the target is ≤ 10 counted views per address and link whatever the attacker varies,
// while 100 distinct browsers behind one NAT address, each with its own page load, are all counted.
// Uses PostgreSQL when DATABASE_URL is set or a local server answers (a throwaway database), else PGlite.
// Needs `npm run build -w @atalho/api` first (BENCH_SERVER_JS names another build of the server).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createLinks, grantPlan, signIn } from './lib/api-setup.mjs';
import {
  benchDatabase,
  benchServerEnv,
  startProcess,
  stopProcess,
  waitForHealth,
  waitForPort,
} from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ATTEMPTS = Number(process.env.BENCH_FORGED_ATTEMPTS) || 1_000;
const CONCURRENCY = 20;
const NAT_BROWSERS = 100;
const MAX_COUNTED = 10;
/** SESSIONS_PER_ADDRESS_HOUR (api/src/modules/clicks/visitor-cap.ts). */
const SESSIONS_CAP = 100;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const AGENTS = [
  PHONE,
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
];

const serverJs = process.env.BENCH_SERVER_JS || join(root, 'api', 'dist', 'server.js');
if (!existsSync(serverJs)) {
  console.error(`${serverJs} is missing: run \`npm run build -w @atalho/api\` first`);
  process.exit(1);
}

async function localPostgres() {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

const benchDb = await benchDatabase(await localPostgres());
const work = mkdtempSync(join(tmpdir(), 'atalho-forged-'));
// The short link's page needs the shell's HTML: the built one when there is one, else a minimal page.
const staticRoot = join(work, 'static');
mkdirSync(join(staticRoot, 'shell', 'dist'), { recursive: true });
const builtShell = join(root, 'shell', 'dist', 'index.html');
if (existsSync(builtShell)) copyFileSync(builtShell, join(staticRoot, 'shell', 'dist', 'index.html'));
else
  writeFileSync(
    join(staticRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Atalho</title></head><body><div id="root"></div></body></html>',
  );
const env = {
  ...benchServerEnv(join(work, 'data')),
  STATIC_ROOT: staticRoot,
  ALLOW_PRIVATE_URLS: '1',
  TRUST_PROXY: 'true',
  // The probe's own pace is what is measured, not the per-minute flood limits in front of it.
  RATE_LIMIT_CLICKS: '1000000',
  RATE_LIMIT_CODE_LOOKUPS: '1000000',
};
if (benchDb.url) env.DATABASE_URL = benchDb.url;
else delete env.DATABASE_URL;
const server = startProcess([serverJs], { cwd: root, env }, /$^/);

/** Runs `count` tasks, `CONCURRENCY` at a time. */
async function pool(count, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

try {
  const base = `http://127.0.0.1:${await waitForPort(server.child, env.DATA_DIR)}`;
  await waitForHealth(base);
  const owner = await signIn(base);
  // The owner reads each link's `clicks` below: view counts start at BASIC (decision 015).
  const admin = JSON.parse(readFileSync(join(env.DATA_DIR, 'admin.json'), 'utf8'));
  await grantPlan(base, admin.token, 'bench@example.com', 'BASIC');
  console.log(
    `database: ${benchDb.url ? 'PostgreSQL' : 'PGlite (embedded)'}; ${ATTEMPTS} clicks per attack, ${CONCURRENCY} at a time; server ${serverJs}`,
  );

  /** A page load as the probe made it: the lookup's visit token and the visit key cookie, if the server set one. */
  async function pageLoad(code, from, { html = false } = {}) {
    const response = await fetch(
      html ? `${base}/${code}` : `${base}/api/v1/online-addresses/code/${code}?view=true`,
      { headers: { 'x-forwarded-for': from, 'user-agent': PHONE, accept: html ? 'text/html' : '*/*' } },
    );
    const text = await response.text();
    const token = html
      ? /"visitToken":"([^"]+)"/.exec(text)?.[1]
      : (response.headers.get('visit-token') ?? undefined);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('atalho_visit='))
      ?.split(';')[0];
    return { token, cookie };
  }

  async function click(code, visit, { session, from, agent = PHONE, properties = [] }) {
    const response = await fetch(`${base}/api/v1/clicks`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': agent,
        'x-forwarded-for': from,
        ...(visit.cookie ? { cookie: visit.cookie } : {}),
      },
      body: JSON.stringify({
        onlineAddress: { code },
        userSessionId: session,
        clickProperties: properties,
        ...(visit.token ? { visitToken: visit.token } : {}),
      }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  const run = Math.random().toString(36).slice(2, 8);
  const attacks = [
    {
      name: 'the probe: one lookup, its token replayed with a fresh userSessionId per click (one IPv4)',
      async send(code) {
        const visit = await pageLoad(code, '198.51.100.7');
        return pool(ATTEMPTS, (i) =>
          click(code, visit, { session: `probe-${run}-${i}`, from: '198.51.100.7' }),
        );
      },
    },
    {
      name: 'the probe varying User-Agent, click properties and session',
      async send(code) {
        const visit = await pageLoad(code, '198.51.100.8');
        const platforms = ['Android', 'iPhone', 'Windows', 'macOS', 'Linux'];
        return pool(ATTEMPTS, (i) =>
          click(code, visit, {
            session: `ua-${run}-${i}`,
            from: '198.51.100.8',
            agent: AGENTS[i % AGENTS.length],
            properties: [
              { name: 'platform', value: platforms[i % platforms.length], type: 'STANDARD' },
              { name: 'breakpoint-name', value: ['xs', 'md', 'lg'][i % 3], type: 'STANDARD' },
            ],
          }),
        );
      },
    },
    {
      name: 'the token without the cookie (a script that ignores Set-Cookie)',
      async send(code) {
        const { token } = await pageLoad(code, '198.51.100.9');
        return pool(ATTEMPTS, (i) =>
          click(code, { token }, { session: `nocookie-${run}-${i}`, from: '198.51.100.9' }),
        );
      },
    },
    {
      name: 'forged visit keys (random 22-character cookies)',
      async send(code) {
        const { token } = await pageLoad(code, '198.51.100.10');
        const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const forged = () =>
          `atalho_visit=${Array.from({ length: 22 }, () => chars[Math.floor(Math.random() * 64)]).join('')}`;
        return pool(ATTEMPTS, (i) =>
          click(code, { token, cookie: forged() }, { session: `forged-${run}-${i}`, from: '198.51.100.10' }),
        );
      },
    },
    {
      name: 'one session replaying its own page load',
      async send(code) {
        const visit = await pageLoad(code, '198.51.100.11');
        return pool(ATTEMPTS, () => click(code, visit, { session: `same-${run}`, from: '198.51.100.11' }));
      },
    },
    {
      name: 'one page load replayed from a new IPv6 address of one /64 and a new session per click',
      async send(code) {
        const visit = await pageLoad(code, '2001:db8:5:7::1');
        return pool(ATTEMPTS, (i) =>
          click(code, visit, { session: `v6-${run}-${i}`, from: `2001:db8:5:7::${(i + 2).toString(16)}` }),
        );
      },
    },
    {
      name: 'a new page load (lookup) and session per click, from new IPv6 addresses of one /64',
      cap: SESSIONS_CAP,
      async send(code) {
        return pool(ATTEMPTS, async (i) => {
          const from = `2001:db8:9:9:${(i + 1).toString(16)}::1`;
          const visit = await pageLoad(code, from);
          return click(code, visit, { session: `fresh-${run}-${i}`, from });
        });
      },
    },
  ];

  const linkCodes = (await createLinks(base, owner, attacks.length + 1)).map((link) => link.code);
  const results = [];
  for (const [index, attack] of attacks.entries()) {
    const started = Date.now();
    const statuses = await attack.send(linkCodes[index]);
    const counted = statuses.filter((status) => status === 201).length;
    const answered = statuses.filter((status) => status === 201 || status === 202).length;
    results.push({ ...attack, counted, answered, seconds: (Date.now() - started) / 1000 });
  }

  // The honest side: a NAT of 100 browsers, each opening the short link's page (/{code}) itself.
  const natCode = linkCodes[attacks.length];
  const natStatuses = await pool(NAT_BROWSERS, async (i) => {
    const visit = await pageLoad(natCode, '203.0.113.50', { html: true });
    return click(natCode, visit, { session: `browser-${run}-${i}`, from: '203.0.113.50' });
  });
  const natCounted = natStatuses.filter((status) => status === 201).length;

  // What the owner sees: the link's counted clicks (and, on PostgreSQL, the clicks kept apart by reason).
  async function storedOf(code) {
    const response = await fetch(`${base}/api/v1/online-addresses?text=${code}&size=1`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    const page = await response.json();
    return page.content?.[0]?.clicks ?? 0;
  }
  let apart = new Map();
  if (benchDb.url) {
    const client = new pg.Client({ connectionString: benchDb.url });
    await client.connect();
    const { rows } = await client.query(
      `SELECT o.code, s.reason, count(*)::int AS n FROM suspicious_clicks s
       JOIN online_addresses o ON o.id = s.online_address_id GROUP BY 1, 2`,
    );
    await client.end();
    apart = new Map();
    for (const row of rows) apart.set(row.code, `${apart.get(row.code) ?? ''}${row.reason} ${row.n}; `);
  }

  console.log(
    '\n| attack | clicks sent | answered 2xx | counted (201) | stored as views | kept apart | seconds |',
  );
  console.log('|---|---:|---:|---:|---:|---|---:|');
  const checks = [];
  for (const [index, r] of results.entries()) {
    const code = linkCodes[index];
    const stored = await storedOf(code);
    console.log(
      `| ${r.name} | ${ATTEMPTS} | ${r.answered} | ${r.counted} | ${stored} | ${apart.get(code) ?? '—'} | ${r.seconds.toFixed(1)} |`,
    );
    const limit = r.cap ?? MAX_COUNTED;
    checks.push([
      r.cap
        ? `${r.name}: ${stored} counted ≤ ${limit} (the distinct-session cap: such clicks look like a NAT's browsers)`
        : `${r.name}: ${stored} counted ≤ ${limit}`,
      stored <= limit && r.answered === ATTEMPTS,
    ]);
  }
  const natStored = await storedOf(natCode);
  console.log(
    `| a NAT of ${NAT_BROWSERS} browsers, each loading /{code} itself (honest) | ${NAT_BROWSERS} | ${natStatuses.filter((s) => s < 300).length} | ${natCounted} | ${natStored} | ${apart.get(natCode) ?? '—'} | — |`,
  );
  checks.push([
    `${NAT_BROWSERS} distinct browsers behind one address, each with its own page load: ${natStored} of ${NAT_BROWSERS} counted`,
    natStored === NAT_BROWSERS,
  ]);
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await stopProcess(server.child);
  rmSync(work, { recursive: true, force: true });
  await benchDb.drop();
}
