/**
 * Atalho's brand tokens as plain values (no Chakra import): the Chakra system is built from them and
 * the light visitor pages turn them into CSS variables.
 */
export const brandColors = {
  50: '#e7faf6',
  100: '#c4f1e7',
  200: '#8fe3d1',
  300: '#54cfb6',
  400: '#25b69c',
  500: '#0f9a83',
  600: '#0a7c6b',
  700: '#0b6358',
  800: '#0d4e47',
  900: '#0d403b',
  950: '#052523',
} as const;

/** Warm accent for upgrade calls and the plan crown. */
export const accentColors = {
  50: '#fff8e6',
  100: '#ffedbf',
  200: '#ffdc85',
  300: '#ffc847',
  400: '#f9b21b',
  500: '#e39507',
  600: '#bf7203',
  700: '#985207',
  800: '#7c420c',
  900: '#68370f',
  950: '#3c1c03',
} as const;

export const neutralColors = {
  0: '#ffffff',
  50: '#f7f8f9',
  100: '#eef0f2',
  200: '#dde1e5',
  300: '#c3c9d0',
  400: '#9aa3ad',
  500: '#6f7a86',
  600: '#56606b',
  700: '#414952',
  800: '#2b3138',
  900: '#1a1e23',
  950: '#0e1114',
} as const;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Type scale in rem (1rem = 16px). */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const radii = {
  sm: '6px',
  md: '10px',
  lg: '14px',
  xl: '20px',
  full: '9999px',
} as const;

export const shadows = {
  card: '0 1px 2px rgba(14, 17, 20, 0.06), 0 4px 16px rgba(14, 17, 20, 0.06)',
} as const;

export const brand = {
  name: 'Atalho',
  themeColor: brandColors[600],
  colors: { brand: brandColors, accent: accentColors, neutral: neutralColors },
  fontFamily,
  fontSizes,
  radii,
  shadows,
} as const;
