// The repository's buildable packages and small process helpers shared by the root scripts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const remotes = [
  'mf-public',
  'mf-links',
  'mf-bio',
  'mf-infoproduct',
  'mf-analytics',
  'mf-sms',
  'mf-billing',
];

/** Folders (relative to the root) whose sources every frontend build embeds. */
const frontendShared = ['shared/ui', 'shared/sdk', 'shared/build'];

/**
 * What each package's build reads and writes. `inputs` are folders/files relative to the root;
 * `marker` is the file whose presence means the build output exists; `dist` (frontends) is the folder served.
 */
export const packages = [
  {
    name: 'api',
    dir: 'api',
    command: ['node', ['build.mjs']],
    inputs: ['api', 'shared/sdk', 'package-lock.json'],
    marker: 'api/dist/server.js',
  },
  ...['shell', ...remotes].map((dir) => ({
    name: dir,
    dir,
    command: ['npx', ['rsbuild', 'build']],
    inputs: [dir, ...frontendShared, 'package-lock.json'],
    importsOf: ['shell', ...remotes].map((app) => `${app}/src`),
    marker: dir === 'shell' ? 'shell/dist/index.html' : `${dir}/dist/mf-manifest.json`,
    /** Written `.br`/`.gz` beside every text asset after the build (scripts/lib/precompress.mjs). */
    dist: `${dir}/dist`,
  })),
];

export function findPackage(name) {
  return packages.find((p) => p.name === name || p.dir === name);
}

/** Workspace folders listed in the root package.json that hold a file `name`. */
export function workspacesWith(name) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return pkg.workspaces.filter((dir) => existsSync(join(root, dir, name)));
}

/** Runs a command with inherited stdio; resolves with its exit code (signals count as failure). */
/**
 * Runs a command; resolves its exit code. `quiet`: its output is kept and printed only when it fails (the
 * build's tables are noise when it works).
 */
export function run(command, args, { quiet = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? 'pipe' : 'inherit', cwd: root, ...options });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      // Killed by a signal: 128 + its number, as a shell reports it.
      const status = code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0);
      if (quiet && status !== 0) process.stderr.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

export function seconds(startMs) {
  return `${((performance.now() - startMs) / 1000).toFixed(1)} s`;
}
