/**
 * What /api-doc sends: a page in the product's look whose one script (a module, no inline script: CSP) loads
 * Scalar's renderer and points it at /api-doc/json, in Portuguese, with curl and JavaScript samples. The
 * colours and fonts are the product's (shared/ui/src/theme/tokens.ts), written out here as the server's other
 * pages do.
 */

export const PAGE_TITLE = 'Referência da API — Atalho';

const brand = { 50: '#e7faf6', 200: '#8fe3d1', 600: '#0a7c6b', 700: '#0b6358', 900: '#0d403b' };
const neutral = {
  0: '#ffffff',
  50: '#f7f8f9',
  100: '#eef0f2',
  200: '#dde1e5',
  600: '#56606b',
  700: '#414952',
  900: '#1a1e23',
};
const fontBody =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const fontMono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
const HEADER_HEIGHT = '56px';

/**
 * Scalar's theme variables, appended after its own theme (`customCss`). Method and status colours are darkened
 * from Scalar's defaults to keep 4.5:1 on white. The last rules fix what axe finds in the renderer: the sidebar's
 * group toggles and the "more clients" button were under 24 px, and boxes that scrolled with nothing in them to
 * focus (a tag's operation list, whose entries are links without an address; a response's clamped description):
 * they now grow or wrap instead. And at 360 px nothing scrolls sideways: an operation's badges wrap, the phone
 * header's long title is cut with an ellipsis, and the heading's link button (hidden until focused) is clipped.
 */
const rendererCss = `:root{--scalar-font:${fontBody};--scalar-font-code:${fontMono};--scalar-radius:6px;
--scalar-radius-lg:10px;--scalar-radius-xl:14px;--scalar-custom-header-height:${HEADER_HEIGHT}}
.light-mode{color-scheme:light;--scalar-color-1:${neutral[900]};--scalar-color-2:${neutral[700]};
--scalar-color-3:${neutral[600]};--scalar-color-accent:${brand[600]};--scalar-background-1:${neutral[0]};
--scalar-background-2:${neutral[50]};--scalar-background-3:${neutral[100]};--scalar-background-accent:${brand[50]};
--scalar-border-color:${neutral[200]};--scalar-button-1:${brand[600]};--scalar-button-1-hover:${brand[700]};
--scalar-button-1-color:#fff;--scalar-color-green:#047857;--scalar-color-red:#b91c1c;--scalar-color-yellow:#8a5a00;
--scalar-color-blue:#1d4ed8;--scalar-color-orange:#b45309;--scalar-color-purple:#6d28d9;--scalar-color-query:#0f766e}
.light-mode .t-doc__sidebar{--scalar-sidebar-background-1:${neutral[50]};--scalar-sidebar-color-1:${neutral[900]};
--scalar-sidebar-color-2:${neutral[700]};--scalar-sidebar-color-active:${brand[700]};
--scalar-sidebar-item-active-background:${brand[50]};--scalar-sidebar-item-hover-background:${neutral[100]};
--scalar-sidebar-border-color:${neutral[200]};--scalar-sidebar-search-color:${neutral[600]}}
.scalar-app .group\\/group-button>button{padding:4px}
.scalar-app .client-libraries__select{min-width:24px}
.scalar-app .endpoints-card .custom-scroll{max-height:none}
.scalar-app .endpoints-card .endpoint-path{white-space:normal;overflow-wrap:anywhere}
.scalar-app .response-card-footer .response-description-markdown{max-height:none}
.scalar-app .operation-auth{flex-wrap:wrap}
.scalar-app .t-doc__header header>span{min-width:0;overflow:hidden;text-overflow:ellipsis}
.scalar-app .section{overflow-x:clip}`;

/** Code samples a Brazilian developer reaches for first: curl, and fetch in the browser or Node. */
const hiddenClients = {
  c: true,
  clojure: true,
  csharp: true,
  dart: true,
  fsharp: true,
  go: true,
  http: true,
  java: true,
  julia: true,
  kotlin: true,
  node: true,
  objc: true,
  ocaml: true,
  php: true,
  powershell: true,
  python: true,
  r: true,
  ruby: true,
  rust: true,
  swift: true,
  shell: ['httpie', 'wget'],
  js: ['axios', 'jquery', 'ofetch', 'xhr'],
};

