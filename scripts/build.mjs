// Builds the API, the shell and every remote that is missing or whose sources changed since the last
// build (content hash stamp). Sequential on purpose: rsbuild uses every core it gets.
// Usage: node scripts/build.mjs [--force] [package…]   (package: api, shell, mf-links, …)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompress } from './lib/precompress.mjs';
import { hashInputs } from './lib/source-hash.mjs';
import { findPackage, packages, root, run, seconds } from './lib/workspace.mjs';

const stampDir = join(root, 'node_modules', '.cache', 'atalho-build');

function stampPath(pkg) {
  return join(stampDir, `${pkg.name}.hash`);
}

function isFresh(pkg, hash) {
  if (!existsSync(join(root, pkg.marker))) return false;
  const stamp = stampPath(pkg);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

/**
 * @param {{ force?: boolean, names?: string[] }} options
 * @returns {Promise<{ ok: boolean, results: { name: string, status: 'built'|'fresh'|'failed', ms: number }[] }>}
 */
export async function build({ force = false, names = [] } = {}) {
  const selected = names.length ? names.map(findPackage) : packages;
  const unknown = names.filter((_, i) => !selected[i]);
  if (unknown.length) {
    console.error(
      `unknown package(s): ${unknown.join(', ')}; known: ${packages.map((p) => p.name).join(', ')}`,
    );
    return { ok: false, results: [] };
  }

  const results = [];
  for (const pkg of selected) {
    const hash = hashInputs(root, pkg.inputs, pkg.importsOf);
    if (!force && isFresh(pkg, hash)) {
      results.push({ name: pkg.name, status: 'fresh', ms: 0 });
      continue;
    }
    console.log(`\n▸ building ${pkg.name}`);
    const start = performance.now();
    const [command, args] = pkg.command;
    const code = await run(command, args, { cwd: join(root, pkg.dir) });
    const built = code === 0 && existsSync(join(root, pkg.marker));
    if (built && pkg.dist) logPrecompressed(precompress(join(root, pkg.dist)));
    const ms = performance.now() - start;
    console.log(`${built ? '✓' : '✗'} ${pkg.name} ${built ? 'built' : 'failed'} in ${seconds(start)}`);
    results.push({ name: pkg.name, status: built ? 'built' : 'failed', ms });
    if (!built) return { ok: false, results };
    mkdirSync(stampDir, { recursive: true });
    writeFileSync(stampPath(pkg), hash);
  }
  return { ok: true, results };
}

function logPrecompressed({ files, bytes, br, gzip }) {
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`  precompressed ${files} files: ${kb(bytes)} → br ${kb(br)}, gzip ${kb(gzip)}`);
}

export function printBuildSummary(results) {
  console.log('\nbuild summary:');
  for (const { name, status, ms } of results) {
    const time = status === 'fresh' ? 'up to date' : `${status} in ${(ms / 1000).toFixed(1)} s`;
    console.log(`  ${name.padEnd(16)} ${time}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((a) => !a.startsWith('--'));
  const start = performance.now();
  const { ok, results } = await build({ force, names });
  printBuildSummary(results);
  console.log(`${ok ? 'build finished' : 'build FAILED'} in ${seconds(start)}`);
  process.exit(ok ? 0 : 1);
}
