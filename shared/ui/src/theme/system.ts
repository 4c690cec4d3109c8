import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { accentColors, brandColors, fontFamily, fontSizes, radii } from './tokens';

type Scale = Record<string | number, string>;
const toTokens = (scale: Scale) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));

const paletteSemantics = (name: string) => ({
  solid: { value: `{colors.${name}.600}` },
  contrast: { value: 'white' },
  fg: { value: { _light: `{colors.${name}.700}`, _dark: `{colors.${name}.300}` } },
  muted: { value: { _light: `{colors.${name}.100}`, _dark: `{colors.${name}.900}` } },
  subtle: { value: { _light: `{colors.${name}.50}`, _dark: `{colors.${name}.950}` } },
  emphasized: { value: { _light: `{colors.${name}.200}`, _dark: `{colors.${name}.800}` } },
  focusRing: { value: `{colors.${name}.500}` },
  border: { value: { _light: `{colors.${name}.300}`, _dark: `{colors.${name}.700}` } },
});

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    body: { bg: 'bg.canvas', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: { brand: toTokens(brandColors), accent: toTokens(accentColors) },
      fonts: {
        body: { value: fontFamily.body },
        heading: { value: fontFamily.heading },
        mono: { value: fontFamily.mono },
      },
      fontSizes: toTokens(fontSizes),
      radii: toTokens(radii),
    },
    semanticTokens: {
      colors: {
        brand: paletteSemantics('brand'),
        accent: { ...paletteSemantics('accent'), contrast: { value: '{colors.gray.950}' } },
        bg: { canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } } },
      },
      radii: { l1: { value: '{radii.sm}' }, l2: { value: '{radii.md}' }, l3: { value: '{radii.lg}' } },
    },
  },
});

/** The Chakra UI system every app on the page renders with. */
export const system = createSystem(defaultConfig, config);
