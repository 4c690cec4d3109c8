// npm run bench:sms — the SMS contacts on PostgreSQL (issue 32), part 1: (a) import 100,000 contacts from a CSV
// file through the API, as the panel does: the file read and parsed (`;`-separated, columns
// number;segments;tags;name;age, segments and tags comma-separated in their cells, name and age as properties)
// and sent in lots of 1,000 to POST /api/v1/contacts/all, ≤ 15 s end to end, with the server's resident memory
// before, at its peak and after (flat: a lot is one transaction of set-based statements, nothing accumulates);
// (b) the contacts list at 100,000 contacts with two filters (status + tags, and others), p95 ≤ 100 ms, beside
// GET /api/v1/sms-configs/users (a signed-in read of one row) as the baseline of the same run. Part 2 (issue 33,
// decision 034): every contact OPT_IN and credit granted in the database, a DYNAMICS campaign with one link saved
// for all of them (the save's time), sent through a local Zenvia stand-in: messages the gateway receives per
// second (≥ 1,000/s), the credit debited against recipients × R$ 0,30, and no number receiving two. Needs the built API
// (`npm run build -w @atalho/api`) and PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a throwaway database is created and dropped. BENCH_SMS_CONTACTS, BENCH_SMS_CONCURRENCY, BENCH_SAMPLES scale it.
// While the campaign is sent, `bench:redirect` (lookup and page runs at 10 k links, its own server and database
// on the same machine and PostgreSQL) runs alongside and its budgets are counted here; BENCH_SMS_REDIRECT=0 skips it.
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { grantPlan, signIn } from './lib/api-setup.mjs';
import { startBenchServer } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTACTS = Number(process.env.BENCH_SMS_CONTACTS) || 100_000;
/** Lots in flight at once: the panel's import sends one after another; 2 keeps the server busy between lots. */
const CONCURRENCY = Number(process.env.BENCH_SMS_CONCURRENCY) || 2;
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 40;
const WARMUP = 3;
const LOT = 1_000;
const IMPORT_BUDGET_S = 15;
const LIST_BUDGET_MS = 100;
/** "Flat": the import may not grow the server's resident memory by more than this, whatever the file's size. */
const IMPORT_MEMORY_BUDGET_MB = 128;
const WORKING_SIZE_LOTS = 10;
/** Part 2: messages the gateway must receive per second while a campaign to every contact is sent. */
const SEND_RATE_BUDGET = 1_000;
const SEND_TIMEOUT_S = Number(process.env.BENCH_SMS_SEND_TIMEOUT_S) || 900;
const SMS_PRICE_CENTAVOS = 30;
const WITH_REDIRECT = process.env.BENCH_SMS_REDIRECT !== '0';
const ZENVIA_TOKEN = 'bench-zenvia-token';

/**
 * A stand-in for Zenvia's `POST /v2/channels/sms/messages` that only counts: messages per number, and when the
 * first and the last arrived (api/test/providers/sms/zenvia-stub.ts is the one that models the API for tests).
 */
async function startGatewayStub() {
  const perNumber = new Map();
  const stats = { received: 0, first: 0, last: 0 };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.headers['x-api-token'] !== ZENVIA_TOKEN) {
        response.writeHead(401).end();
        return;
      }
      const { to } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      perNumber.set(to, (perNumber.get(to) ?? 0) + 1);
      stats.received += 1;
      stats.last = performance.now();
      if (stats.received === 1) stats.first = stats.last;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: `bench-${stats.received}`, to }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    perNumber,
    stats,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const rssMb = (pid) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};

const tagsOf = ['vip', 'loja', 'atacado', 'varejo', 'promo', 'newsletter', 'sul', 'nordeste'];
const segmentsOf = ['Clientes', 'Leads', 'Eventos', 'Parceiros'];

