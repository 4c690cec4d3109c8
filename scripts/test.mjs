// `npm test`: every check CI runs, in order, stopping at the first failure.
// Flags: --skip-e2e, --only <step>[,<step>…]   steps: lint deadcode typecheck openapi build js-budget unit api api-postgres e2e
import { join } from 'node:path';
import { findTestDatabase } from './lib/postgres.mjs';
import { root, run, seconds } from './lib/workspace.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const withoutDatabaseUrl = () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
};

const steps = [
  {
    name: 'lint',
    title: 'Lint and format (biome ci)',
    cmd: () => [bin('biome'), ['ci', ...(process.stdout.isTTY ? [] : ['--colors=off']), '.']],
  },
  {
    name: 'deadcode',
    title: 'Dead code: unused files, dependencies and exports (knip)',
    cmd: () => [bin('knip'), ['--no-progress']],
  },
  {
    name: 'typecheck',
    title: 'Type check (tsc --noEmit per package)',
    cmd: () => ['node', ['scripts/typecheck.mjs']],
  },
  {
    name: 'openapi',
    title: 'OpenAPI document: valid 3.1, Redocly recommended lint, derived 4xx (in process, no network)',
    cmd: () => [
      bin('vitest'),
      ['run', '--root', 'api', 'test/http/openapi-document.test.ts'],
      { env: withoutDatabaseUrl() },
    ],
  },
  { name: 'build', title: 'Build stale packages', cmd: () => ['node', ['scripts/build.mjs']] },
  {
    name: 'js-budget',
    title: 'JavaScript bytes per page within budget (measure-js --check)',
    cmd: () => ['node', ['scripts/measure-js.mjs', '--check']],
  },
  { name: 'unit', title: 'Unit tests (vitest projects)', cmd: () => [bin('vitest'), ['run']] },
  {
    name: 'api',
    title: 'API tests on PGlite',
    cmd: () => [bin('vitest'), ['run', '--root', 'api'], { env: withoutDatabaseUrl() }],
  },
  {
    name: 'api-postgres',
    title: 'API tests on PostgreSQL',
    cmd: async () => {
      const { url, reason } = await findTestDatabase();
      if (!url) return { skip: reason };
      console.log(`using ${url.replace(/:[^:@/]+@/, ':***@')} (${reason})`);
      return [bin('vitest'), ['run', '--root', 'api'], { env: { ...process.env, DATABASE_URL: url } }];
    },
  },
  {
    name: 'e2e',
    title: 'End-to-end tests (Playwright, Chromium)',
    cmd: () => ['npm', ['run', 'test', '-w', '@atalho/e2e']],
  },
];

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',').filter(Boolean) : [];
const unknown = only.filter((name) => !steps.some((s) => s.name === name));
if (onlyIndex >= 0 && (!only.length || unknown.length)) {
  console.error(`--only needs one of: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const selected = steps.filter(
  (s) => (!only.length || only.includes(s.name)) && !(s.name === 'e2e' && args.includes('--skip-e2e')),
);

let passed = 0;
let failed = 0;
const skipped = [];
const timings = [];
const started = performance.now();

for (const [index, step] of selected.entries()) {
  console.log(`\n=== [${index + 1}/${selected.length}] ${step.title} (${step.name}) ===`);
  const began = performance.now();
  const planned = await step.cmd();
  if ('skip' in planned) {
    console.log(`skipped: ${planned.skip}`);
    skipped.push(`${step.name} (${planned.skip})`);
    continue;
  }
  const [command, commandArgs, options] = planned;
  const code = await run(command, commandArgs, options);
  timings.push(`${step.name} ${seconds(began)}`);
  if (code === 0) {
    passed += 1;
    console.log(`--- ${step.name} passed in ${seconds(began)}`);
  } else {
    failed += 1;
    console.log(`--- ${step.name} FAILED (exit ${code}) after ${seconds(began)}`);
    break;
  }
}

console.log(`\nsteps: ${timings.join(', ') || 'none'}; total ${seconds(started)}`);
if (skipped.length) console.log(`skipped: ${skipped.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
