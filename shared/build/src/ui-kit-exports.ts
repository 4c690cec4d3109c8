import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

/** The sources of every app (shell, mf-*) and of the shared UI kit and SDK. */
export function repoSources(root: string = REPO_ROOT): string[] {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const dirs = [
    ...apps.map((app) => join(root, app, 'src')),
    join(root, 'shared/ui/src'),
    join(root, 'shared/sdk/src'),
  ];
  return dirs.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The value names one source file imports from `pkg` (type-only imports left out). */
export function namedImportsOf(source: string, pkg: string): string[] {
  const pattern = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escapeRegExp(pkg)}['"]`,
    'g',
  );
  const names: string[] = [];
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name === '' || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]?.trim() ?? name);
    }
  }
  return names;
}

/**
 * Every export of `pkg` that any app, the UI kit or the SDK of this repository imports: the one set the
 * shared, tree-shaken copy of `pkg` keeps in every build, so whichever app provides the singleton serves
 * every remote (decision 012).
 */
export function usedExportsInRepo(pkg: string, sources: string[] = repoSources()): string[] {
  return [...new Set(sources.flatMap((source) => namedImportsOf(source, pkg)))].sort();
}
