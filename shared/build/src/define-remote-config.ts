import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { chakraPresetConfig } from './chakra-preset';
import { devServer } from './dev-server';
import { federationRuntimeEsmConfig } from './federation-runtime-esm';
import { appDir } from './paths';
import { readDependencies, sharedDependencies } from './shared-deps';

export interface RemoteOptions {
  /** Federation name, a JS identifier unique on the page: `mf_links`. */
  name: string;
  /** Folder at the repository root: `mf-links`. */
  folder: string;
  /** Dev server port from the composition contract (3001–3007). */
  port: number;
  /** `{ './LinksPage': './src/exposes/LinksPage.tsx' }` */
  exposes: Record<string, string>;
}

function isProductionBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** `{ './LinksPage': … }` from `['LinksPage', …]`, following the contract's file layout. */
export function exposesFrom(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]));
}

/**
 * The rsbuild config of a remote: React, federation with the shared singletons, a manifest
 * (`dist/mf-manifest.json`), `assetPrefix: 'auto'` so chunks load from wherever the manifest was
 * served (`/mf/<folder>/` or `/deploy/<folder>/<version>/`), and a standalone dev page
 * (`src/index.ts` → `src/bootstrap.tsx`) on the contract's port.
 */
export function defineRemoteConfig({ name, folder, port, exposes }: RemoteOptions): RsbuildConfig {
  const root = appDir(folder);
  const base = defineConfig({
    root,
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes,
        filename: 'remoteEntry.js',
        manifest: { fileName: 'mf-manifest.json' },
        shared: sharedDependencies(readDependencies(root)),
        // Types are not generated: builds stay fast and offline; remotes are typed by contract.
        dts: false,
        // Built remotes use the host's federation runtime instead of carrying a second copy
        // (~17 KB gzip each): that keeps the visitor pages inside their JS budget. The standalone
        // dev page has no host, so it keeps its own runtime.
        experiments: {
          externalRuntime: isProductionBuild(),
          // What that borrowed runtime does not need from the remote's own bundle: Node script loading
          // (remotes run in browsers only), manifest snapshots (the host reads the manifests) and
          // remote loading (a remote declares no remotes; the host loads them all).
          optimization: isProductionBuild()
            ? { target: 'web', disableSnapshot: true, disableRemote: true }
            : undefined,
        },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { title: `Atalho · ${folder}`, mountId: 'root' },
    output: {
      assetPrefix: 'auto',
      filenameHash: true,
      cleanDistPath: true,
    },
    server: devServer(port),
  });
  return mergeRsbuildConfig(base, chakraPresetConfig, federationRuntimeEsmConfig);
}
