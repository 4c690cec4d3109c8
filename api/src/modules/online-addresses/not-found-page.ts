/** Seconds the not-found notice stays before the visitor is taken to the home page (spec 000 §2). */
export const NOT_FOUND_REDIRECT_SECONDS = 5;

const LOGO =
  '<span class="logo"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="9" fill="#0a7c6b"/><path d="M9 23 L21 11 M13 11 H21 V19" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/></svg>Atalho</span>\n';

/**
 * A visitor notice in the product's look: plain HTML and CSS, no script (CSP), nothing to download. `neutral`: on a
 * customer's own host, without the product's name, logo or home page (decision 033).
 */
function noticePage(title: string, text: string, refresh: string, neutral = false, extraCss = ''): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0a7c6b">
${refresh}<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${neutral ? title : `${title} — Atalho`}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f7f6;
color:#1a2421;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{box-sizing:border-box;width:min(26rem,calc(100% - 2rem));padding:2rem 1.5rem;background:#fff;
border-radius:16px;box-shadow:0 4px 24px rgba(10,60,50,.12);text-align:center}
.logo{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.25rem;color:#0a7c6b}
h1{font-size:1.375rem;margin:1.5rem 0 .5rem}
p{margin:0 0 1.5rem;line-height:1.5;color:#3d4a46}
a.button{display:inline-block;min-height:44px;box-sizing:border-box;padding:.7rem 1.5rem;border-radius:10px;
background:#0a7c6b;color:#fff;font-weight:600;text-decoration:none}
a.button:focus-visible{outline:3px solid #064d42;outline-offset:2px}
${extraCss}</style></head>
<body><main role="alert">
${neutral ? '' : LOGO}<h1>${title}</h1>
<p>${text}</p>
${neutral ? '' : '<a class="button" href="/">Ir para a página inicial</a>\n'}</main></body></html>`;
}

/**
 * `/{code}` for an unknown or inactive code: a real 404 (crawlers and link checkers see it) that still sends
 * the visitor to `/` as spec 000 §2 says, after telling them the link was not found. Plain HTML and CSS in the
 * product's colours, no script (CSP) and nothing to download, so it shows at once on any phone.
 */
export const notFoundLinkPage = noticePage(
  'Link não encontrado',
  'Este link não existe ou foi desativado. Você será levado à página inicial do Atalho em ' +
    '<span class="countdown" data-testid="countdown"></span> segundos.',
  `<meta http-equiv="refresh" content="${NOT_FOUND_REDIRECT_SECONDS};url=/">\n`,
  false,
  countdownCss(NOT_FOUND_REDIRECT_SECONDS),
);

/**
 * The seconds left, counted down without a script (the page has none, CSP): a registered integer property
 * animated in whole steps and shown through a CSS counter. A browser without `@property` shows the start.
 */
function countdownCss(seconds: number): string {
  return (
    `@property --seconds{syntax:'<integer>';initial-value:${seconds};inherits:false}\n` +
    `.countdown{--seconds:${seconds};counter-reset:seconds var(--seconds);` +
    `animation:countdown ${seconds}s steps(${seconds},end) forwards;font-variant-numeric:tabular-nums}\n` +
    `.countdown::after{content:counter(seconds)}\n` +
    `@keyframes countdown{from{--seconds:${seconds}}to{--seconds:0}}\n`
  );
}

/**
 * `/{code}` (429) for an address that asked for too many unknown codes (code-misses.ts): no refresh, which would
 * only spend more of its budget; the answer carries Retry-After.
 */
export const tooManyCodesPage = noticePage(
  'Muitas tentativas',
  'Muitos links não encontrados em pouco tempo. Aguarde um instante e tente de novo.',
  '',
);

/** `/{code}` (404) on a customer's host for a code that is not one of theirs, or on a host that does not serve. */
export const customHostNotFoundPage = noticePage(
  'Link não encontrado',
  'Este link não existe ou foi desativado.',
  '',
  true,
);

/** `/` on a customer's host whose owner set no banner link: a neutral page, never the product's marketing. */
export const customHostHomePage = noticePage(
  'Links curtos',
  'Este endereço abre links curtos. Confira se o link que você recebeu está completo.',
  '',
  true,
);
