// npm run bench:analytics — the click dashboards on PostgreSQL at scale (issue 12): one owner with 1,000
// links and 10,000,000 clicks over 365 days (seeded straight into the database, rollups included), then every
// dashboard call for all links and for the busiest link, periods 7 days, 30 days, this year and all, each
// timed as sequential requests against the built server (p50/p95), and beside it the same answer computed
// from the raw clicks (its time is the baseline) with an equality check. Budget: p95 ≤ 150 ms per call.
// Needs PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a throwaway database
// is created on it and dropped after (BENCH_REUSE_DB=name keeps one, seeded once). BENCH_LINKS, BENCH_CLICKS,
// BENCH_DAYS, BENCH_SAMPLES and BENCH_BASELINE_SAMPLES (raw runs, 3) scale it down; BENCH_SCOPE=all|link,
// BENCH_CALLS=dates (a part of the calls' names) and BENCH_PERIODS=year,all (ditto) measure part of it again.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ownerId, seedClicks, seedLinks } from '../scripts/lib/seed-clicks.mjs';
import { grantPlan, signIn } from './lib/api-setup.mjs';
import { startBenchServer } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LINKS = Number(process.env.BENCH_LINKS) || 1_000;
const CLICKS = Number(process.env.BENCH_CLICKS) || 10_000_000;
const DAYS = Number(process.env.BENCH_DAYS) || 365;
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 20;
const BASELINE_SAMPLES = Number(process.env.BENCH_BASELINE_SAMPLES) || 3;
const WARMUP = 2;
const BUDGET_MS = 150;
const DAY_MS = 86_400_000;
const ZONE = 'America/Sao_Paulo';
const EMAIL = 'bench.analytics@example.com';

// Periods in whole UTC days ending tomorrow (what a browser in UTC sends; other zones differ only in offset).
const tomorrow = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
const startOfYear = Date.UTC(new Date().getUTCFullYear(), 0, 1);
const periods = {
  '7 days': [tomorrow - 7 * DAY_MS, tomorrow],
  '30 days': [tomorrow - 30 * DAY_MS, tomorrow],
  'this year': [startOfYear, tomorrow],
  all: [Date.UTC(1950, 0, 1), tomorrow],
};
const iso = (ms) => new Date(ms).toISOString();

/** Raw-click answers, in the API's shapes: what the rollups must equal. */
const unique = `count(distinct (online_address_id, user_session_id)) filter (where user_session_id is not null)
  + count(*) filter (where user_session_id is null)`;
const rawScope = (scope) =>
  scope.link
    ? `online_address_id = ${scope.link}`
    : `online_address_id in (select id from online_addresses where user_id = ${scope.user} and deleted_at is null)`;
const rawRange = (from, to) => `created_at >= '${iso(from)}' and created_at < '${iso(to)}'`;

