// `npm run typecheck`: tsc --noEmit for every workspace with a tsconfig.json; reports each, fails on any error.
// Two at a time (tsc is single-threaded; the machines have two cores); each package's output is printed whole.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { root, seconds, workspacesWith } from './lib/workspace.mjs';

const tsc = join(root, 'node_modules', '.bin', 'tsc');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const queue = workspacesWith('tsconfig.json').filter((dir) => !only.length || only.includes(dir));
const total = queue.length;
const failed = [];
const start = performance.now();

function check(dir) {
  return new Promise((resolve) => {
    const began = performance.now();
    const child = spawn(tsc, ['-p', dir, '--noEmit', '--pretty', 'false'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✓' : '✗'} typecheck ${dir} (${seconds(began)})`);
      if (output.trim()) console.log(output.trimEnd());
      if (code !== 0) failed.push(dir);
      resolve();
    });
  });
}

async function worker() {
  for (let dir = queue.shift(); dir; dir = queue.shift()) await check(dir);
}

await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));

console.log(`typecheck: ${total - failed.length}/${total} packages clean in ${seconds(start)}`);
if (failed.length) {
  console.error(`type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