/**
 * Scalar's configuration (its documented `createApiReference` options). Nothing reaches another origin: no
 * default fonts (fonts.scalar.com), no telemetry, no agent or MCP, no developer toolbar. The request client
 * is left out: the reference documents, the samples are copied into a terminal or code (and its bundle,
 * the largest of the renderer's chunks, is never fetched).
 */
export const rendererConfig = {
  url: '/api-doc/json',
  layout: 'modern',
  theme: 'default',
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
  withDefaultFonts: false,
  customCss: rendererCss,
  localization: { locale: 'pt-BR' },
  metaData: { title: PAGE_TITLE },
  hideClientButton: true,
  hideTestRequestButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: 'direct',
  modelsSectionLabel: 'Esquemas',
  hiddenClients,
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
};

/**
 * The page's one script: a module importing the renderer from this server. The renderer's copy buttons are
 * named only while focused, and in English: each gets a Portuguese name as it appears.
 */
export function rendererScript(rendererUrl: string): string {
  return `import { createApiReference } from ${JSON.stringify(rendererUrl)};

const root = document.getElementById('referencia');
new MutationObserver(() => {
  for (const button of root.querySelectorAll('button.scalar-code-copy:not([aria-label])')) {
    button.setAttribute('aria-label', 'Copiar código');
  }
}).observe(root, { childList: true, subtree: true });
createApiReference(root, ${JSON.stringify(rendererConfig)});
`;
}

const pageCss = `html{background:${neutral[0]}}
body{margin:0;font-family:${fontBody};color:${neutral[900]}}
.atl-bar{position:sticky;top:0;z-index:30;box-sizing:border-box;height:${HEADER_HEIGHT};display:flex;align-items:center;
gap:.75rem;padding:0 1rem;background:${neutral[0]};border-bottom:1px solid ${neutral[200]}}
.atl-logo{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.3125rem;letter-spacing:-.5px;
color:${neutral[900]};text-decoration:none;min-height:44px}
.atl-title{font-size:.9375rem;color:${neutral[700]};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.atl-panel{margin-left:auto;display:inline-flex;align-items:center;min-height:36px;padding:0 .875rem;border-radius:10px;
border:1px solid ${brand[200]};color:${brand[700]};font-weight:600;font-size:.875rem;text-decoration:none;white-space:nowrap}
.atl-panel:hover{background:${brand[50]}}
.atl-bar a:focus-visible{outline:3px solid ${brand[900]};outline-offset:2px}
.atl-loading{padding:3rem 1rem;text-align:center;color:${neutral[700]}}
#referencia:not(:empty)~.atl-loading{display:none}
@media (max-width:420px){.atl-title{display:none}}`;

/** The logo's symbol (shared/ui/src/visitor/logo-shape.ts); the wordmark is the link's text. */
const LOGO =
  '<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="#0a7c6b"/>' +
  '<path d="M9 23 L21 11 M13 11 H21 V19" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/></svg>';

/**
 * The HTML of /api-doc. Links target the top window: the panel shows this page in a frame. The renderer mounts
 * into an empty element (one with children it would hydrate as server-rendered); the loading line beside it
 * hides once it has.
 */
export function apiReferenceHtml(urls: { script: string; renderer: string }): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${brand[600]}">
<meta name="description" content="Referência da API do Atalho: links curtos, métricas, bio, infoprodutos e SMS.">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${PAGE_TITLE}</title>
<link rel="modulepreload" href="${urls.renderer}">
<script type="module" src="${urls.script}"></script>
<style>${pageCss}</style>
</head><body>
<header class="atl-bar">
<a class="atl-logo" href="/" target="_top" aria-label="Atalho: página inicial">${LOGO}atalho</a>
<span class="atl-title">Referência da API</span>
<a class="atl-panel" href="/painel/api-reference" target="_top">Credenciais de API</a>
</header>
<div id="referencia"></div>
<p class="atl-loading">Carregando a referência da API…</p>
<noscript><p class="atl-loading">A referência precisa de JavaScript. O documento OpenAPI está em
<a href="/api-doc/json">/api-doc/json</a>.</p></noscript>
</body></html>`;
}
