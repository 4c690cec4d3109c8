// npm run bench:links — the links panel's reads on PostgreSQL at the size of a large account (issue 11):
// one owner with 100,000 links and 5,000,000 clicks (seeded straight into the database with server-side
// multi-row inserts), then the list page with each filter and each ordering, the filter drawer's live count
// (size=1) and the domain summary, each measured as sequential requests against the built server; prints the
// p95 of each with PASS/FAIL against the 100 ms budget. Needs PostgreSQL: DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); a throwaway database is created on it and dropped after.
// BENCH_LINKS, BENCH_CLICKS and BENCH_SAMPLES scale it down for a quick look; BENCH_KEEP_DB=1 keeps the seeded
// database (its URL is printed) for EXPLAIN ANALYZE afterwards.
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signIn } from './lib/api-setup.mjs';
import { startBenchServer } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LINKS = Number(process.env.BENCH_LINKS) || 100_000;
const CLICKS = Number(process.env.BENCH_CLICKS) || 5_000_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 40;
const WARMUP = 3;
const BUDGET_MS = 100;
const DAY_MS = 86_400_000;

/**
 * Links spread over two years, 40 domains (skewed), the six types, a few irregular and unverified ones;
 * clicks skewed towards a minority of links over the last year (the newest fifth has none). Triggers are off
 * while seeding (a bulk load, not a write the visitor cache must hear about), as an import would run.
 */
async function seed(client, userId) {
  const started = performance.now();
  await client.query('SET session_replication_role = replica');
  await client.query(
    `INSERT INTO online_addresses (code, url, type, user_id, tags, error, verification_status, created_at, position)
     SELECT 'b' || g, 'https://' || CASE WHEN g % 7 = 0 THEN 'www.' ELSE '' END
              || 'dominio' || floor(40 * power(random(), 2))::int || '.com.br/pagina/' || g,
            (ARRAY['STANDARD','STANDARD','STANDARD','STANDARD','API','CHROME_EXTENSION','BIO','SMS','INFOPRODUCT'])[1 + g % 9],
            $1, CASE WHEN g % 5 = 0 THEN 'promo||loja' END,
            g % 20 = 0, CASE WHEN g % 20 = 0 THEN 1 WHEN g % 3 = 0 THEN 3 ELSE 0 END,
            now() - (($2 - g) * (730.0 / $2)) * interval '1 day',
            -g
     FROM generate_series(1, $2) AS g`,
    [userId, LINKS],
  );
  const { rows } = await client.query('SELECT min(id) AS first FROM online_addresses WHERE user_id = $1', [
    userId,
  ]);
  const first = Number(rows[0].first);
  const chunk = 1_000_000;
  for (let done = 0; done < CLICKS; done += chunk) {
    const size = Math.min(chunk, CLICKS - done);
    await client.query(
      `INSERT INTO clicks (online_address_id, user_session_id, platform, breakpoint_name, share_on, country, created_at)
       SELECT $1 + floor($2 * 0.8 * power(random(), 4))::int, md5(g::text),
              (ARRAY['Android','iPhone','Windows','macOS','Linux'])[1 + g % 5], (ARRAY['xs','sm','md','lg'])[1 + g % 4],
              CASE WHEN g % 4 = 0 THEN 'whatsapp' END, 'BR', now() - random() * interval '365 days'
       FROM generate_series(1, $3) AS g`,
      [first, LINKS, size],
    );
    process.stdout.write(`  clicks ${done + size}/${CLICKS}\r`);
  }
  await client.query(
    `INSERT INTO clicks_daily (online_address_id, day, platform, breakpoint_name, share_on, country, state, city, clicks)
     SELECT online_address_id, (created_at AT TIME ZONE 'UTC')::date, platform, breakpoint_name, share_on, country, state, city, count(*)
     FROM clicks GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`,
  );
  await client.query(
    `INSERT INTO online_address_clicks (online_address_id, user_id, clicks, last_click_at)
     SELECT l.id, l.user_id, coalesce(c.clicks, 0), c.last_click_at FROM online_addresses l
     LEFT JOIN (SELECT online_address_id, count(*) AS clicks, max(created_at) AS last_click_at FROM clicks GROUP BY 1) c
       ON c.online_address_id = l.id`,
  );
  await client.query('SET session_replication_role = DEFAULT');
  await client.query('VACUUM ANALYZE online_addresses, clicks, clicks_daily, online_address_clicks');
  return (performance.now() - started) / 1000;
}

