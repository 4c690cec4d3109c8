// npm run bench:links:create — signed-in link creation at API speed (issue 36 item 7, decision 040): POST
// /api/v1/online-addresses as an API user or an SMS campaign sends it, on the embedded database (PGlite) and on
// PostgreSQL, each with its own built server (`npm run build -w @atalho/api` first). Per database: a first link to
// each of 200 made-up target hosts, all at once (each waits for its name's look-up: the slowest is shown, not
// budgeted), a warm-up, the baseline (GET /api/v1/auth, a signed-in read of one row, 8 clients), then link creation
// with 1 and with 8 clients for BENCH_SECONDS each (default 10): links/s, p50 and p99 with PASS/FAIL against
// ≥ 1,000 links/s (PostgreSQL) or ≥ 300 links/s (PGlite) with 8 clients and p99 ≤ 50 ms; then every link answered
// 201 must be listed for its owner, each with a code of its own. The URL checks run as in production (no
// ALLOW_PRIVATE_URLS). PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), a throwaway
// database created and dropped. BENCH_LINK_DATABASES=pglite or =postgres runs one only.
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signIn } from './lib/api-setup.mjs';
import { startBenchServer } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const WARMUP_SECONDS = 3;
const HOSTS = 200;
const P99_BUDGET_MS = 50;
const DATABASES = [
  { name: 'PGlite (embedded)', key: 'pglite', embedded: true, minPerSecond: 300 },
  { name: 'PostgreSQL', key: 'postgres', embedded: false, minPerSecond: 1_000 },
].filter(
  (database) => !process.env.BENCH_LINK_DATABASES || process.env.BENCH_LINK_DATABASES === database.key,
);

let failed = 0;
const verdict = (pass) => {
  if (!pass) failed += 1;
  return pass ? 'PASS' : 'FAIL';
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Creates links for `seconds` with `connections` clients; answers autocannon's result and the codes answered. */
async function createFor(base, token, connections, seconds, counter) {
  const codes = [];
  const result = await autocannon({
    url: `${base}/api/v1/online-addresses`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest(request) {
          const i = counter.next++;
          const body = JSON.stringify({
            url: `https://loja${i % HOSTS}.exemplo.com.br/produto/${i}?utm_source=sms`,
          });
          return { ...request, body };
        },
        onResponse(status, body) {
          if (status === 201) codes.push(JSON.parse(body).code);
        },
      },
    ],
  });
  return { result, codes };
}

const baselineOf = (base, token) =>
  autocannon({
    url: `${base}/api/v1/auth`,
    connections: 8,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });

async function measure(database) {
  const server = await startBenchServer(
    root,
    `link-creation-${database.key}`,
    // One owner creates every link, as fast as a client can: the per-user shortening limit is lifted.
    { SHORTEN_PER_MINUTE: '1000000000' },
    { embedded: database.embedded },
  );
  try {
    const token = await signIn(server.base, 'bench.create@example.com', 'Bench Create');
    const counter = { next: 0 };
    const created = new Set();
    const keep = (codes) => {
      for (const code of codes) created.add(code);
    };
    let answered = 0;
    // A request still in flight when a run's time is up is stored but not counted: at most one per client.
    let unanswered = 0;
    // The first link to each host waits for its name's look-up (at most 1.5 s): measured apart, all at once.
    const cold = await Promise.all(
      Array.from({ length: HOSTS }, async () => {
        const i = counter.next++;
        const started = performance.now();
        const response = await fetch(`${server.base}/api/v1/online-addresses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            url: `https://loja${i % HOSTS}.exemplo.com.br/produto/${i}?utm_source=sms`,
          }),
        });
        if (response.status !== 201)
          throw new Error(`create link: ${response.status} ${await response.text()}`);
        keep([(await response.json()).code]);
        return performance.now() - started;
      }),
    );
    answered += HOSTS;
    const warm = await createFor(server.base, token, 8, WARMUP_SECONDS, counter);
    keep(warm.codes);
    answered += warm.codes.length;
    unanswered += 8;
    const baseline = await baselineOf(server.base, token);
    console.log(
      `\n${database.name} (load average ${load()})\n  baseline GET /api/v1/auth, 8 clients: ` +
        `${Math.round(baseline.requests.average).toLocaleString('en')} req/s, p50 ${baseline.latency.p50} ms, p99 ${baseline.latency.p99} ms`,
    );
    console.log(
      `  first link to each of ${HOSTS} hosts, all at once (not budgeted): slowest ${Math.max(...cold).toFixed(0)} ms, ` +
        `${cold.filter((ms) => ms > P99_BUDGET_MS).length} over ${P99_BUDGET_MS} ms`,
    );
    for (const connections of [1, 8]) {
      const { result, codes } = await createFor(server.base, token, connections, SECONDS, counter);
      keep(codes);
      answered += codes.length;
      unanswered += connections;
      const perSecond = codes.length / SECONDS;
      const others = result.non2xx + result.errors + result.timeouts;
      const pass =
        others === 0 &&
        result.latency.p99 <= P99_BUDGET_MS &&
        (connections === 1 || perSecond >= database.minPerSecond);
      console.log(
        `  create, ${connections} client${connections === 1 ? ' ' : 's'}: ${Math.round(perSecond).toLocaleString('en').padStart(6)} links/s, ` +
          `p50 ${String(result.latency.p50).padStart(4)} ms, p99 ${String(result.latency.p99).padStart(4)} ms, ${others} refused or failed` +
          `  (budget${connections === 1 ? '' : ` ≥ ${database.minPerSecond.toLocaleString('en')}/s,`} p99 ≤ ${P99_BUDGET_MS} ms)  ${verdict(pass)}`,
      );
    }
    const listed = await fetch(`${server.base}/api/v1/online-addresses?page=0&size=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = (await listed.json()).totalElements;
    console.log(
      `  ${answered.toLocaleString('en')} links answered 201 with ${created.size.toLocaleString('en')} distinct codes; ` +
        `${stored.toLocaleString('en')} listed for their owner (≤ ${unanswered} more: those in flight as a run ended)  ` +
        verdict(stored >= answered && stored - answered <= unanswered && created.size === answered),
    );
  } finally {
    await server.close();
  }
}

console.log(`${SECONDS} s per run, ${HOSTS} target hosts; load generator: autocannon in this process`);
for (const database of DATABASES) await measure(database);
console.log(`\nload average after: ${load()}`);
console.log(failed === 0 ? 'all PASS' : `${failed} FAIL`);
process.exitCode = failed === 0 ? 0 : 1;
