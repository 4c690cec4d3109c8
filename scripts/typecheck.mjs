// `npm run typecheck`: tsc --noEmit for every workspace with a tsconfig.json; reports each, fails on any error.
import { join } from 'node:path';
import { root, run, seconds, workspacesWith } from './lib/workspace.mjs';

const tsc = join(root, 'node_modules', '.bin', 'tsc');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dirs = workspacesWith('tsconfig.json').filter((dir) => !only.length || only.includes(dir));
const failed = [];
const start = performance.now();

for (const dir of dirs) {
  const began = performance.now();
  const code = await run(tsc, ['-p', dir, '--noEmit', '--pretty']);
  console.log(`${code === 0 ? '✓' : '✗'} typecheck ${dir} (${seconds(began)})`);
  if (code !== 0) failed.push(dir);
}

console.log(`typecheck: ${dirs.length - failed.length}/${dirs.length} packages clean in ${seconds(start)}`);
if (failed.length) {
  console.error(`type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
