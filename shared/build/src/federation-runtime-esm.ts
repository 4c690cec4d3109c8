import { createRequire } from 'node:module';
import type { RsbuildConfig } from '@rsbuild/core';

const require = createRequire(import.meta.url);

/** The federation runtime packages Rspack's plugin resolves with `require.resolve`, i.e. their CommonJS builds. */
const RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-tools',
  // Added to the host's runtime plugins by `provideExternalRuntime`.
  '@module-federation/inject-external-runtime-core-plugin',
] as const;

/**
 * Rspack's federation plugin injects the runtime through `require.resolve` paths, which pick each package's
 * CommonJS build; CommonJS is not tree-shaken, so every page carried the whole runtime and its SDK (Node
 * script loading, manifest tooling, build-plugin helpers). Aliasing those paths to the ES builds lets the
 * `optimization` flags and tree-shaking drop what a browser never runs.
 */
export const federationRuntimeEsmConfig: RsbuildConfig = {
  tools: {
    rspack: {
      resolve: {
        alias: Object.fromEntries(
          RUNTIME_PACKAGES.flatMap((name) => {
            const cjs = require.resolve(name);
            const esm = cjs.replace(/\.cjs$/, '.js');
            // The plugin aliases the bare names to the CommonJS paths as well; the same keys override it.
            return [
              [cjs, esm],
              [name, esm],
            ];
          }),
        ),
      },
    },
  },
};
