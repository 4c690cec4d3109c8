import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appDir } from './paths';
import { repoSources, usedExportsInRepo } from './ui-kit-exports';

/**
 * Shared packages built tree-shaken (Module Federation shared tree shaking, `runtime-infer`): each keeps
 * only the exports the repository imports (the same set in every build), not the whole package.
 */
export const TREE_SHAKEN_SHARED = ['@chakra-ui/react', 'react-router', '@tanstack/react-query'] as const;

/**
 * The one list of packages every app on the page shares as a singleton (one React, one router,
 * one Chakra/emotion context, one session store). The shell and every remote build from it.
 *
 * `react/` and `react-dom/` share the subpath imports (`react/jsx-runtime`, `react-dom/client`)
 * so React 19 cannot load a second copy; `@atalho/ui/` and `@atalho/sdk/` do the same for the
 * light entry points (`@atalho/ui/i18n`, `@atalho/ui/tokens`, `@atalho/sdk/schemas`) so the
 * language state and catalogues are also one per page, without pulling Chakra into visitor views.
 * `@tanstack/react-query` is one so the query client @atalho/ui provides is the one every remote's
 * `useQuery` reads (one cache per page); the visitor views never import it.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@chakra-ui/react',
  '@emotion/react',
  'zustand',
  '@tanstack/react-query',
  '@atalho/sdk',
  '@atalho/sdk/',
  '@atalho/ui',
  '@atalho/ui/',
] as const;

export type SharedKey = (typeof SHARED_SINGLETONS)[number];

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string | false;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

type Dependencies = Record<string, string>;

function isDependencies(value: unknown): value is Dependencies {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((version) => typeof version === 'string')
  );
}

/** Reads `dependencies` + `devDependencies` of the app's own package.json. */
export function readDependencies(appDir: string): Dependencies {
  const parsed: unknown = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const dependencies = isDependencies(record.dependencies) ? record.dependencies : {};
  const devDependencies = isDependencies(record.devDependencies) ? record.devDependencies : {};
  return { ...devDependencies, ...dependencies };
}

let sources: string[] | undefined;

function treeShakingOf(key: SharedKey): Pick<SharedSingleton, 'treeShaking'> {
  if (!(TREE_SHAKEN_SHARED as readonly string[]).includes(key)) return {};
  sources ??= repoSources();
  return { treeShaking: { mode: 'runtime-infer', usedExports: usedExportsInRepo(key, sources) } };
}

/** `react/` takes the version of `react`. */
function packageNameOf(key: SharedKey): string {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/**
 * The federation `shared` option for an app: every singleton, with the version range its own
 * package.json declares (or `false` when the app does not list the package).
 */
export function sharedDependencies(dependencies: Dependencies): Record<SharedKey, SharedSingleton> {
  const entries = SHARED_SINGLETONS.map((key): [SharedKey, SharedSingleton] => [
    key,
    {
      singleton: true,
      requiredVersion: dependencies[packageNameOf(key)] ?? false,
      ...treeShakingOf(key),
    },
  ]);
  return Object.fromEntries(entries) as Record<SharedKey, SharedSingleton>;
}

/**
 * The shared map with the versions the workspace pins (every app pins the same ones); for a
 * config that does not go through `defineRemoteConfig`/`defineHostConfig`.
 */
export const shared: Record<SharedKey, SharedSingleton> = sharedDependencies(
  readDependencies(appDir('shell')),
);
