/**
 * The bio page's stylesheet: every selector under `.bio-page`, so the editor embeds the preview in the panel
 * without either leaking into the other. Colours and the font come from custom properties the root carries
 * (render.ts); the classes on the root pick the layout (structure), the shape (corners; outlined or filled)
 * and the shadow. Phones first: a 360 px screen never scrolls sideways and every tap target is at least 44 px.
 */
const base = `
.bio-page{--bio-system:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;--bio-bold:700;--bio-radius:16px;
--bio-box:16px;--bio-border:2px;--bio-fill:var(--bio-section);--bio-ink:var(--bio-section-text);--bio-shadow:none;
--bio-shadow-up:var(--bio-shadow);--bio-column:560px;--bio-soft:rgba(127,127,127,.14);
position:relative;box-sizing:border-box;min-height:100vh;min-height:100dvh;margin:0;padding:0 0 40px;
background:var(--bio-bg);color:var(--bio-desc);font-family:var(--bio-text-font);font-size:16px;line-height:1.5;
overflow-x:hidden;overflow-wrap:anywhere;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%}
.bio-page *,.bio-page *::before,.bio-page *::after{box-sizing:border-box}
.bio-page [hidden]{display:none!important}
.bio-page img{display:block;max-width:100%}
.bio-page a{color:inherit;text-decoration:none;-webkit-tap-highlight-color:transparent}
.bio-page :focus-visible{outline:3px solid var(--bio-title);outline-offset:3px}
.bio-page.bio-font-display{--bio-bold:400}
.bio-page .bio-icon{width:24px;height:24px;flex:none}
.bio-page .bio-profile,.bio-page .bio-social,.bio-page .bio-sections,.bio-page .bio-footer{
width:min(100% - 32px,var(--bio-column));margin-inline:auto}
.bio-page .bio-cover{position:relative;height:152px;overflow:hidden;background:var(--bio-header)}
.bio-page .bio-cover-empty{background:radial-gradient(120% 90% at 12% 0%,rgba(255,255,255,.24),transparent 55%),
radial-gradient(90% 120% at 100% 100%,rgba(0,0,0,.2),transparent 60%),var(--bio-header)}
.bio-page .bio-cover-img{width:100%;height:100%;object-fit:cover}
.bio-page .bio-profile{position:relative;display:flex;flex-direction:column;align-items:center;text-align:center}
.bio-page .bio-avatar{display:grid;place-items:center;flex:none;width:112px;height:112px;margin-top:-56px;
border-radius:50%;overflow:hidden;background:var(--bio-header);border:4px solid var(--bio-bg);
box-shadow:0 6px 20px -8px rgba(0,0,0,.35)}
.bio-page .bio-avatar-img{width:100%;height:100%;object-fit:cover}
.bio-page .bio-avatar-initial{display:grid;place-items:center;width:100%;height:100%;background:var(--bio-section);
color:var(--bio-section-text);font:var(--bio-bold) 44px/1 var(--bio-font)}
.bio-page .bio-intro{margin-top:14px}
.bio-page .bio-name{margin:0;color:var(--bio-title);font-family:var(--bio-font);font-weight:var(--bio-bold);
font-size:clamp(1.5rem,6vw,2rem);line-height:1.2;letter-spacing:-.01em}
.bio-page .bio-description{margin:8px 0 0;color:var(--bio-desc);font-size:1rem;white-space:pre-line}
.bio-page .bio-social{margin-top:16px}
.bio-page .bio-sections+.bio-social{margin-top:28px}
.bio-page .bio-social-list{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;margin:0;padding:0;list-style:none}
.bio-page .bio-social-link{display:grid;place-items:center;width:44px;height:44px;border-radius:50%;
color:var(--bio-icons);transition:transform .15s ease,background-color .15s ease}
.bio-page a.bio-social-link:hover{background:var(--bio-soft);transform:translateY(-2px)}
.bio-page .bio-sections{margin-top:28px}
.bio-page .bio-list{display:flex;flex-direction:column;gap:14px;margin:0;padding:0;list-style:none}
.bio-page .bio-item{min-width:0}
`;

