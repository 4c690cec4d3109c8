// Builds the API, the shell and every remote that is missing or whose sources changed since the last
// build (content hash stamp). Sequential on purpose: rsbuild uses every core it gets.
// Usage: node scripts/build.mjs [--force] [--verbose] [package…]   (package: api, shell, mf-links, …)
// One line per package; a package's own output (rsbuild's tables) only when it fails, or with --verbose.
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
 * @param {{ force?: boolean, verbose?: boolean, names?: string[] }} options
 * @returns {Promise<{ ok: boolean, results: { name: string, status: 'built'|'fresh'|'failed', ms: number }[] }>}
 */
export async function build({ force = false, verbose = false, names = [] } = {}) {
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
    if (verbose) console.log(`\n▸ building ${pkg.name}`);
    const start = performance.now();
    const [command, args] = pkg.command;
    let code = await run(command, args, { cwd: join(root, pkg.dir), quiet: !verbose });
    // A bundler that crashed (a signal, exit ≥ 128: rspack once aborted at exit in CI after a good build) gets
    // one more try; an ordinary failure (exit 1, a compile error) does not.
    if (code >= 128) {
      console.log(`  ${pkg.name}: the build process crashed (exit ${code}); building it once more`);
      code = await run(command, args, { cwd: join(root, pkg.dir), quiet: !verbose });
    }
    const built = code === 0 && existsSync(join(root, pkg.marker));
    const compressed = built && pkg.dist ? precompressed(precompress(join(root, pkg.dist))) : '';
    const ms = performance.now() - start;
    console.log(
      `${built ? '✓' : '✗'} ${pkg.name} ${built ? 'built' : 'failed'} in ${seconds(start)}${compressed}`,
    );
    results.push({ name: pkg.name, status: built ? 'built' : 'failed', ms });
    if (!built) return { ok: false, results };
    mkdirSync(stampDir, { recursive: true });
    writeFileSync(stampPath(pkg), hash);
  }
  return { ok: true, results };
}

function precompressed({ files, bytes, br, gzip }) {
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  return ` (${files} files, ${kb(bytes)}; br ${kb(br)}, gzip ${kb(gzip)})`;
}

/** One line: what was built, what failed, how many packages were already up to date. */
export function printBuildSummary(results) {
  const of = (status) => results.filter((result) => result.status === status);
  const named = (list) => list.map(({ name, ms }) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
  const parts = [];
  if (of('built').length) parts.push(`built ${named(of('built'))}`);
  if (of('failed').length)
    parts.push(
      `FAILED ${of('failed')
        .map((result) => result.name)
        .join(', ')}`,
    );
  if (of('fresh').length) parts.push(`${of('fresh').length} up to date`);
  console.log(`build: ${parts.join('; ') || 'nothing to build'}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const verbose = args.includes('--verbose');
  const names = args.filter((a) => !a.startsWith('--'));
  const start = performance.now();
  const { ok, results } = await build({ force, verbose, names });
  printBuildSummary(results);
  console.log(`${ok ? 'build finished' : 'build FAILED'} in ${seconds(start)}`);
  process.exit(ok ? 0 : 1);
}
