import { accentColors, brandColors, fontFamily, neutralColors, radii, shadows } from '../theme/tokens';

const scaleVars = (name: string, scale: Record<string | number, string>) =>
  Object.entries(scale)
    .map(([step, value]) => `--atalho-${name}-${step}:${value};`)
    .join('');

/**
 * Plain CSS for the light visitor pages (no Chakra): brand variables plus a few base classes
 * (`atalho-page`, `atalho-card`, `atalho-button`, `atalho-button--ghost`, `atalho-progress`).
 */
export const visitorCss = `
:root{${scaleVars('brand', brandColors)}${scaleVars('accent', accentColors)}${scaleVars('neutral', neutralColors)}
--atalho-radius-sm:${radii.sm};--atalho-radius-md:${radii.md};--atalho-radius-lg:${radii.lg};
--atalho-shadow-card:${shadows.card};--atalho-font:${fontFamily.body};}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--atalho-font);color:var(--atalho-neutral-900);background:var(--atalho-neutral-50);
-webkit-font-smoothing:antialiased;line-height:1.5}
.atalho-page{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;
justify-content:center;padding:24px 16px;gap:16px}
.atalho-card{width:100%;max-width:480px;background:#fff;border-radius:var(--atalho-radius-lg);
box-shadow:var(--atalho-shadow-card);padding:24px}
.atalho-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;
padding:0 20px;border:0;border-radius:var(--atalho-radius-md);background:var(--atalho-brand-600);color:#fff;
font:600 1rem/1 var(--atalho-font);cursor:pointer;text-decoration:none}
.atalho-button:hover{background:var(--atalho-brand-700)}
.atalho-button:focus-visible{outline:3px solid var(--atalho-brand-300);outline-offset:2px}
.atalho-button:disabled{opacity:.55;cursor:not-allowed}
.atalho-button--ghost{background:transparent;color:var(--atalho-brand-700)}
.atalho-button--ghost:hover{background:var(--atalho-brand-50)}
.atalho-progress{width:100%;height:6px;border-radius:999px;background:var(--atalho-neutral-100);overflow:hidden}
.atalho-progress>span{display:block;height:100%;background:var(--atalho-brand-500);transition:width .9s linear}
.atalho-muted{color:var(--atalho-neutral-500)}
`;

const STYLE_ID = 'atalho-visitor-css';

/** Adds the visitor CSS to the document once. */
export function applyVisitorStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = visitorCss;
  doc.head.appendChild(style);
}
