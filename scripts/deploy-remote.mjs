// Deploys (or rolls back) one remote alone: its build goes to DATA_DIR/deploy/<folder>/<version>/ and
// DATA_DIR/remotes.json points the remote's federation name at that manifest. The server re-reads
// remotes.json per request, so no restart and no other build is needed.
//
//   npm run deploy:remote -- mf-links [--version X]                   build (if stale) and deploy
//   npm run deploy:remote -- mf-links --dist <dir> [--version X]      deploy a build made elsewhere
//   npm run deploy:remote -- mf-links --rollback <version>             repoint to an earlier deploy
//   npm run deploy:remote -- mf-links --url https://cdn…/mf-manifest.json   use a remote hosted elsewhere
//   npm run deploy:remote -- mf-links --reset                          back to the built mf-links/dist
//   npm run deploy:remote -- mf-links --list                           versions on disk and the current one
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from './build.mjs';
import { remotes, root, seconds } from './lib/workspace.mjs';

const usage =
  'usage: deploy-remote <mf-folder> [--version X] [--dist DIR] | --rollback X | --url URL | --reset | --list';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    dist: { type: 'string' },
    rollback: { type: 'string' },
    url: { type: 'string' },
    reset: { type: 'boolean' },
    list: { type: 'boolean' },
  },
});

const folder = positionals[0];
if (!folder || !remotes.includes(folder)) fail(`${usage}\nremotes: ${remotes.join(', ')}`);
const remoteName = folder.replaceAll('-', '_');
const dataDir = resolve(process.env.DATA_DIR ?? join(root, 'data'));
const deployDir = join(dataDir, 'deploy', folder);
const remotesFile = join(dataDir, 'remotes.json');
const versionPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function readRemotes() {
  if (!existsSync(remotesFile)) return {};
  const parsed = JSON.parse(readFileSync(remotesFile, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    fail(`${remotesFile} is not an object`);
  return parsed;
}

function writeRemotes(next) {
  mkdirSync(dataDir, { recursive: true });
  const temporary = `${remotesFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(temporary, remotesFile); // atomic: a request never reads half a file
}

function point(url) {
  const current = readRemotes();
  writeRemotes({ ...current, [remoteName]: url });
  console.log(`${remoteName} → ${url}${current[remoteName] ? ` (was ${current[remoteName]})` : ''}`);
}

function manifestUrl(version) {
  return `/deploy/${folder}/${version}/mf-manifest.json`;
}

function newVersion() {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  return `${stamp}-${Math.random().toString(36).slice(2, 6)}`;
}

async function deploy() {
  const version = values.version ?? newVersion();
  if (!versionPattern.test(version)) fail(`invalid version "${version}" (letters, digits, . _ -)`);
  const target = join(deployDir, version);
  if (existsSync(target)) fail(`${target} exists: deployed versions are immutable, pick another --version`);

  let dist;
  if (values.dist) {
    dist = isAbsolute(values.dist) ? values.dist : resolve(values.dist);
  } else {
    const start = performance.now();
    const { ok } = await build({ names: [folder] });
    if (!ok) fail('build failed');
    console.log(`${folder} build ready in ${seconds(start)}`);
    dist = join(root, folder, 'dist');
  }
  const manifestFile = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) fail(`${dist} has no mf-manifest.json`);
  const { name } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (name !== remoteName) fail(`${manifestFile} is the build of "${name}", not ${remoteName}`);

  mkdirSync(deployDir, { recursive: true });
  cpSync(dist, target, { recursive: true });
  point(manifestUrl(version));
  console.log(`deployed ${folder} ${version} to ${target}`);
}

function list() {
  const current = readRemotes()[remoteName];
  console.log(`${remoteName}: ${current ?? `(default) /mf/${folder}/mf-manifest.json`}`);
  const versions = existsSync(deployDir) ? readdirSync(deployDir).sort() : [];
  for (const version of versions) console.log(`${current === manifestUrl(version) ? '*' : ' '} ${version}`);
}

if (values.list) list();
else if (values.reset) {
  const { [remoteName]: previous, ...rest } = readRemotes();
  writeRemotes(rest);
  console.log(
    `${remoteName} → /mf/${folder}/mf-manifest.json (default)${previous ? `, was ${previous}` : ''}`,
  );
} else if (values.rollback) {
  if (!versionPattern.test(values.rollback)) fail(`invalid version "${values.rollback}"`);
  if (!existsSync(join(deployDir, values.rollback, 'mf-manifest.json'))) {
    fail(`no deployed version ${values.rollback} in ${deployDir}`);
  }
  point(manifestUrl(values.rollback));
} else if (values.url) {
  if (!/^https?:\/\/.+\/mf-manifest\.json(\?.*)?$/.test(values.url))
    fail('--url must be an absolute http(s) URL of an mf-manifest.json');
  point(values.url);
} else await deploy();
