import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineRemoteConfig, exposesFrom } from '../src';
import { CHAKRA_PRESET_EXPORTS } from '../src/chakra-preset';
import { appDir, REPO_ROOT } from '../src/paths';
import {
  readDependencies,
  SHARED_SINGLETONS,
  sharedDependencies,
  TREE_SHAKEN_SHARED,
} from '../src/shared-deps';
import { namedImportsOf, repoSources, usedExportsInRepo } from '../src/ui-kit-exports';

describe('sharedDependencies', () => {
  it('marks every package a singleton with the app’s own version range', () => {
    const shared = sharedDependencies({ react: '19.3.1', 'react-router': '7.18.5' });
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '19.3.1' });
    expect(shared['react/']).toEqual({ singleton: true, requiredVersion: '19.3.1' });
    expect(shared['react-router'].requiredVersion).toBe('7.18.5');
    expect(shared['@chakra-ui/react']).toMatchObject({ singleton: true, requiredVersion: false });
  });

  it('builds the UI kit, the router and TanStack Query tree-shaken to the exports the repository imports', () => {
    const shared = sharedDependencies({});
    for (const key of TREE_SHAKEN_SHARED) {
      expect(shared[key].treeShaking?.mode).toBe('runtime-infer');
    }
    expect(shared['@chakra-ui/react'].treeShaking?.usedExports).toEqual(
      expect.arrayContaining(['Box', 'ChakraProvider', 'createSystem', 'defaultBaseConfig']),
    );
    expect(shared['react-router'].treeShaking?.usedExports).toContain('useNavigate');
    // Chakra's preset resolves to an empty module in every build (chakra-preset.ts).
    for (const name of CHAKRA_PRESET_EXPORTS) {
      expect(shared['@chakra-ui/react'].treeShaking?.usedExports).not.toContain(name);
    }
    expect(shared.react.treeShaking).toBeUndefined();
  });

  it('reads the versions from a workspace package.json', () => {
    const dependencies = readDependencies(appDir('mf-links'));
    expect(dependencies.react).toBe('19.3.1');
    expect(dependencies['@atalho/sdk']).toBe('0.1.0');
  });
});

describe('usedExportsInRepo', () => {
  it('reads named value imports, with aliases, and leaves type-only imports out', () => {
    const source = [
      "import { Box, Button as B, type BoxProps } from '@chakra-ui/react';",
      "import type { StackProps } from '@chakra-ui/react';",
      "import {\n  Dialog,\n  Portal,\n} from '@chakra-ui/react';",
      "import { Link } from 'react-router';",
    ].join('\n');
    expect(namedImportsOf(source, '@chakra-ui/react')).toEqual(['Box', 'Button', 'Dialog', 'Portal']);
    expect(usedExportsInRepo('react-router', [source])).toEqual(['Link']);
  });

  it('finds every import of a tree-shaken package: no namespace, default or re-export forms', () => {
    const forms = TREE_SHAKEN_SHARED.flatMap((pkg) => [
      new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'${pkg}'`),
      new RegExp(`import\\s+\\w+\\s*(,|from)\\s*[^;]*'${pkg}'`),
      new RegExp(`export\\s+[^;]*from\\s+'${pkg}'`),
      new RegExp(`import\\('${pkg}'\\)`),
    ]);
    const offending = repoSources().filter((source) => forms.some((form) => form.test(source)));
    expect(offending.map((source) => source.slice(0, 120))).toEqual([]);
  });
});

/** Every source file under `dir` (recursively). */
function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

describe('shared singletons', () => {
  const apps = readdirSync(REPO_ROOT).filter((name) => name === 'shell' || name.startsWith('mf-'));
  const packages = SHARED_SINGLETONS.filter((key) => !key.endsWith('/'));

  it.each(apps)('%s declares every singleton its sources import', (app) => {
    const sources = sourcesOf(join(appDir(app), 'src')).join('\n');
    const declared = readDependencies(appDir(app));
    const imported = packages.filter((name) => sources.includes(`from '${name}'`));
    expect(imported.filter((name) => declared[name] === undefined)).toEqual([]);
  });

  it('shares TanStack Query, whose one client @atalho/ui provides', () => {
    expect(SHARED_SINGLETONS).toContain('@tanstack/react-query');
    expect(readDependencies(appDir('shared/ui'))['@tanstack/react-query']).toBeDefined();
  });
});

describe('defineRemoteConfig', () => {
  it('builds the contract’s exposes map and a dev server on the port', () => {
    const exposes = exposesFrom(['LinksPage', 'WhatsNewPage']);
    expect(exposes).toEqual({
      './LinksPage': './src/exposes/LinksPage.tsx',
      './WhatsNewPage': './src/exposes/WhatsNewPage.tsx',
    });
    const config = defineRemoteConfig({ name: 'mf_links', folder: 'mf-links', port: 3002, exposes });
    expect(config.server?.port).toBe(3002);
    expect(config.output?.assetPrefix).toBe('auto');
    expect(Object.keys(config.server?.proxy ?? {})).toEqual(['/api', '/oauth2', '/remotes.json', '/mf/']);
    expect(config.root).toBe(appDir('mf-links'));
  });
});