/** Link cards, images, videos: one surface whose colours the shape decides. */
const sections = `
.bio-page .bio-button,.bio-page .bio-figure,.bio-page .bio-item-video{background:var(--bio-fill);color:var(--bio-ink);
border:var(--bio-border) solid var(--bio-section);box-shadow:var(--bio-shadow);
transition:transform .16s ease,box-shadow .16s ease,background-color .16s ease,color .16s ease}
.bio-page .bio-button{display:flex;align-items:center;gap:12px;min-height:60px;padding:10px 14px;
border-radius:var(--bio-radius);font-family:var(--bio-font)}
.bio-page .bio-button-plain::before{content:"";width:22px;flex:none}
.bio-page .bio-button-text{display:flex;flex:1;min-width:0;flex-direction:column;gap:2px;text-align:center}
.bio-page .bio-button-title{font-weight:var(--bio-bold);font-size:1.0625rem;line-height:1.3}
.bio-page .bio-button-desc,.bio-page .bio-caption-desc{font-family:var(--bio-text-font);font-size:.875rem;line-height:1.4}
.bio-page .bio-arrow{width:20px;height:20px;flex:none;margin-right:2px;opacity:.7}
.bio-page .bio-thumb{width:44px;height:44px;flex:none;object-fit:cover;border-radius:min(var(--bio-box),12px)}
.bio-page .bio-glyph{display:grid;place-items:center;width:44px;height:44px;flex:none;border-radius:50%;
background:rgba(127,127,127,.18);background:color-mix(in srgb,currentColor 15%,transparent)}
.bio-page .bio-figure{display:block;overflow:hidden;border-radius:var(--bio-box)}
.bio-page .bio-media{display:block;position:relative;overflow:hidden;background:var(--bio-soft)}
.bio-page .bio-ratio-original .bio-image{width:100%;height:auto}
.bio-page .bio-ratio-1-1{aspect-ratio:1}
.bio-page .bio-ratio-3-2{aspect-ratio:3/2}
.bio-page .bio-ratio-16-9{aspect-ratio:16/9}
.bio-page .bio-media:not(.bio-ratio-original) .bio-image,.bio-page .bio-video-poster .bio-image{position:absolute;
inset:0;width:100%;height:100%;object-fit:cover}
.bio-page .bio-caption{display:flex;flex-direction:column;gap:2px;padding:12px 16px 14px}
.bio-page .bio-caption-title{font-family:var(--bio-font);font-weight:var(--bio-bold);font-size:1.0625rem;line-height:1.3}
.bio-page .bio-item-video{display:flex;flex-direction:column;overflow:hidden;border-radius:var(--bio-box)}
.bio-page .bio-video-frame{display:block;position:relative;aspect-ratio:16/9;background:#000}
.bio-page .bio-video-frame iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.bio-page .bio-play{position:absolute;inset:0;display:grid;place-items:center}
.bio-page .bio-play-icon{box-sizing:content-box;width:28px;height:28px;padding:10px 18px;border-radius:14px;color:#fff;
background:rgba(15,15,15,.78);transition:background-color .16s ease}
.bio-page .bio-video-poster:hover .bio-play-icon{background:#e62117}
.bio-page .bio-video-caption{display:flex;align-items:center;gap:10px;min-height:52px;padding:10px 16px;
font-family:var(--bio-font);font-weight:var(--bio-bold);line-height:1.3}
.bio-page a.bio-button:hover,.bio-page a.bio-figure:hover{transform:translateY(-2px);box-shadow:var(--bio-shadow-up)}
.bio-page a.bio-button:active,.bio-page a.bio-figure:active{transform:scale(.985)}
`;

/** 1–3 and 5 outlined, 6–9 filled; corners square, 8 px, 16 px, pill (boxes stop at 24 px). */
const shapes = `
.bio-shape-1,.bio-shape-6{--bio-radius:0px;--bio-box:0px}
.bio-shape-2,.bio-shape-7{--bio-radius:8px;--bio-box:8px}
.bio-shape-3,.bio-shape-8{--bio-radius:18px;--bio-box:18px}
.bio-shape-5,.bio-shape-9{--bio-radius:999px;--bio-box:24px}
.bio-shape-5 .bio-button,.bio-shape-9 .bio-button{padding-inline:20px}
.bio-shape-5 .bio-button:not(.bio-button-plain),.bio-shape-9 .bio-button:not(.bio-button-plain){padding-left:8px}
.bio-shape-5 .bio-thumb,.bio-shape-9 .bio-thumb{border-radius:50%}
.bio-shape-1,.bio-shape-2,.bio-shape-3,.bio-shape-5{--bio-fill:transparent;--bio-ink:var(--bio-section)}
.bio-shape-1 a.bio-button:hover,.bio-shape-2 a.bio-button:hover,.bio-shape-3 a.bio-button:hover,
.bio-shape-5 a.bio-button:hover{background:var(--bio-section);color:var(--bio-section-text)}
`;

