/**
 * The lead page's stylesheet: every selector under `.ip-page`, so the editor embeds its previews in the panel
 * without either leaking into the other. Colours come from custom properties on the root (colors.ts). The root
 * is a size container and every layout step is a container query, so the page answers to the box it is in:
 * the phone and the editor's 600, 960, 1264 and 1904 px previews look like those screens. Phones first: a
 * 360 px box never scrolls sideways, tap targets are at least 44 px, body text 16 px or more.
 */
const base = `
.ip-page{--ip-ink:#1a1e23;--ip-muted:#56606b;--ip-line:#c3c9d0;--ip-paper:#fff;--ip-danger:#b42318;
--ip-font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;
--ip-gutter:20px;--ip-gap:48px;--ip-radius:14px;
container:ip-page/inline-size;position:relative;box-sizing:border-box;min-height:100vh;min-height:100dvh;
display:flex;flex-direction:column;margin:0;background:var(--ip-paper);color:var(--ip-ink);
font-family:var(--ip-font);font-size:16px;line-height:1.6;overflow-x:hidden;overflow-wrap:anywhere;
-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%;text-rendering:optimizeLegibility}
.ip-page *,.ip-page *::before,.ip-page *::after{box-sizing:border-box}
.ip-page [hidden]{display:none!important}
.ip-page img{display:block;max-width:100%}
.ip-page h1,.ip-page h2,.ip-page p,.ip-page ul{margin:0}
.ip-page :focus-visible{outline:3px solid var(--ip-ring,var(--ip-form-accent));outline-offset:3px}
.ip-page .ip-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ip-page .ip-main{flex:1}
.ip-page section{scroll-margin-top:16px}
.ip-page .ip-wrap{width:100%;max-width:1160px;margin-inline:auto;padding-inline:var(--ip-gutter)}
`;

/** Header: brand, title and call to action; the product's cover under the text, beside it from 880 px. */
const header = `
.ip-page .ip-header{--ip-ring:var(--ip-title);position:relative;isolation:isolate;padding:20px 0 44px;
background:var(--ip-header);color:var(--ip-short)}
.ip-page .ip-header::before{content:"";position:absolute;inset:0;z-index:-1;pointer-events:none;
background:radial-gradient(110% 80% at 0% 0%,rgba(255,255,255,.16),transparent 60%),
radial-gradient(90% 90% at 100% 100%,rgba(0,0,0,.16),transparent 60%)}
.ip-page .ip-brand-row{display:flex;align-items:center;min-height:40px;margin-bottom:28px}
.ip-page .ip-brand{width:auto;height:40px;max-width:150px;object-fit:contain;object-position:left center}
.ip-page .ip-hero{display:grid;gap:32px;align-items:center}
.ip-page .ip-hero-text{display:flex;flex-direction:column;align-items:flex-start;gap:14px;max-width:38rem}
.ip-page .ip-brand-row+.ip-hero{margin-top:0}
.ip-page .ip-header>.ip-wrap>.ip-hero:first-child{padding-top:20px}
.ip-page .ip-title{color:var(--ip-title);font-size:clamp(2rem,1.35rem + 3.2cqi,3.5rem);line-height:1.08;
font-weight:800;letter-spacing:-.025em;text-wrap:balance}
.ip-page .ip-subtitle{color:var(--ip-subtitle);font-size:clamp(1.125rem,1rem + .8cqi,1.5rem);line-height:1.35;
font-weight:600;text-wrap:balance}
.ip-page .ip-short{color:var(--ip-short);font-size:1.0625rem;white-space:pre-line;opacity:.94}
.ip-page .ip-action{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:52px;margin-top:10px;
padding:12px 28px;border-radius:999px;background:var(--ip-action);color:var(--ip-action-text);font-weight:700;
font-size:1.0625rem;text-decoration:none;box-shadow:0 1px 2px rgba(0,0,0,.12),0 10px 24px -10px rgba(0,0,0,.45);
transition:transform .16s ease,box-shadow .16s ease}
.ip-page .ip-action::after{content:"";width:8px;height:8px;border:solid currentColor;border-width:0 2.5px 2.5px 0;
transform:translateY(-2px) rotate(45deg)}
.ip-page .ip-action:hover{transform:translateY(-2px);box-shadow:0 2px 4px rgba(0,0,0,.12),0 16px 30px -12px rgba(0,0,0,.5)}
.ip-page .ip-hero-media{width:100%;max-width:560px}
.ip-page .ip-product{width:100%;height:auto;aspect-ratio:9/5;object-fit:cover;border-radius:var(--ip-radius);
box-shadow:0 2px 6px rgba(0,0,0,.12),0 28px 60px -24px rgba(0,0,0,.55)}
`;

