import { accentColors, brandColors, fontFamily, fontSizes, neutralColors, radii } from '@atalho/ui/tokens';

/**
 * The first paint's own CSS, sent in the page's `<head>`: the same sizes, spacing and colours the Chakra
 * pages render with (Chakra's defaults plus our tokens), so the swap to the app moves nothing on screen.
 * While the first paint is on the page the app's root stays hidden; the shell removes it when the remote's
 * page commits (shell/src/federation/first-paint.ts).
 */
export const firstPaintCss = `
#atalho-first-paint~#root{display:none}
.fp,.fp *,.fp *::before,.fp *::after{box-sizing:border-box}
body{margin:0}
.fp{font-family:${fontFamily.body};color:#09090b;background:#fff;line-height:1.5;min-height:100vh;
display:flex;flex-direction:column;-webkit-font-smoothing:antialiased}
.fp h1,.fp h2,.fp p,.fp figure{margin:0}
.fp h1{font-family:${fontFamily.heading};font-weight:600;font-size:${fontSizes['3xl']};line-height:1.1;
letter-spacing:-0.02em}
.fp h2{font-weight:600;font-size:${fontSizes['2xl']};line-height:2rem;text-align:center;margin-bottom:2rem}
.fp-container{width:100%;margin:0 auto;padding-left:1rem;padding-right:1rem}
.fp-header{position:sticky;top:0;background:rgba(255,255,255,.9);border-bottom:1px solid #e4e4e7}
.fp-bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding-top:.75rem;
padding-bottom:.75rem;max-width:72rem}
.fp-logo{display:block;line-height:0}
.fp-nav{display:none;gap:.25rem;align-items:center}
.fp-menu{width:2.5rem;height:2.5rem;display:flex;align-items:center;justify-content:center}
.fp-button{display:inline-flex;align-items:center;justify-content:center;border-radius:${radii.md};
font-weight:500;white-space:nowrap;height:2.25rem;padding:0 .875rem;font-size:${fontSizes.sm};
background:${brandColors[600]};color:#fff;border:1px solid transparent}
.fp-button--ghost{background:transparent;color:${brandColors[700]}}
.fp-button--outline{background:transparent;color:inherit;border-color:rgba(255,255,255,.6)}
.fp-button--xl{height:3rem;padding:0 1.25rem;font-size:${fontSizes.md};min-width:3rem}
.fp-button--accent{background:${accentColors[600]};color:${neutralColors[950]};white-space:normal}
.fp-stack{display:flex;flex-direction:column;gap:1.5rem;align-items:center;text-align:center}
.fp-muted{color:#52525b}
.fp-hero{padding:3rem 0;background-image:linear-gradient(to bottom right,${brandColors[50]},${accentColors[50]})}
.fp-hero .fp-container{max-width:48rem}
.fp-lead{font-size:${fontSizes.md};max-width:42rem}
.fp-card{width:100%;background:#fff;border-radius:${radii.lg};padding:1rem;text-align:left;
box-shadow:0 4px 8px rgba(24,24,27,.1),0 0 1px rgba(24,24,27,.3)}
.fp-label{display:block;font-size:${fontSizes.sm};font-weight:500;margin-bottom:.375rem}
.fp-input{display:flex;align-items:center;height:2.75rem;padding:0 1rem;border:1px solid #e4e4e7;
border-radius:${radii.md};color:#71717a;font-size:${fontSizes.md};overflow:hidden;white-space:nowrap}
.fp-lp-hero{color:#fff;background-image:linear-gradient(to bottom right,${brandColors[900]},${brandColors[600]})}
.fp-lp-hero .fp-bar{padding-top:1rem;padding-bottom:1rem}
.fp-lp-intro{max-width:56rem;padding-top:3.5rem;padding-bottom:3.5rem}
.fp-lp-intro p{font-size:${fontSizes.md};color:rgba(255,255,255,.92);max-width:48rem}
.fp-actions{display:flex;flex-direction:column;gap:.75rem;width:100%}
.fp-main{max-width:72rem;padding-top:3rem;padding-bottom:3rem}
.fp-shot{display:flex;flex-direction:column;gap:.75rem;align-items:center;padding:0 .25rem}
.fp-shot img{display:block;width:100%;max-width:960px;height:auto;aspect-ratio:1280/800;border-radius:${radii.lg};
border:1px solid #e4e4e7;box-shadow:0 16px 24px rgba(24,24,27,.1),0 0 1px rgba(24,24,27,.3)}
.fp-shot figcaption{font-size:${fontSizes.sm};color:#52525b}
.fp-sm-only{display:none}
@media (min-width:30rem){.fp-nav{display:flex}.fp-menu{display:none}.fp-sm-only{display:inline-flex}
.fp-actions{flex-direction:row;width:auto}.fp-shot{padding:0 1rem}}
@media (min-width:48rem){.fp-container{padding-left:1.5rem;padding-right:1.5rem}
.fp h1{font-size:${fontSizes['5xl']}}.fp-hero{padding:5rem 0}.fp-lead{font-size:${fontSizes.lg}}
.fp-card{padding:1.5rem}.fp-lp-intro{padding-top:6rem;padding-bottom:6rem}
.fp-lp-intro p{font-size:${fontSizes.xl}}.fp-main{padding-top:4rem;padding-bottom:4rem}}
@media (min-width:64rem){.fp-container{padding-left:2rem;padding-right:2rem}}
`;