/** 1 flat, 2 soft, 3 hard offset in the title colour, 4 a deep glow of the section colour. */
const shadows = `
.bio-shadow-2{--bio-shadow:0 1px 2px rgba(0,0,0,.08),0 6px 18px -6px rgba(0,0,0,.22);
--bio-shadow-up:0 2px 4px rgba(0,0,0,.08),0 12px 26px -8px rgba(0,0,0,.28)}
.bio-shadow-3{--bio-shadow:4px 4px 0 var(--bio-title);--bio-shadow-up:6px 6px 0 var(--bio-title)}
.bio-shadow-3 a.bio-button:active,.bio-shadow-3 a.bio-figure:active{transform:translate(3px,3px);box-shadow:1px 1px 0 var(--bio-title)}
.bio-shadow-4{--bio-shadow:0 14px 34px -12px color-mix(in srgb,var(--bio-section) 70%,transparent);
--bio-shadow-up:0 18px 40px -10px color-mix(in srgb,var(--bio-section) 85%,transparent)}
`;

/** 1 classic: a cover band, the round picture over it, everything centred in one column. */
const layout1 = `
.bio-layout-1 .bio-cover{height:clamp(136px,30vw,200px)}
.bio-layout-1 .bio-avatar{width:120px;height:120px;margin-top:-60px}
`;

/** 2 hero: a tall full-bleed cover melting into the page, a rounded picture on it, the links on a dark panel. */
const layout2 = `
.bio-layout-2 .bio-cover{height:clamp(240px,64vw,420px)}
.bio-layout-2 .bio-cover::after{content:"";position:absolute;inset:0;
background:linear-gradient(180deg,transparent 35%,var(--bio-bg) 98%)}
.bio-layout-2 .bio-avatar{width:128px;height:128px;margin-top:-96px;border-radius:32%;border-width:3px;
box-shadow:0 16px 40px -12px rgba(0,0,0,.6)}
.bio-layout-2 .bio-name{font-size:clamp(1.75rem,7.5vw,2.5rem);letter-spacing:-.02em}
.bio-layout-2 .bio-social-link{background:var(--bio-soft)}
.bio-layout-2 .bio-sections{width:min(100% - 20px,var(--bio-column) + 32px);margin-top:28px;padding:16px;
border-radius:28px;background:var(--bio-header);box-shadow:0 24px 60px -30px rgba(0,0,0,.6)}
.bio-layout-2 .bio-list{gap:12px}
`;

/** 3 editorial: left-aligned, a framed cover, a rule under the name; two columns on a wide screen. */
const layout3 = `
.bio-layout-3{padding-top:16px}
.bio-layout-3 .bio-cover{width:min(100% - 32px,var(--bio-column));height:clamp(150px,38vw,210px);margin-inline:auto;
border-radius:var(--bio-box)}
.bio-layout-3 .bio-profile{align-items:flex-start;text-align:left}
.bio-layout-3 .bio-avatar{width:96px;height:96px;margin-top:-48px;margin-left:16px}
.bio-layout-3 .bio-intro{margin-top:16px}
.bio-layout-3 .bio-name{font-size:clamp(1.875rem,8vw,2.5rem);line-height:1.12;letter-spacing:-.015em}
.bio-layout-3 .bio-intro::after{content:"";display:block;width:56px;height:3px;margin-top:18px;background:var(--bio-title)}
.bio-layout-3 .bio-description{font-size:1.0625rem}
.bio-layout-3 .bio-social-list{justify-content:flex-start;margin-left:-10px}
.bio-layout-3 .bio-sections{margin-top:24px}
.bio-layout-3 .bio-button-text{text-align:left}
.bio-layout-3 .bio-button-plain::before{content:none}
.bio-layout-3 .bio-list{gap:12px}
.bio-layout-3 .bio-footer{align-items:flex-start}
@media (min-width:960px){
.bio-layout-3{display:grid;grid-template-columns:minmax(300px,400px) minmax(0,560px);grid-auto-rows:min-content;
column-gap:72px;justify-content:center;align-content:start;padding:64px 32px}
.bio-layout-3>*{grid-column:2;width:auto;margin-inline:0}
.bio-layout-3 .bio-header{grid-column:1;grid-row:1/span 10;position:sticky;top:48px}
.bio-layout-3 .bio-cover{width:auto}
.bio-layout-3 .bio-profile{width:auto}
.bio-layout-3>.bio-header+*{margin-top:0}
}
`;

