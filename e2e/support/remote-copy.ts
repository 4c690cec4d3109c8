import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './env';

const run = promisify(execFile);

/** sha256 of every file under a folder (path + content), to prove a build output was not touched. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(dir, path)).update('\0').update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * Copies a remote's sources to a temporary folder, lets `edit` change the copy's `src/`, and builds the copy
 * with the remote's own rsbuild config (only `root` overridden). The copy lives under node_modules/.cache
 * (ignored by git and the linters) and resolves packages from the repository's node_modules like the real
 * folder.
 */
async function buildRemoteCopy(folder: string, edit: (src: string) => void) {
  const work = mkdtempSync(join(repoRoot, 'node_modules', '.cache', `e2e-${folder}-`));
  const copy = join(work, folder);
  cpSync(join(repoRoot, folder), copy, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  symlinkSync(join(repoRoot, 'tsconfig.base.json'), join(work, 'tsconfig.base.json'));
  // Packages npm could not hoist live in the remote's own node_modules: share them with the copy.
  if (existsSync(join(repoRoot, folder, 'node_modules'))) {
    symlinkSync(join(repoRoot, folder, 'node_modules'), join(copy, 'node_modules'), 'dir');
  }
  edit(join(copy, 'src'));

  const config = join(copy, 'rsbuild.e2e.config.ts');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(join(repoRoot, folder, 'rsbuild.config.ts'))};

export default { ...base, root: ${JSON.stringify(copy)} };
`,
  );
  await run('npx', ['rsbuild', 'build', '--config', config], { cwd: copy, maxBuffer: 32 * 1024 * 1024 });
  return { dist: join(copy, 'dist'), cleanup: () => rmSync(work, { recursive: true, force: true }) };
}

/** Renames `file` (under `dir`) to `<name>.original.<ext>` and writes `wrapper` in its place. */
function wrap(dir: string, file: string, wrapper: string): void {
  renameSync(join(dir, file), join(dir, file.replace(/(\.tsx?)$/, '.original$1')));
  writeFileSync(join(dir, file), wrapper);
}

/** A build of the remote whose exposed module `exposed` renders `label` above the original. */
export function buildModifiedRemote(folder: string, exposed: string, label: string) {
  return buildRemoteCopy(folder, (src) =>
    wrap(
      join(src, 'exposes'),
      `${exposed}.tsx`,
      `import Original from './${exposed}.original';

export default function ${exposed}WithLabel(props: Record<string, unknown>) {
  return (
    <>
      <p data-testid="e2e-build-label">${label}</p>
      <Original {...props} />
    </>
  );
}
`,
    ),
  );
}

export interface AddedPage {
  /** The new page's full URL path, under one of the remote's shell prefixes. */
  path: string;
  title: string;
  heading: string;
}

/** A build of the remote with one more page in its route table (src/routes.tsx) and nothing else changed. */
export function buildRemoteWithPage(folder: string, { path, title, heading }: AddedPage) {
  return buildRemoteCopy(folder, (src) =>
    wrap(
      src,
      'routes.tsx',
      `import type { PageRoute } from '@atalho/ui';
import { routes as original } from './routes.original';

function AddedPage() {
  return <h1>{${JSON.stringify(heading)}}</h1>;
}

export const routes: PageRoute[] = [
  ...original,
  { path: ${JSON.stringify(path)}, title: ${JSON.stringify(title)}, element: <AddedPage /> },
];
`,
    ),
  );
}

export async function deployRemote(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts', 'deploy-remote.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return stdout;
}