const iso = (ms) => new Date(ms).toISOString();
const now = Date.now();
const lastMonth = `clickDateRange=${iso(now - 30 * DAY_MS)},${iso(now)}`;
const list = '/api/v1/online-addresses?';

const reads = [
  ['list: default (page 0, size 10, dateCreate:DESC)', `${list}page=0&size=10`],
  ['list: page 100', `${list}page=100&size=10`],
  ['list: size 100', `${list}page=0&size=100`],
  ['filter: text', `${list}text=pagina/4242`],
  ['filter: text (tags)', `${list}text=promo`],
  ['filter: type', `${list}type=API`],
  ['filter: typeIn', `${list}typeIn=BIO,INFOPRODUCT`],
  ['filter: error', `${list}error=true`],
  ['filter: errorIn=1', `${list}errorIn=1`],
  ['filter: errorIn=0,1', `${list}errorIn=0,1`],
  ['filter: errorIn=3', `${list}errorIn=3`],
  ['filter: domain', `${list}domain=dominio7.com.br`],
  [
    'filter: dateCreateIni/End (1 month)',
    `${list}dateCreateIni=${iso(now - 400 * DAY_MS)}&dateCreateEnd=${iso(now - 370 * DAY_MS)}`,
  ],
  ['filter: withClicks', `${list}withClicks=true`],
  ['filter: withoutClicks', `${list}withoutClicks=true`],
  ['filter: clickDateRange (30 days)', `${list}${lastMonth}`],
  ['filter: clickDateRange + withoutClicks', `${list}${lastMonth}&withoutClicks=true`],
  ['filter: several (typeIn, errorIn, withClicks)', `${list}typeIn=STANDARD,API&errorIn=0,1&withClicks=true`],
  [
    'search (size 10, embedBiography, type,dateCreate:DESC)',
    `${list}size=10&text=dominio3&embedBiography=true&orderBy=type,dateCreate:DESC`,
  ],
  ['order: dateCreate:ASC', `${list}orderBy=dateCreate:ASC`],
  ['order: clicks:DESC', `${list}orderBy=clicks:DESC`],
  ['order: clicks:ASC', `${list}orderBy=clicks:ASC`],
  ['order: clicks:DESC,dateCreate:ASC', `${list}orderBy=clicks:DESC,dateCreate:ASC`],
  ['order: position:ASC (manual)', `${list}orderBy=position:ASC`],
  ['live count: no filter (size 1)', `${list}size=1`],
  ['live count: withClicks + domain (size 1)', `${list}size=1&withClicks=true&domain=dominio1.com.br`],
  ['live count: clickDateRange (size 1)', `${list}size=1&${lastMonth}`],
  ['live count: errorIn=1 (size 1)', `${list}size=1&errorIn=1`],
  ['domains: size 5, total:DESC', '/api/v1/online-addresses/domains?page=0&size=5&orderBy=total:DESC'],
  ['domains: error + type', '/api/v1/online-addresses/domains?size=5&error=true&type=STANDARD'],
  ['notifications check (error=true, size 1)', `${list}error=true&size=1`],
];

function p95(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

async function measure(base, token, path) {
  const headers = { authorization: `Bearer ${token}` };
  const samples = [];
  let matches = 0;
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= WARMUP) samples.push(elapsed);
    matches = body.totalElements;
  }
  return { p95: p95(samples), matches };
}

const server = await startBenchServer(root, 'links');
const { base } = server;
let failed = 0;
try {
  const token = await signIn(base, 'bench.links@example.com', 'Bench Links');
  const me = await (
    await fetch(`${base}/api/v1/auth`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  console.log(`seeding ${LINKS.toLocaleString('en')} links and ${CLICKS.toLocaleString('en')} clicks…`);
  const seconds = await seed(client, me.id);
  await client.end();
  console.log(
    `seeded in ${seconds.toFixed(0)} s; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`${SAMPLES} sequential requests each after ${WARMUP} warm-up; budget p95 ≤ ${BUDGET_MS} ms\n`);
  const width = Math.max(...reads.map(([name]) => name.length));
  for (const [name, path] of reads) {
    const result = await measure(base, token, path);
    const pass = result.p95 <= BUDGET_MS;
    if (!pass) failed += 1;
    console.log(
      `${name.padEnd(width)}  p95 ${result.p95.toFixed(1).padStart(7)} ms  matches ${String(result.matches).padStart(7)}  ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(failed === 0 ? 'all PASS' : `${failed} FAIL`);
} finally {
  await server.close();
}
process.exitCode = failed === 0 ? 0 : 1;