/** 4 grid: bold tiles; a link or an image with a picture takes half a row, two side by side even on a phone. */
const layout4 = `
.bio-layout-4 .bio-cover{height:clamp(150px,36vw,220px)}
.bio-layout-4 .bio-profile{align-items:flex-start;text-align:left}
.bio-layout-4 .bio-avatar{width:104px;height:104px;margin-top:-52px;border-radius:var(--bio-box);border-width:4px;
box-shadow:var(--bio-shadow)}
.bio-layout-4 .bio-name{font-size:clamp(2rem,9vw,2.75rem);line-height:1.05;letter-spacing:-.01em}
.bio-layout-4 .bio-social-list{justify-content:flex-start;gap:8px}
.bio-layout-4 .bio-social-link{border-radius:min(var(--bio-box),14px);background:var(--bio-icons);color:var(--bio-bg)}
.bio-layout-4 .bio-list{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.bio-layout-4 .bio-item{grid-column:1/-1}
.bio-layout-4 .bio-item-tile{grid-column:auto;display:flex}
.bio-layout-4 .bio-item-tile>*{flex:1}
.bio-layout-4 .bio-button{min-height:64px;padding-inline:18px}
.bio-layout-4 .bio-button-plain::before{content:none}
.bio-layout-4 .bio-button-text{text-align:left}
.bio-layout-4 .bio-button-title{font-size:1.125rem}
.bio-layout-4 .bio-item-tile .bio-button{flex-direction:column;align-items:stretch;gap:0;padding:0;overflow:hidden;
border-radius:var(--bio-box)}
.bio-layout-4 .bio-item-tile .bio-thumb{width:100%;height:auto;aspect-ratio:1;border-radius:0}
.bio-layout-4 .bio-item-tile .bio-button-text{padding:10px 12px 12px}
.bio-layout-4 .bio-item-tile .bio-arrow{display:none}
.bio-layout-4 .bio-caption{padding:10px 12px 12px}
`;

const footer = `
.bio-page .bio-footer{display:flex;flex-direction:column;align-items:center;gap:14px;margin-top:40px}
.bio-page .bio-share{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:0 18px;border-radius:999px;
border:2px solid currentColor;background:transparent;color:var(--bio-title);font:600 .9375rem/1 var(--bio-system);
cursor:pointer}
.bio-page .bio-share .bio-icon{width:20px;height:20px}
.bio-page .bio-promo{display:inline-flex;align-items:center;gap:10px;min-height:44px;padding:8px 18px 8px 9px;
border-radius:999px;background:#fff;color:#10161a;font:600 .875rem/1.25 var(--bio-system);
box-shadow:0 1px 2px rgba(0,0,0,.12),0 8px 22px -8px rgba(0,0,0,.3);transition:transform .16s ease}
.bio-page .bio-promo .bio-icon{width:26px;height:26px;color:#0a7c6b}
.bio-page .bio-promo:hover{transform:translateY(-2px)}
`;

const motion = `
@keyframes bio-rise{from{opacity:0;transform:translateY(10px)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:no-preference){
.bio-mode-page .bio-item{animation:bio-rise .45s cubic-bezier(.2,.7,.3,1) both}
.bio-mode-page .bio-item:nth-child(2){animation-delay:40ms}
.bio-mode-page .bio-item:nth-child(3){animation-delay:80ms}
.bio-mode-page .bio-item:nth-child(4){animation-delay:120ms}
.bio-mode-page .bio-item:nth-child(n+5){animation-delay:160ms}
}
@media (prefers-reduced-motion:reduce){
.bio-page *,.bio-page *::before,.bio-page *::after{transition:none!important;animation:none!important}
.bio-page a:hover,.bio-page a:active{transform:none!important}
}
`;

/** Layout, shape and shadow rules sit on the root itself (`.bio-page.bio-layout-1`), so nothing leaks. */
const scoped = (css: string) =>
  css.replace(/(^|[\s,{}>])\.bio-(layout|shape|shadow|mode)-/g, '$1.bio-page.bio-$2-');

export const bioPageCss = [
  base,
  sections,
  shapes,
  shadows,
  layout1,
  layout2,
  layout3,
  layout4,
  footer,
  motion,
]
  .map((part) => scoped(part).trim())
  .join('\n');
