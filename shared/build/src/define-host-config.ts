import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { chakraPresetConfig } from './chakra-preset';
import { devServer } from './dev-server';
import { federationRuntimeEsmConfig } from './federation-runtime-esm';
import { appDir } from './paths';
import { readDependencies, sharedDependencies } from './shared-deps';

export interface HostOptions {
  name: string;
  folder: string;
  port: number;
  /** Module paths of federation runtime plugins (retry, errorLoadRemote fallback…). */
  runtimePlugins?: string[];
  /** Anything else (entries, html template…), merged over the defaults. */
  overrides?: RsbuildConfig;
}

/**
 * The host: no remotes baked in (they are registered at runtime from `/remotes.json`) and
 * `shareStrategy: 'loaded-first'` so a dead remote cannot block start-up.
 */
export function defineHostConfig({
  name,
  folder,
  port,
  runtimePlugins = [],
  overrides = {},
}: HostOptions): RsbuildConfig {
  const root = appDir(folder);
  const base = defineConfig({
    root,
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        remotes: {},
        shareStrategy: 'loaded-first',
        shared: sharedDependencies(readDependencies(root)),
        runtimePlugins,
        dts: false,
        // The remotes are built with `externalRuntime`: the host provides the one runtime.
        // No Node script loading in a browser build.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    output: { filenameHash: true, cleanDistPath: true },
    server: devServer(port),
  });
  return mergeRsbuildConfig(base, chakraPresetConfig, federationRuntimeEsmConfig, overrides);
}
