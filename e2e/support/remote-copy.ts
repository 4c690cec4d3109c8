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
 * Copies a remote's sources to a temporary folder, wraps one exposed page so it renders `label` above the
 * original, and builds the copy with the remote's own rsbuild config (only `root` overridden). The copy
 * lives under node_modules/.cache (ignored by git and the linters) and resolves packages from the
 * repository's node_modules like the real folder.
 */
export async function buildModifiedRemote(folder: string, exposed: string, label: string) {
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

  const page = join(copy, 'src', 'exposes', `${exposed}.tsx`);
  renameSync(page, join(copy, 'src', 'exposes', `${exposed}.original.tsx`));
  writeFileSync(
    page,
    `import Original from './${exposed}.original';

export default function ${exposed}WithLabel() {
  return (
    <>
      <p data-testid="e2e-build-label">${label}</p>
      <Original />
    </>
  );
}
`,
  );

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

export async function deployRemote(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts', 'deploy-remote.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return stdout;
}