/** Topics, the description, the form card and the footer. */
const sections = `
.ip-page .ip-itens{padding:var(--ip-gap) 0}
.ip-page .ip-h2{color:var(--ip-itens-title);font-size:clamp(1.5rem,1.2rem + 1.4cqi,2.125rem);line-height:1.2;
font-weight:800;letter-spacing:-.015em;text-wrap:balance;max-width:40rem}
.ip-page .ip-list{display:grid;gap:12px;margin-top:24px;padding:0;list-style:none}
.ip-page .ip-item{display:flex;align-items:flex-start;gap:12px;padding:14px 16px;border-radius:12px;color:var(--ip-itens);
background:#f7f8f9;border:1px solid #eef0f2;font-size:1.0625rem;line-height:1.5}
.ip-page .ip-check{flex:none;width:24px;height:24px;padding:3px;margin-top:1px;border-radius:50%;color:var(--ip-itens);
background:rgba(127,127,127,.14);background:color-mix(in srgb,var(--ip-itens) 14%,transparent)}
.ip-page .ip-more{padding:var(--ip-gap) 0;background:var(--ip-desc-bg);color:var(--ip-desc);--ip-ring:var(--ip-desc)}
.ip-page .ip-description{max-width:68ch;font-size:1.0625rem;line-height:1.75;white-space:pre-line}
.ip-page .ip-form-section{padding:var(--ip-gap) 0;background:#f7f8f9;
background:color-mix(in srgb,var(--ip-form) 7%,#f7f8f9)}
.ip-page .ip-card{max-width:560px;margin-inline:auto;padding:28px 20px;border-radius:20px;background:var(--ip-paper);
border-top:6px solid var(--ip-form);box-shadow:0 1px 2px rgba(14,17,20,.06),0 18px 48px -20px rgba(14,17,20,.28)}
.ip-page .ip-form-title{color:var(--ip-ink);font-size:clamp(1.375rem,1.2rem + .9cqi,1.75rem);line-height:1.25;
font-weight:800;letter-spacing:-.01em;text-wrap:balance}
.ip-page .ip-form-title:focus{outline:none}
.ip-page .ip-form-lead{margin-top:8px;color:var(--ip-muted)}
.ip-page .ip-form{display:flex;flex-direction:column;gap:18px;margin-top:24px}
.ip-page .ip-field{display:flex;flex-direction:column;gap:6px}
.ip-page .ip-label{color:var(--ip-ink);font-weight:600;font-size:.9375rem;line-height:1.4}
.ip-page .ip-optional{color:var(--ip-muted);font-weight:400}
.ip-page .ip-input{width:100%;min-height:48px;padding:10px 14px;border:1.5px solid var(--ip-line);border-radius:10px;
background:var(--ip-paper);color:var(--ip-ink);font:inherit;font-size:1rem;line-height:1.4;
transition:border-color .15s ease,box-shadow .15s ease;-webkit-appearance:none;appearance:none}
.ip-page .ip-input::placeholder{color:#6f7a86;opacity:1}
.ip-page .ip-input:hover{border-color:#9aa3ad}
.ip-page .ip-input:focus{outline:none;border-color:var(--ip-form-accent);
box-shadow:0 0 0 3px rgba(127,127,127,.25);box-shadow:0 0 0 3px color-mix(in srgb,var(--ip-form-accent) 28%,transparent)}
.ip-page .ip-input[aria-invalid=true]{border-color:var(--ip-danger)}
.ip-page .ip-input[aria-invalid=true]:focus{box-shadow:0 0 0 3px rgba(180,35,24,.22)}
.ip-page .ip-select-wrap{position:relative}
.ip-page .ip-select-wrap::after{content:"";position:absolute;right:18px;top:50%;width:8px;height:8px;pointer-events:none;
border:solid var(--ip-muted);border-width:0 2px 2px 0;transform:translateY(-70%) rotate(45deg)}
.ip-page select.ip-input{padding-right:44px;cursor:pointer}
.ip-page .ip-error{color:var(--ip-danger);font-size:.875rem;font-weight:600;line-height:1.4}
.ip-page .ip-send{display:flex;flex-direction:column;gap:12px;margin-top:6px}
.ip-page .ip-submit{display:inline-flex;align-items:center;justify-content:center;gap:10px;width:100%;min-height:52px;
padding:12px 24px;border:0;border-radius:12px;background:var(--ip-form);color:var(--ip-form-text);font:inherit;
font-size:1.0625rem;font-weight:700;text-align:center;text-decoration:none;cursor:pointer;
box-shadow:0 1px 2px rgba(0,0,0,.1),0 8px 20px -10px rgba(0,0,0,.4);transition:transform .16s ease,filter .16s ease}
.ip-page .ip-submit:hover{filter:brightness(1.08);transform:translateY(-1px)}
.ip-page .ip-submit:focus-visible{outline-color:var(--ip-form-accent)}
.ip-page .ip-submit[aria-busy=true]{cursor:progress;filter:saturate(.7);transform:none}
.ip-page .ip-submit[aria-busy=true]::before{content:"";width:18px;height:18px;border:2.5px solid currentColor;
border-right-color:transparent;border-radius:50%;animation:ip-spin .8s linear infinite}
.ip-page .ip-consent{color:var(--ip-muted);font-size:.8125rem;line-height:1.5}
.ip-page .ip-status{padding:12px 14px;border-radius:10px;background:#fef3f2;color:var(--ip-danger);font-weight:600;
font-size:.9375rem;line-height:1.45}
.ip-page .ip-confirmation{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.ip-page .ip-done{width:64px;height:64px;color:var(--ip-form-accent)}
.ip-page .ip-confirmation .ip-form-lead{margin-top:0}
.ip-page .ip-deliver{margin-top:8px}
.ip-page .ip-expiry{color:var(--ip-muted);font-size:.875rem}
.ip-page .ip-note{max-width:36rem;margin-top:6px;padding-top:16px;border-top:1px solid #eef0f2;color:var(--ip-muted);
font-size:.875rem}
.ip-page .ip-footer{--ip-ring:var(--ip-footer-text);padding:40px 0;background:var(--ip-footer-bg);color:var(--ip-footer-text)}
.ip-page .ip-footer-inner{display:flex;flex-direction:column;align-items:flex-start;gap:16px}
.ip-page .ip-footer-brand{width:auto;height:48px;max-width:180px;object-fit:contain;object-position:left center}
.ip-page .ip-footer-text{max-width:68ch;font-size:.9375rem;white-space:pre-line}
.ip-page .ip-footer-links{display:flex;flex-wrap:wrap;gap:4px 20px;padding:0;list-style:none}
.ip-page .ip-footer-link{display:inline-flex;align-items:center;min-height:44px;color:inherit;font-weight:600;
text-decoration:underline;text-underline-offset:3px;text-decoration-thickness:1px}
.ip-page .ip-footer-link:hover{text-decoration-thickness:2px}
`;

