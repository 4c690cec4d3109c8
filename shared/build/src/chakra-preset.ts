import { createRequire } from 'node:module';
import type { RsbuildConfig } from '@rsbuild/core';

const chakraPackage = createRequire(import.meta.url).resolve('@chakra-ui/react/package.json');

/**
 * The exports of `@chakra-ui/react` that are left out of every build: its ready-made system and config,
 * which carry the recipes of all eighty components. The apps render with `@atalho/ui`'s own system,
 * built from the recipes of the components the repository uses (decision 026).
 */
export const CHAKRA_PRESET_EXPORTS = ['defaultConfig', 'defaultSystem', 'system'] as const;

/**
 * Chakra's `preset.js` (`defaultConfig`, `defaultSystem`) resolves to an empty module. The shared Chakra
 * module is built with every export in its module graph, so `preset.js` counted as used, and through it
 * the theme module's `defaultThemeConfig` with every recipe, about 13 KB gzip on each Chakra page,
 * even though the tree-shaken copy served at runtime never includes it.
 */
export const chakraPresetConfig: RsbuildConfig = {
  tools: {
    rspack: {
      resolve: {
        alias: { [chakraPackage.replace(/package\.json$/, 'dist/esm/preset.js')]: false },
      },
    },
  },
};
