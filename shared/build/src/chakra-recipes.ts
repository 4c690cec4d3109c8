import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoSources, usedExportsInRepo } from './ui-kit-exports';

const chakraEsm = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);

/** Export name → the folder under `components/` that defines it, read off Chakra's ESM index. */
function componentFolders(): Map<string, string> {
  const index = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
  const folders = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, local, folder] of index.matchAll(/import \* as (\S+) from '\.\/components\/([^/]+)\//g)) {
    if (local && folder) namespaces.set(local, folder);
  }
  const exported = (list: string) =>
    list.split(',').map((part) => part.trim().split(/\s+as\s+/) as [string, string?]);
  for (const [, list = '', folder] of index.matchAll(/export \{([^}]*)\} from '\.\/components\/([^/]+)\//g)) {
    for (const [name, alias] of exported(list)) if (folder) folders.set(alias ?? name, folder);
  }
  for (const [, list = ''] of index.matchAll(/export \{([^}]*)\};/g)) {
    for (const [name, alias] of exported(list)) {
      const folder = namespaces.get(name);
      if (folder) folders.set(alias ?? name, folder);
    }
  }
  return folders;
}

/**
 * The recipe keys (`button`, `dialog`, …) that the Chakra components this repository imports look up
 * in the theme, following each component's imports of other components (an `InputGroup` draws an
 * `InputAddon`). Some keys have no recipe in Chakra's default theme (`text`, `pagination`).
 */
export function chakraRecipeKeysInRepo(sources: string[] = repoSources()): string[] {
  const folders = componentFolders();
  const keys = new Set<string>();
  const visited = new Set<string>();
  const visit = (folder: string) => {
    if (visited.has(folder)) return;
    visited.add(folder);
    const dir = join(chakraEsm, 'components', folder);
    for (const file of readdirSync(dir)) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const [, key] of source.matchAll(/key: "([a-zA-Z]+)"/g)) if (key) keys.add(key);
      for (const [, other] of source.matchAll(/from '\.\.\/([a-z-]+)\//g)) if (other) visit(other);
    }
  };
  for (const name of usedExportsInRepo('@chakra-ui/react', sources)) {
    const folder = folders.get(name);
    if (folder) visit(folder);
  }
  return [...keys].sort();
}