/** Wider boxes: more air, two columns of topics, then the hero side by side and the form beside its pitch. */
const wide = `
@container ip-page (min-width:600px){
.ip-page .ip-wrap{padding-inline:32px}
.ip-page .ip-header{padding:28px 0 64px}
.ip-page .ip-itens,.ip-page .ip-more,.ip-page .ip-form-section{padding:64px 0}
.ip-page .ip-list{grid-template-columns:repeat(2,minmax(0,1fr));gap:14px}
.ip-page .ip-card{padding:36px 36px 32px}
.ip-page .ip-send{flex-direction:row;align-items:center;gap:20px}
.ip-page .ip-send .ip-submit{width:auto;flex:none}
.ip-page .ip-confirmation .ip-submit{width:auto}
.ip-page .ip-footer-inner{flex-direction:row;flex-wrap:wrap;align-items:center;column-gap:32px}
.ip-page .ip-footer-text{flex:1 1 20rem}
}
@container ip-page (min-width:880px){
.ip-page .ip-header{padding:32px 0 88px}
.ip-page .ip-brand-row{margin-bottom:48px}
.ip-page .ip-hero{grid-template-columns:minmax(0,1.05fr) minmax(0,1fr);gap:56px}
.ip-page .ip-hero-text-only{grid-template-columns:minmax(0,1fr)}
.ip-page .ip-hero-text-only .ip-hero-text{max-width:48rem}
.ip-page .ip-hero-media{max-width:none}
.ip-page .ip-itens,.ip-page .ip-more,.ip-page .ip-form-section{padding:88px 0}
.ip-page .ip-list{grid-template-columns:repeat(3,minmax(0,1fr))}
.ip-page .ip-description{font-size:1.125rem}
}
@container ip-page (min-width:1200px){
.ip-page .ip-wrap{padding-inline:40px}
.ip-page .ip-header{padding-bottom:112px}
.ip-page .ip-hero{gap:80px}
.ip-page .ip-short{font-size:1.1875rem}
}
`;

const motion = `
@keyframes ip-spin{to{transform:rotate(360deg)}}
@keyframes ip-rise{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:no-preference){.ip-page .ip-confirmation{animation:ip-rise .4s cubic-bezier(.2,.7,.3,1) both}}
@media (prefers-reduced-motion:reduce){
.ip-page *,.ip-page *::before,.ip-page *::after{transition:none!important;animation:none!important}
.ip-page a:hover,.ip-page button:hover{transform:none!important}
}
`;

export const infoproductPageCss = [base, header, sections, wide, motion]
  .map((part) => part.trim())
  .join('\n');
