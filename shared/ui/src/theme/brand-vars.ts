import { accentColors, brandColors, fontFamily, neutralColors, radii } from './tokens';

/**
 * Brand tokens as CSS custom properties, set on the root of the redirect screen and of each light public
 * piece (light.css).
 */
export const brandVars: Record<string, string> = {
  '--atl-brand': brandColors[600],
  '--atl-brand-strong': brandColors[700],
  '--atl-brand-soft': brandColors[50],
  '--atl-brand-line': brandColors[200],
  '--atl-brand-border': brandColors[300],
  '--atl-accent': accentColors[400],
  '--atl-accent-strong': accentColors[600],
  '--atl-accent-soft': accentColors[50],
  '--atl-crown': accentColors[500],
  '--atl-fg': neutralColors[900],
  '--atl-muted': neutralColors[600],
  '--atl-line': neutralColors[200],
  '--atl-canvas': neutralColors[50],
  '--atl-surface': neutralColors[0],
  '--atl-danger': '#c62828',
  '--atl-radius': radii.lg,
  '--atl-radius-sm': radii.md,
  '--atl-font': fontFamily.body,
};
