// `npm start`: builds whatever is stale, then runs the one server (API + shell + remotes) on PORT.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, printBuildSummary } from './build.mjs';
import { root } from './lib/workspace.mjs';

const { ok, results } = await build();
printBuildSummary(results);
if (!ok) {
  console.error('build failed: not starting the server');
  process.exit(1);
}

const dataDir = resolve(process.env.DATA_DIR ?? join(root, 'data'));
mkdirSync(dataDir, { recursive: true });
const env = { ...process.env, PORT: process.env.PORT ?? '8080', DATA_DIR: dataDir };
console.log(`\nstarting the server on port ${env.PORT} (DATA_DIR=${dataDir})`);

// Own process group: a terminal's Ctrl-C reaches this script only, which forwards it once (a second
// signal would make the server skip its graceful shutdown).
const server = spawn(process.execPath, [join(root, 'api', 'dist', 'server.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
  detached: true,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});
