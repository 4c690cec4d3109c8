import { escapeHtml } from '../bio-page/escape';
import { optPageCopy as copy } from './copy';

export type OptDirection = 'in' | 'out';

/** Why the last try failed: wrong digits or a used code, too many tries, or no answer at all. */
export type OptPageError = 'refused' | 'tooMany' | 'failed';

/** What the page shows: the form (after a failed try, with why), the confirmation, or an unknown code. */
export type OptPageState =
  | { kind: 'form'; direction: OptDirection; code: string; business: string; error?: OptPageError }
  | { kind: 'done'; direction: OptDirection; business: string }
  | { kind: 'invalid' };

/** Where the form posts with JavaScript off: the public opt-in/opt-out POST, which answers with this page. */
export const optFormAction = (direction: OptDirection) => `/api/v1/contacts/opt-${direction}`;

const LOGO =
  '<svg class="opt-logo" viewBox="0 0 118 32" role="img" aria-label="Atalho"><rect width="32" height="32" rx="9" fill="#0a7c6b"/>' +
  '<path d="M9 23 L21 11 M13 11 H21 V19" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>' +
  '<text x="40" y="23" font-family="system-ui,-apple-system,\'Segoe UI\',Roboto,Arial,sans-serif" font-size="21" font-weight="700" letter-spacing="-0.5" fill="currentColor">atalho</text></svg>';

const fill = (text: string, business: string) => escapeHtml(text).replace('{business}', escapeHtml(business));

/** The text an error state shows. */
export function optErrorText(direction: OptDirection, error: OptPageError): string {
  if (error === 'refused') return direction === 'in' ? copy.optInRefused : copy.optOutRefused;
  return error === 'tooMany' ? copy.tooMany : copy.failed;
}

function renderForm(state: Extract<OptPageState, { kind: 'form' }>): string {
  const { direction, code, business, error } = state;
  const isIn = direction === 'in';
  const described = error ? ' aria-invalid="true" aria-describedby="opt-error"' : '';
  return (
    '<div class="opt-card">' +
    `<h1>${fill(isIn ? copy.optInTitle : copy.optOutTitle, business)}</h1>` +
    `<p class="opt-muted">${escapeHtml(isIn ? copy.optInText : copy.optOutText)}</p>` +
    `<form class="opt-form" method="post" action="${optFormAction(direction)}" data-opt-form>` +
    `<input type="hidden" name="smsOptInCode" value="${escapeHtml(code)}">` +
    '<div class="opt-field"><label for="opt-digits">' +
    escapeHtml(copy.codeLabel) +
    '</label><input id="opt-digits" class="opt-code" name="last4NumberDigits" type="text" inputmode="numeric" ' +
    `autocomplete="off" pattern="[0-9]{4}" minlength="4" maxlength="4" required autofocus${described}>` +
    `<p id="opt-error" class="opt-error" role="alert">${error ? escapeHtml(optErrorText(direction, error)) : ''}</p></div>` +
    `<button class="opt-button" type="submit">${escapeHtml(isIn ? copy.optInSubmit : copy.optOutSubmit)}</button>` +
    '<p class="opt-status opt-muted" role="status" data-opt-status></p>' +
    '</form></div>'
  );
}

function renderDone(state: Extract<OptPageState, { kind: 'done' }>): string {
  const isIn = state.direction === 'in';
  return (
    '<div class="opt-card">' +
    `<p class="opt-alert" role="status">${escapeHtml(isIn ? copy.optInSuccessNotice : copy.optOutSuccessNotice)}</p>` +
    `<h1>${fill(isIn ? copy.optInSuccess : copy.optOutSuccess, state.business)}</h1>` +
    (isIn ? `<p class="opt-muted">${escapeHtml(copy.optInSuccessText)}</p>` : '') +
    '</div>'
  );
}

function renderInvalid(): string {
  return (
    '<div class="opt-card">' +
    `<h1>${escapeHtml(copy.invalidTitle)}</h1>` +
    `<p class="opt-muted">${escapeHtml(copy.invalidText)}</p>` +
    `<a class="opt-button" href="/">${escapeHtml(copy.home)}</a>` +
    '</div>'
  );
}

/** The page's title, for the document's `<title>`. */
export function optPageTitle(state: OptPageState): string {
  if (state.kind === 'invalid') return copy.invalidTitle;
  return state.direction === 'in' ? 'Confirmar mensagens por SMS' : 'Sair da lista de SMS';
}

/**
 * `/i/{code}` and `/o/{code}` (spec 000 §2) as markup: the whole `<main>`, readable and usable with no script
 * (the form posts as HTML). The API serves it; mf-sms's island draws the next state with the same function.
 */
export function renderOptPage(state: OptPageState): string {
  const card =
    state.kind === 'form' ? renderForm(state) : state.kind === 'done' ? renderDone(state) : renderInvalid();
  return `<main class="opt-page">${LOGO}${card}</main>`;
}
