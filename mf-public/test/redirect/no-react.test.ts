import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const entry = join(import.meta.dirname, '../../src/exposes/RedirectScreen.tsx');
/**
 * @atalho/ui's entries are followed like the screen's own files. @atalho/sdk is not: its session store
 * (zustand's `create`) imports react, the one React module a short link still loads (3 KB gzip, decision 021).
 */
const followed = (specifier: string) => specifier.startsWith('@atalho/ui');
const react = /^react(-dom)?(\/|$)/;

function resolveFile(from: string, specifier: string): string {
  const base = specifier.startsWith('.') ? resolve(dirname(from), specifier) : require.resolve(specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && !path.endsWith('/'),
  );
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

/** Every module a static import chain reaches from the entry (dynamic `import()`s load later, on demand). */
function staticGraph(start: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)'/gms)) {
      if (!specifier) continue;
      if (specifier.endsWith('.css')) continue;
      if (specifier.startsWith('.') || followed(specifier)) visit(resolveFile(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(start);
  return { files: [...files], packages: [...packages] };
}

describe('the redirect screen (decision 021)', () => {
  it('loads no React: no import of react or react-dom and no JSX on its static import chain', () => {
    const { files, packages } = staticGraph(entry);
    expect(files.length).toBeGreaterThan(5);
    expect(packages.filter((name) => react.test(name))).toEqual([]);
    const withJsx = files.filter((file) =>
      /<\/|\/>/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
    );
    expect(withJsx).toEqual([]);
  });
});