/** The CSV the panel's template describes: a header, then one contact per line (mobile numbers from DDD 11–99). */
function writeCsv(path) {
  const ddds = [11, 21, 31, 41, 51, 61, 71, 81, 91, 27, 47, 85];
  const lines = ['number;segments;tags;name;age'];
  for (let n = 0; n < CONTACTS; n += 1) {
    const ddd = ddds[n % ddds.length];
    const number = `55${ddd}9${String(n).padStart(8, '0')}`;
    const segments = n % 3 === 0 ? `${segmentsOf[n % 4]},${segmentsOf[(n + 1) % 4]}` : segmentsOf[n % 4];
    const tags = [tagsOf[n % 8], tagsOf[(n * 7 + 3) % 8]]
      .filter((t, i, all) => all.indexOf(t) === i)
      .join(',');
    lines.push(`${number};${segments};${tags};Pessoa ${n};${18 + (n % 60)}`);
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
}

/** Reads the file line by line and yields lots of contacts as POST /contacts/all takes them. */
async function* lotsOf(path) {
  const lines = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let header;
  let lot = [];
  for await (const line of lines) {
    if (!line.trim()) continue;
    const cells = line.split(';');
    if (!header) {
      header = cells.map((cell) => cell.trim());
      continue;
    }
    const properties = header
      .slice(3)
      .map((name, i) => ({ name, value: (cells[3 + i] ?? '').trim() }))
      .filter((property) => property.value !== '');
    const segments = (cells[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => ({ name }));
    lot.push({ number: cells[0]?.trim() ?? '', segments, tags: cells[2] ?? '', properties });
    if (lot.length === LOT) {
      yield lot;
      lot = [];
    }
  }
  if (lot.length > 0) yield lot;
}

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
    matches = body.totalElements ?? 1;
  }
  return { p95: p95(samples), matches };
}