const calls = [
  {
    name: 'totals',
    path: '',
    answer: (body) => [
      body.clicks,
      body.uniqueViews,
      body.setApart,
      body.previous?.clicks ?? null,
      body.previous?.uniqueViews ?? null,
    ],
    raw: async (db, scope, [from, to]) => {
      const previousFrom = from - (to - from);
      const q = async (table, a, b, what) =>
        Number(
          (await db.query(`select ${what} as n from ${table} where ${rawScope(scope)} and ${rawRange(a, b)}`))
            .rows[0].n,
        );
      const all = from <= Date.UTC(1950, 0, 1);
      return [
        await q('clicks', from, to, 'count(*)'),
        await q('clicks', from, to, unique),
        await q('suspicious_clicks', from, to, 'count(*)'),
        all ? 0 : await q('clicks', previousFrom, from, 'count(*)'),
        all ? 0 : await q('clicks', previousFrom, from, unique),
      ];
    },
  },
  ...[
    ['DAY', 'day', 'YYYY-MM-DD'],
    ['MONTH', 'month', 'YYYY-MM'],
    ['YEAR', 'year', 'YYYY'],
  ].map(([unit, trunc, label]) => ({
    name: `dates (${unit}, São Paulo)`,
    path: `/dates?timeUnit=${unit}&timeZone=${ZONE}`,
    answer: (body) => body.rows.slice(1).filter((row) => row[1] > 0),
    raw: async (db, scope, [from, to]) =>
      (
        await db.query(
          `select to_char(date_trunc('${trunc}', created_at at time zone '${ZONE}'), '${label}') as d, count(*)::int as v, (${unique})::int as u
           from clicks where ${rawScope(scope)} and ${rawRange(from, to)} group by 1 order by 1`,
        )
      ).rows.map((row) => [row.d, row.v, row.u]),
  })),
  ...['platform', 'breakpoint_name', 'share_on', 'country'].map((column) => ({
    name: `properties ${column}`,
    path: `/properties?name=${column.replace('breakpoint_name', 'breakpoint-name').replace('share_on', 'share-on')}`,
    answer: (body) => sorted(body.rows.slice(1)),
    raw: async (db, scope, [from, to]) =>
      sorted(
        (
          await db.query(
            `select ${column} as k, count(*)::int as v from clicks where ${rawScope(scope)} and ${rawRange(from, to)} group by 1`,
          )
        ).rows.map((row) => [row.k, row.v]),
      ),
  })),
  {
    name: 'regions BR (state, city)',
    path: '/regions?country=BR',
    answer: (body) => sorted(body.rows.slice(1)),
    raw: async (db, scope, [from, to]) =>
      sorted(
        (
          await db.query(
            `select country, city, state, count(*)::int as v from clicks where ${rawScope(scope)} and ${rawRange(from, to)} and country = 'BR' group by 1, 2, 3`,
          )
        ).rows.map((row) => [row.country, row.city, row.state, row.v]),
      ),
  },
  {
    name: 'domains (page 0)',
    path: '/domains?page=0&size=10',
    answer: (body) => body.content.map((row) => [row.domain, row.links, row.views]),
    raw: async (db, scope, [from, to]) =>
      (
        await db.query(
          `select l.domain, count(*)::int as links, coalesce(sum(c.n), 0)::int as views from online_addresses l
           left join (select online_address_id, count(*) as n from clicks where ${rawScope(scope)} and ${rawRange(from, to)} group by 1) c
             on c.online_address_id = l.id
           where l.user_id = ${scope.user} and l.deleted_at is null and l.domain is not null ${scope.link ? `and l.id = ${scope.link}` : ''}
           group by 1 order by views desc, l.domain limit 10`,
        )
      ).rows.map((row) => [row.domain, row.links, row.views]),
  },
];

/** Whether a BENCH_CALLS / BENCH_PERIODS list (comma-separated parts of names) keeps this name; all when unset. */
function picked(variable, name) {
  const parts = process.env[variable]?.split(',').filter(Boolean);
  return !parts?.length || parts.some((part) => name.includes(part));
}

function sorted(rows) {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

function percentile(samples, p) {
  const ordered = [...samples].sort((a, b) => a - b);
  return ordered[Math.min(ordered.length - 1, Math.ceil(ordered.length * p) - 1)];
}

async function timeApi(base, token, path) {
  const samples = [];
  let body;
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), body };
}

async function timeRaw(run) {
  const samples = [];
  let answer;
  for (let i = 0; i < BASELINE_SAMPLES; i += 1) {
    const started = performance.now();
    answer = await run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 0.5), answer };
}

