// `npm run test:chaos`: kill -9 and SIGTERM under a click load, the database cut and restored under load, and
// kill -9 in the middle of an SMS campaign's send, each against real server processes (`api/src/server.ts`) on a
// new PostgreSQL database (api/test/chaos/, docs/reliability.md "Chaos"). Prints one table of figures. Without a
// reachable PostgreSQL it says so and exits 0: the scenarios need the real server's connections to cut.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTestDatabase } from './lib/postgres.mjs';
import { root, run, seconds } from './lib/workspace.mjs';

const started = performance.now();
const { url, reason } = await findTestDatabase();
if (!url) {
  console.log(`chaos tests skipped: no PostgreSQL (${reason})`);
  process.exit(0);
}
console.log(`chaos tests on ${url.replace(/:[^:@/]+@/, ':***@')} (${reason})`);

const work = mkdtempSync(join(tmpdir(), 'atalho-chaos-'));
const reportFile = join(work, 'rows.jsonl');
const code = await run(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--root', 'api', '--config', 'vitest.chaos.config.ts', ...process.argv.slice(2)],
  { env: { ...process.env, DATABASE_URL: url, CHAOS_REPORT: reportFile } },
);

let rows = [];
try {
  rows = readFileSync(reportFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
} catch {}
rmSync(work, { recursive: true, force: true });

const columns = [
  ['scenario', (r) => r.scenario],
  ['load', (r) => r.load],
  ['acknowledged', (r) => r.acknowledged.toLocaleString('en')],
  ['stored', (r) => r.stored.toLocaleString('en')],
  ['lost', (r) => String(r.lost)],
  ['doubled', (r) => String(r.doubled)],
  ['503s', (r) => (r.unavailable === null ? '—' : r.unavailable.toLocaleString('en'))],
  ['recovery', (r) => r.recovery],
];
const cells = rows.map((row) => columns.map(([, cell]) => cell(row)));
const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
const line = (values) => `| ${values.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(columns.map(([title]) => title))}`);
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const values of cells) console.log(line(values));
for (const row of rows) if (row.notes) console.log(`${row.scenario}: ${row.notes}`);
console.log(`\nchaos tests ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
process.exit(code);