const work = mkdtempSync(join(tmpdir(), 'atalho-bench-sms-'));
const csv = join(work, 'contatos.csv');
const gateway = await startGatewayStub();
const server = await startBenchServer(root, 'sms', {
  SMS_ADAPTER: 'zenvia',
  ZENVIA_API_URL: gateway.url,
  ZENVIA_TOKEN,
  ZENVIA_FROM: 'atalho-bench',
  ZENVIA_WEBHOOK_SECRET: 'bench-webhook-secret',
});
const { base } = server;
let failed = 0;
const verdict = (pass) => {
  if (!pass) failed += 1;
  return pass ? 'PASS' : 'FAIL';
};
try {
  const token = await signIn(base, 'bench.sms@example.com', 'Bench SMS');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const config = await fetch(`${base}/api/v1/sms-configs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ business: 'Loja Bench' }),
  });
  if (!config.ok) throw new Error(`sms config: ${config.status} ${await config.text()}`);

  writeCsv(csv);
  const csvMb = readFileSync(csv).length / 1024 / 1024;
  console.log(
    `CSV: ${CONTACTS.toLocaleString('en')} contacts, ${csvMb.toFixed(1)} MB; lots of ${LOT}, ${CONCURRENCY} in flight`,
  );

  // (a) The import, end to end: read, parse, send every lot, wait for the last answer.
  const before = rssMb(server.pid);
  let peak = 0;
  // Flat means the import does not grow with the file: the baseline is the working size after the first
  // lots (a fresh server's RSS varies by ~100 MB with what start-up left for the collector).
  let working;
  const sampler = setInterval(() => {
    const rss = rssMb(server.pid);
    if (working === undefined && totals.lots >= WORKING_SIZE_LOTS) working = rss;
    if (working !== undefined) peak = Math.max(peak, rss);
  }, 25);
  const totals = { created: 0, updated: 0, duplicates: 0, lots: 0 };
  const lotTimes = [];
  const started = performance.now();
  const inFlight = new Set();
  for await (const lot of lotsOf(csv)) {
    const sent = performance.now();
    const request = fetch(`${base}/api/v1/contacts/all`, {
      method: 'POST',
      headers,
      body: JSON.stringify(lot),
    })
      .then(async (response) => {
        const body = await response.json();
        if (!response.ok) throw new Error(`contacts/all: ${response.status} ${JSON.stringify(body)}`);
        totals.created += body.created;
        totals.updated += body.updated;
        totals.duplicates += body.duplicates.length;
        totals.lots += 1;
        lotTimes.push(performance.now() - sent);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
    if (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid));
  const after = rssMb(server.pid);
  console.log(
    `import of ${CONTACTS.toLocaleString('en')} contacts from CSV: ${totals.created.toLocaleString('en')} created, ` +
      `${totals.duplicates} duplicates in ${totals.lots} lots, ${seconds.toFixed(2)} s end to end ` +
      `(budget ≤ ${IMPORT_BUDGET_S} s; a lot p50 ${p50(lotTimes).toFixed(0)} ms, p95 ${p95(lotTimes).toFixed(0)} ms)  ` +
      `${verdict(totals.created === CONTACTS && seconds <= IMPORT_BUDGET_S)}`,
  );
  console.log(
    `  server RSS before ${before.toFixed(0)} MB, after ${WORKING_SIZE_LOTS} lots ${working.toFixed(0)} MB, ` +
      `peak ${peak.toFixed(0)} MB (+${(peak - working).toFixed(0)} MB over the working size, ` +
      `budget +${IMPORT_MEMORY_BUDGET_MB} MB), after ${after.toFixed(0)} MB  ${verdict(peak - working <= IMPORT_MEMORY_BUDGET_MB)}`,
  );

  // The consent flow's statuses, spread as a real list would have them (not through the API: no SMS is sent here).
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  await client.query(
    `UPDATE contacts SET status = (ARRAY['SAVED','SAVED','OPT_IN','OPT_IN','OPT_IN','OPT_OUT','OPT_IN_SENDED','OPT_IN_REQUIRED_ERROR'])[1 + id % 8]`,
  );
  const { rows: counted } = await client.query(
    'SELECT count(*)::int AS contacts, (SELECT count(*)::int FROM contact_consents) AS consents FROM contacts',
  );
  await client.query('VACUUM ANALYZE contacts, contact_segments, contact_properties, segments');
  const { rows: segments } = await client.query('SELECT id, name FROM segments ORDER BY name');
  await client.end();
  console.log(
    `stored: ${counted[0].contacts.toLocaleString('en')} contacts, ${counted[0].consents.toLocaleString('en')} consent rows  ` +
      `${verdict(counted[0].contacts === CONTACTS && counted[0].consents === CONTACTS)}`,
  );

  // (b) The list at that size: the baseline, then the filters two at a time.
  const clientes = segments.find((segment) => segment.name === 'Clientes')?.id;
  const leads = segments.find((segment) => segment.name === 'Leads')?.id;
  const list = '/api/v1/contacts?page=0&size=10';
  const reads = [
    ['baseline: GET /sms-configs/users', '/api/v1/sms-configs/users'],
    ['no filter', list],
    ['status=OPT_IN + tags=vip', `${list}&status=OPT_IN&tags=vip`, 'two filters'],
    [
      'status=SAVED + tags=vip,promo (every one)',
      `${list}&status=SAVED&tags=vip,promo&tagsExclusive=true`,
      'two filters',
    ],
    ['status=OPT_IN + segmentIds', `${list}&status=OPT_IN&segmentIds=${clientes}`, 'two filters'],
    [
      'segmentIds (every one) + tags',
      `${list}&segmentIds=${clientes},${leads}&segmentsExclusive=true&tags=loja`,
      'two filters',
    ],
    ['status=OPT_IN + propertiesNames=age', `${list}&status=OPT_IN&propertiesNames=age`, 'two filters'],
    [
      'status=SAVED + text=Pessoa 12',
      `${list}&status=SAVED&text=${encodeURIComponent('Pessoa 12')}`,
      'two filters',
    ],
    ['tags=vip + orderBy=number:ASC', `${list}&tags=vip&orderBy=number:ASC`, 'two filters'],
    ['status=OPT_IN + embedSegments', `${list}&status=OPT_IN&embedSegments=true`, 'two filters'],
    ['text=98765 (number digits)', `${list}&text=98765`],
    ['count: status=SAVED (size 1)', '/api/v1/contacts?size=1&status=SAVED'],
    ['tags list', '/api/v1/contacts/tags?size=100'],
    ['properties list', '/api/v1/contacts/properties?size=100'],
    ['segments with counts', '/api/v1/segments?size=100'],
  ];
  console.log(
    `\n${SAMPLES} sequential requests each after ${WARMUP} warm-up; budget p95 ≤ ${LIST_BUDGET_MS} ms (two-filter lists)`,
  );
  const width = Math.max(...reads.map(([name]) => name.length));
  for (const [name, path, budgeted] of reads) {
    const result = await measure(base, token, path);
    const mark = budgeted ? `  ${verdict(result.p95 <= LIST_BUDGET_MS)}` : '';
    console.log(
      `${name.padEnd(width)}  p95 ${result.p95.toFixed(1).padStart(7)} ms  matches ${String(result.matches).padStart(7)}${mark}`,
    );
  }

  // Part 2: a campaign to every contact (decision 034).
  console.log(
    `\npart 2: a DYNAMICS campaign with one link to ${CONTACTS.toLocaleString('en')} OPT_IN contacts`,
  );
  const admin = JSON.parse(readFileSync(join(server.dataDir, 'admin.json'), 'utf8'));
  await grantPlan(base, admin.token, 'bench.sms@example.com', 'PRO');
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(`UPDATE contacts SET status = 'OPT_IN'`);
  const granted = CONTACTS * SMS_PRICE_CENTAVOS + 10_000;
  await db.query(
    `INSERT INTO credit_entries (user_id, type, status, total, remaining)
     SELECT id, 'PURCHASE', 'PAID', $1, $1 FROM users WHERE email = 'bench.sms@example.com'`,
    [granted],
  );
  await db.query('VACUUM ANALYZE contacts');
  const saveStarted = performance.now();
  const saved = await fetch(`${base}/api/v1/sms-shootings`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Bench 100k',
      type: 'DYNAMICS',
      template: 'Oi {name}, sua oferta: https://loja.exemplo.com.br/oferta',
      variables: ['name'],
      shortenUrls: true,
      addFilterFindRecipients: { status: ['OPT_IN'] },
    }),
  });
  const shooting = await saved.json();
  const saveSeconds = (performance.now() - saveStarted) / 1000;
  if (!saved.ok) throw new Error(`save shooting: ${saved.status} ${JSON.stringify(shooting)}`);
  console.log(
    `save with the filter: ${shooting.recipients.toLocaleString('en')} recipients, ${shooting.largeMessages} over one SMS, ` +
      `${shooting.smsShootingHasOnlineAddresses.length} link, ${saveSeconds.toFixed(2)} s  ` +
      `${verdict(shooting.recipients === CONTACTS && shooting.largeMessages === 0)}`,
  );

  const redirect = WITH_REDIRECT ? await startRedirectBench() : undefined;
  const sendStarted = performance.now();
  const sent = await fetch(`${base}/api/v1/sms-shootings/send`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: shooting.id }),
  });
  if (!sent.ok) throw new Error(`send: ${sent.status} ${await sent.text()}`);
  const answerMs = performance.now() - sendStarted;
  const deadline = Date.now() + SEND_TIMEOUT_S * 1000;
  let status = 'PROCESSING';
  while (Date.now() < deadline) {
    const { rows } = await db.query('SELECT status FROM sms_shootings WHERE id = $1', [shooting.id]);
    status = rows[0]?.status;
    if (gateway.stats.received >= CONTACTS && status === 'SENT') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Anything sent twice would arrive now.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const { received, first, last } = gateway.stats;
  const sendSeconds = (last - sendStarted) / 1000;
  const rate = received / Math.max(sendSeconds, 0.001);
  console.log(
    `send: POST answered in ${answerMs.toFixed(0)} ms; ${received.toLocaleString('en')} messages at the gateway, the first ` +
      `after ${((first - sendStarted) / 1000).toFixed(2)} s, the last after ${sendSeconds.toFixed(1)} s: ` +
      `${rate.toFixed(0)} messages/s (budget ≥ ${SEND_RATE_BUDGET.toLocaleString('en')}/s), shooting ${status}  ` +
      `${verdict(received === CONTACTS && rate >= SEND_RATE_BUDGET)}`,
  );
  const { rows: money } = await db.query(
    `SELECT (SELECT coalesce(sum(amount), 0)::int FROM credit_debits WHERE reference = $1) AS debited,
            (SELECT coalesce(sum(total), 0)::int FROM credit_entries WHERE type = 'REFUND') AS refunded,
            (SELECT coalesce(sum(remaining), 0)::int FROM credit_entries WHERE status IN ('PAID', 'SUCCESS')) AS balance`,
    [`sms-shooting:${shooting.id}`],
  );
  const expected = CONTACTS * SMS_PRICE_CENTAVOS;
  console.log(
    `credits debited: expected ${expected.toLocaleString('en')} centavos, actual ${money[0].debited.toLocaleString('en')}; ` +
      `refunded ${money[0].refunded}; balance ${money[0].balance.toLocaleString('en')} of ${granted.toLocaleString('en')}  ` +
      `${verdict(money[0].debited === expected && money[0].balance === granted - expected)}`,
  );
  let duplicates = 0;
  for (const count of gateway.perNumber.values()) duplicates += count - 1;
  console.log(
    `duplicates: ${duplicates} (numbers that got an SMS: ${gateway.perNumber.size.toLocaleString('en')} of ` +
      `${CONTACTS.toLocaleString('en')})  ${verdict(duplicates === 0 && gateway.perNumber.size === CONTACTS)}`,
  );
  await db.end();

  if (redirect) {
    const { code, lines, endedAt } = await redirect.done;
    const overlap = endedAt <= last;
    console.log(
      `\nbench:redirect (lookup, page; 10 k links) while the campaign was sent: it ended ` +
        `${(Math.abs(last - endedAt) / 1000).toFixed(1)} s ${overlap ? 'before' : 'after'} the last message  ${verdict(overlap)}`,
    );
    for (const line of lines.filter((text) => /^(PASS|FAIL|INFO) |^\| |^Median/.test(text)))
      console.log(`  ${line}`);
    if (code !== 0 || lines.some((text) => text.startsWith('FAIL '))) verdict(false);
  }

  console.log(failed === 0 ? '\nall PASS' : `\n${failed} FAIL`);
} finally {
  await server.close();
  await gateway.close();
  rmSync(work, { recursive: true, force: true });
}

/**
 * `bench:redirect` with its lookup and page runs as a child process: resolves once its links are created (its
 * measurement is about to start), with `done` for its exit and output lines.
 */
async function startRedirectBench() {
  const child = spawn(process.execPath, [join(root, 'bench', 'redirect.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
      BENCH_RUNS: 'lookup,html',
      BENCH_DB_TAG: 'sms_redirect',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = [];
  let created;
  const ready = new Promise((resolve) => {
    created = resolve;
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    if (/^created \d+ links/.test(line)) created();
  });
  const done = new Promise((resolve) => {
    child.on('exit', (code) => {
      created();
      resolve({ code, lines, endedAt: performance.now() });
    });
  });
  await ready;
  console.log('bench:redirect has its links; the send starts while it measures');
  return { done };
}

function p50(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

process.exitCode = failed === 0 ? 0 : 1;
