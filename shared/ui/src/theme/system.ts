import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { dialogRecipe } from './dialog-recipe';
import { accentColors, brandColors, fontFamily, fontSizes, radii } from './tokens';

/**
 * Chakra's default theme with the recipes of the components this repository uses, and no others:
 * `defaultConfig` carries all eighty, about 20 KB gzip on every Chakra page (decision 026). A
 * component whose recipe is missing renders unstyled, so `shared/build/test/chakra-recipes.test.ts`
 * fails when an app starts using a component whose recipe is not listed here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      slider: sliderSlotRecipe,
      steps: stepsSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

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
        // Chakra's red.500 reads 3.8:1 on white: a field's error line would fail WCAG AA (4.5:1).
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
      },
      radii: { l1: { value: '{radii.sm}' }, l2: { value: '{radii.md}' }, l3: { value: '{radii.lg}' } },
    },
  },
});

/** The Chakra UI system every app on the page renders with. */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);