const server = await startBenchServer(root, 'analytics');
const { base } = server;
let failed = 0;
try {
  const token = await signIn(base, EMAIL, 'Bench Analytics');
  const admin = JSON.parse(readFileSync(join(server.dataDir, 'admin.json'), 'utf8'));
  await grantPlan(base, admin.token, EMAIL, 'PRO');
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  console.log(
    `seeding ${LINKS.toLocaleString('en')} links and ${CLICKS.toLocaleString('en')} clicks over ${DAYS} days…`,
  );
  const seeded = performance.now();
  const user = await ownerId(db, EMAIL);
  // A database kept by BENCH_REUSE_DB is seeded once: its links (busiest first, by id) are measured again.
  const existing = (
    await db.query('select id from online_addresses where user_id = $1 order by id limit $2', [user, LINKS])
  ).rows.map((row) => Number(row.id));
  const linkIds = existing.length === LINKS ? existing : await seedLinks(db, user, LINKS);
  if (existing.length === LINKS) console.log('reusing the seeded database (BENCH_REUSE_DB)');
  else
    await seedClicks(db, {
      linkIds,
      userId: user,
      clicks: CLICKS,
      days: DAYS,
      onProgress: (done) => process.stdout.write(`  clicks ${done.toLocaleString('en')}\r`),
    });
  await db.query(
    'VACUUM ANALYZE clicks, clicks_daily, click_quarter_hours, suspicious_clicks, click_sessions, owner_click_quarter_hours, owner_clicks_daily, owner_domain_clicks_daily, click_visits, owner_visit_gaps, owner_long_gap_visits, click_dimensions_daily',
  );
  const size = async (table) =>
    // Summed over its partitions (the months of `clicks`, decision 043), if it has any.
    (
      await db.query(
        `select count(*)::int as n, coalesce((select sum(pg_total_relation_size(relid)) from pg_partition_tree('${table}')), pg_total_relation_size('${table}')) as bytes from ${table}`,
      )
    ).rows[0];
  const rollupRows = await size('click_quarter_hours');
  const dailyRows = await size('clicks_daily');
  const rawRows = await size('clicks');
  const { partitions } = (
    await db.query(`select count(*)::int as partitions from pg_partition_tree('clicks') where isleaf`)
  ).rows[0];
  const extra = [];
  for (const table of [
    'click_sessions',
    'owner_click_quarter_hours',
    'owner_clicks_daily',
    'owner_domain_clicks_daily',
    'click_visits',
    'owner_visit_gaps',
    'owner_long_gap_visits',
    'click_dimensions_daily',
  ]) {
    const rows = await size(table);
    extra.push(`${table} ${rows.n.toLocaleString('en')} (${(rows.bytes / 2 ** 20).toFixed(0)} MiB)`);
  }
  console.log(
    `seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s; rows: clicks ${rawRows.n.toLocaleString('en')} (${(rawRows.bytes / 2 ** 20).toFixed(0)} MiB in ${partitions} partitions), ` +
      `click_quarter_hours ${rollupRows.n.toLocaleString('en')} (${(rollupRows.bytes / 2 ** 20).toFixed(0)} MiB), ` +
      `clicks_daily ${dailyRows.n.toLocaleString('en')} (${(dailyRows.bytes / 2 ** 20).toFixed(0)} MiB), ${extra.join(', ')}; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const busiest = linkIds[0];
  // BENCH_SCOPE=all or =link measures one of the two (e.g. again after a change to one of them).
  const scopes = [
    { label: 'all links', user, query: '', only: 'all' },
    { label: `link ${busiest}`, user, link: busiest, query: `onlineAddressId=${busiest}`, only: 'link' },
  ].filter((scope) => !process.env.BENCH_SCOPE || scope.only === process.env.BENCH_SCOPE);
  console.log(
    `${SAMPLES} sequential requests per call after ${WARMUP} warm-up; raw baseline ${BASELINE_SAMPLES} runs; budget p95 ≤ ${BUDGET_MS} ms\n`,
  );
  console.log(
    `${'call'.padEnd(58)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'raw p50'.padStart(9)}  equal  budget`,
  );
  for (const scope of scopes) {
    for (const [periodName, range] of Object.entries(periods).filter(([name]) =>
      picked('BENCH_PERIODS', name),
    )) {
      for (const call of calls.filter((call) => picked('BENCH_CALLS', call.name))) {
        const separator = call.path.includes('?') ? '&' : '?';
        const query = [scope.query, `period=${encodeURIComponent(`${iso(range[0])},${iso(range[1])}`)}`]
          .filter(Boolean)
          .join('&');
        const api = await timeApi(base, token, `/api/v1/click-dashboards${call.path}${separator}${query}`);
        const raw = await timeRaw(() => call.raw(db, scope, range));
        const equal = JSON.stringify(call.answer(api.body)) === JSON.stringify(raw.answer);
        const pass = api.p95 <= BUDGET_MS;
        if (!equal || !pass) failed += 1;
        console.log(
          `${`${scope.label} · ${periodName} · ${call.name}`.padEnd(58)} ${api.p50.toFixed(1).padStart(8)} ${api.p95.toFixed(1).padStart(8)} ${raw.p50.toFixed(1).padStart(9)}  ${equal ? 'yes  ' : 'NO   '}  ${pass ? 'PASS' : 'FAIL'}`,
        );
        if (!equal)
          console.log(
            `    api ${JSON.stringify(call.answer(api.body)).slice(0, 300)}\n    raw ${JSON.stringify(raw.answer).slice(0, 300)}`,
          );
      }
    }
  }
  await db.end();
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    failed === 0 ? 'all PASS' : `${failed} FAIL (slower than the budget or different from the raw clicks)`,
  );
} finally {
  await server.close();
}
process.exitCode = failed === 0 ? 0 : 1;
