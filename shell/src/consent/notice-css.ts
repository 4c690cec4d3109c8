import { brandColors, fontFamily, neutralColors, radii } from '@atalho/ui/visitor-dom';

/**
 * The cookie notice's own CSS, the same on every page: a visitor page, a light public page and the app.
 * Every property it depends on is set on its own classes, so neither a page's CSS (the visitor pages' base,
 * a bio's styles) nor Chakra's reset, which sits in a cascade layer and so always loses to it, changes it.
 * Sizes follow Chakra's `sm` buttons, as the public pages' buttons do (`@atalho/ui/light`).
 */
export const noticeCss = `
.atalho-cookie{position:fixed;left:12px;right:12px;bottom:12px;z-index:1200;box-sizing:border-box;
max-width:56rem;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:12px;
background:#fff;color:${neutralColors[900]};border:1px solid ${neutralColors[200]};border-radius:${radii.lg};
box-shadow:0 4px 8px rgba(14,17,20,.08),0 12px 32px rgba(14,17,20,.16);
font:400 0.875rem/1.5 ${fontFamily.body};letter-spacing:normal;text-align:left;-webkit-font-smoothing:antialiased}
.atalho-cookie[hidden]{display:none}
.atalho-cookie *,.atalho-cookie *::before,.atalho-cookie *::after{box-sizing:border-box}
.atalho-cookie__text{margin:0;font:inherit;color:inherit}
.atalho-cookie__link{color:${brandColors[700]};font-weight:500;text-decoration:underline;text-underline-offset:2px}
.atalho-cookie__choices{margin:0;padding:0;border:0;display:flex;flex-wrap:wrap;gap:4px 16px;font:inherit}
.atalho-cookie__legend{margin:0 0 4px;padding:0;color:${neutralColors[600]};font:inherit}
.atalho-cookie__choice{display:inline-flex;align-items:center;gap:8px;min-height:36px;cursor:pointer}
.atalho-cookie__choice input{width:20px;height:20px;margin:0;accent-color:${brandColors[600]};cursor:pointer}
.atalho-cookie__actions{display:flex;flex-wrap:wrap;gap:8px}
.atalho-cookie__button{flex:1 1 auto;display:inline-flex;align-items:center;justify-content:center;
min-height:2.25rem;margin:0;padding:0 0.875rem;border:1px solid transparent;border-radius:${radii.md};
background:${brandColors[600]};color:#fff;font:500 0.875rem/1.25 ${fontFamily.body};letter-spacing:normal;
text-transform:none;white-space:nowrap;box-shadow:none;cursor:pointer}
.atalho-cookie__button:hover{background:${brandColors[700]}}
.atalho-cookie__button--outline{background:#fff;color:${brandColors[700]};border-color:${brandColors[300]}}
.atalho-cookie__button--ghost{background:transparent;color:${brandColors[700]}}
.atalho-cookie__button--outline:hover,.atalho-cookie__button--ghost:hover{background:${brandColors[50]}}
.atalho-cookie__button:focus-visible,.atalho-cookie__link:focus-visible,.atalho-cookie__choice input:focus-visible{
outline:2px solid ${brandColors[600]};outline-offset:2px}
@media (min-width:48rem){
.atalho-cookie{left:24px;right:24px;bottom:24px;padding:16px 20px;flex-direction:row;flex-wrap:wrap;
align-items:center;gap:12px 24px}
.atalho-cookie__text{flex:1 1 20rem}
.atalho-cookie__choices{flex:1 1 100%}
.atalho-cookie__actions{flex:0 1 auto;margin-left:auto;justify-content:flex-end}
.atalho-cookie__button{flex:0 0 auto}}
`;

const STYLE_ID = 'atalho-cookie-css';

/** Adds the notice's CSS to the document once. */
export function applyNoticeStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = noticeCss;
  doc.head.appendChild(style);
}
