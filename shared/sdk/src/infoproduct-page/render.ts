import type { InfoproductView } from '@atalho/sdk/schemas';
import type { LeadDelivery } from '@atalho/sdk/schemas/infoproducts';
import { escapeHtml, safeUrl } from '../bio-page/escape';
import { colorVariables } from './colors';
import { infoproductPageCopy as copy, leadErrorText } from './copy';
import { infoproductPageCss } from './css';
import { fieldName } from './rules';

/**
 * What the form section shows: the form (refilled, with the server's errors after a no-JavaScript POST; keys
 * `email` or `field.{id}`, values message keys) or the confirmation after a lead was taken.
 */
export type InfoproductPageState =
  | { kind: 'form'; values?: Record<string, string>; errors?: Record<string, string> }
  | { kind: 'sent'; email: string; delivery: LeadDelivery | null };

export interface InfoproductPageOptions {
  /** Where the form posts (the lead POST, which answers an HTML form with this page). */
  formAction: string;
  state?: InfoproductPageState;
}

type Field = InfoproductView['formFields'][number];
type SentState = Extract<InfoproductPageState, { kind: 'sent' }>;

const CHECK =
  '<svg class="ip-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>';
const DONE =
  '<svg class="ip-done" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><circle cx="24" cy="24" r="22" fill="currentColor" opacity=".14"/><path d="m15 24.5 6 6 12-13" fill="none" stroke="currentColor" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/></svg>';

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** Text whose line breaks the stylesheet keeps (`white-space: pre-line`). */
const paragraph = (className: string, text: string) =>
  text ? `<p class="${className}">${escapeHtml(text)}</p>` : '';

function image(src: string | null, className: string, alt: string, more = ''): string {
  const href = safeUrl(src);
  return href
    ? `<img class="${className}" src="${escapeHtml(href)}" alt="${escapeHtml(alt)}" decoding="async"${more}>`
    : '';
}

function header(view: InfoproductView): string {
  const title = trimmed(view.title);
  const brand = image(view.brandImage, 'ip-brand', '', ' height="40"');
  const product = image(
    view.productImage,
    'ip-product',
    copy.productImage(title),
    ' width="900" height="500" fetchpriority="high"',
  );
  return (
    '<header id="header-section" class="ip-header"><div class="ip-wrap">' +
    (brand ? `<div class="ip-brand-row">${brand}</div>` : '') +
    `<div class="ip-hero${product ? '' : ' ip-hero-text-only'}"><div class="ip-hero-text">` +
    (title ? `<h1 class="ip-title">${escapeHtml(title)}</h1>` : '') +
    paragraph('ip-subtitle', trimmed(view.subtitle)) +
    paragraph('ip-short', trimmed(view.shortDescription)) +
    `<a class="ip-action" href="#form-section">${escapeHtml(copy.action)}</a></div>` +
    (product ? `<div class="ip-hero-media">${product}</div>` : '') +
    '</div></div></header>'
  );
}

function itens(view: InfoproductView): string {
  const title = trimmed(view.itensTitle);
  const list = view.itens.map(trimmed).filter(Boolean);
  if (!title && list.length === 0) return '';
  const items = list.map((item) => `<li class="ip-item">${CHECK}<span>${escapeHtml(item)}</span></li>`);
  return (
    `<section id="itens-section" class="ip-itens"${title ? ' aria-labelledby="ip-itens-title"' : ''}><div class="ip-wrap">` +
    (title ? `<h2 id="ip-itens-title" class="ip-h2">${escapeHtml(title)}</h2>` : '') +
    (items.length ? `<ul class="ip-list">${items.join('')}</ul>` : '') +
    '</div></section>'
  );
}

function more(view: InfoproductView): string {
  const description = trimmed(view.description);
  if (!description) return '';
  return `<section id="more-section" class="ip-more" aria-label="${escapeHtml(copy.more)}"><div class="ip-wrap">${paragraph('ip-description', description)}</div></section>`;
}

/** Attributes tying an input to its error, when it has one. */
function invalid(id: string, error: string | undefined): string {
  return error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
}

function errorSlot(id: string, error: string | undefined, field?: Field): string {
  return `<p class="ip-error" id="${id}-error" data-ip-error${error ? '' : ' hidden'}>${error ? escapeHtml(leadErrorText(error, field)) : ''}</p>`;
}

function label(id: string, text: string, required: boolean): string {
  const optional = required ? '' : ` <span class="ip-optional">${escapeHtml(copy.optional)}</span>`;
  return `<label class="ip-label" for="${id}">${escapeHtml(text)}${optional}</label>`;
}

function customField(field: Field, value: string, error: string | undefined): string {
  const id = `ip-field-${field.id}`;
  const name = fieldName(field.id);
  const common = `id="${id}" class="ip-input" name="${escapeHtml(name)}"${invalid(id, error)}`;
  if (field.type === 'SELECT_FIELD') {
    const known = field.options.some((option) => option.value === value);
    const options = field.options
      .map((option) => {
        const selected = known && option.value === value ? ' selected' : '';
        return `<option value="${escapeHtml(option.value)}"${selected}>${escapeHtml(option.value)}</option>`;
      })
      .join('');
    return (
      `<div class="ip-field" data-ip-field="${escapeHtml(name)}">${label(id, field.name, true)}` +
      `<div class="ip-select-wrap"><select ${common} required><option value=""${known ? '' : ' selected'}>${escapeHtml(copy.choose)}</option>${options}</select></div>` +
      `${errorSlot(id, error, field)}</div>`
    );
  }
  const numeric = field.inputType === 'NUMERIC' ? ' inputmode="numeric" pattern="[0-9]*"' : '';
  return (
    `<div class="ip-field" data-ip-field="${escapeHtml(name)}">${label(id, field.name, field.required)}` +
    `<input ${common} type="text" value="${escapeHtml(value)}"${numeric}${field.required ? ' required' : ''}>` +
    `${errorSlot(id, error, field)}</div>`
  );
}

function form(
  view: InfoproductView,
  formAction: string,
  state: Extract<InfoproductPageState, { kind: 'form' }>,
): string {
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const email = errors.email;
  return (
    `<form class="ip-form" method="post" action="${escapeHtml(formAction)}" data-ip-form>` +
    `<input type="hidden" name="infoproduct.id" value="${escapeHtml(String(view.id))}">` +
    `<div class="ip-field" data-ip-field="email">${label('ip-email', copy.email, true)}` +
    `<input id="ip-email" class="ip-input" type="email" name="email" value="${escapeHtml(values.email ?? '')}" required autocomplete="email" inputmode="email" autocapitalize="off" spellcheck="false" placeholder="${escapeHtml(copy.emailPlaceholder)}"${invalid('ip-email', email)}>` +
    `${errorSlot('ip-email', email)}</div>` +
    view.formFields
      .map((field) => {
        const name = fieldName(field.id);
        return customField(field, values[name] ?? '', errors[name]);
      })
      .join('') +
    `<div class="ip-send"><button type="submit" class="ip-submit" data-ip-submit aria-describedby="ip-consent">${escapeHtml(copy.submit)}</button>` +
    `<p class="ip-consent" id="ip-consent">${escapeHtml(view.consentText)}</p></div></form>`
  );
}

const BRASILIA = 'America/Sao_Paulo';

/** `28/11/2026 às 14:30` in Brasília time, so the server's page and the island say the same. */
export function formatExpiry(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: BRASILIA, dateStyle: 'short' }).format(date);
  const time = new Intl.DateTimeFormat('pt-BR', { timeZone: BRASILIA, timeStyle: 'short' }).format(date);
  return `${day} às ${time}`;
}

/** An http(s) address, or a path on this site (the API's signed link); never `//host` or `/\\host`. */
const deliveryHref = (href: string) => safeUrl(href) ?? (/^\/(?![/\\])[^\s\\]*$/.test(href) ? href : null);

function deliveryLink(delivery: LeadDelivery): string {
  const href = deliveryHref(delivery.href);
  if (!href) return '';
  const link =
    delivery.action === 'DOWNLOAD'
      ? `<a class="ip-submit ip-deliver" href="${escapeHtml(href)}" download rel="noopener">${escapeHtml(copy.download)}</a>`
      : `<a class="ip-submit ip-deliver" href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(copy.access)}<span class="ip-visually-hidden"> ${escapeHtml(copy.newTab)}</span></a>`;
  const when = formatExpiry(delivery.expiresAt);
  return link + (when ? `<p class="ip-expiry">${escapeHtml(copy.expires(when))}</p>` : '');
}

/**
 * The confirmation that takes the form's place once a lead is taken: the server's answer to a form POST and
 * what the island swaps in after its own submission (the same markup, so both look the same). Its heading
 * takes focus (`tabindex="-1"`).
 */
export function renderLeadConfirmation(view: InfoproductView, state: SentState): string {
  const link = state.delivery ? deliveryLink(state.delivery) : '';
  return (
    `<div class="ip-confirmation" data-ip-confirmation>${DONE}` +
    `<h2 class="ip-form-title" id="ip-confirmation-title" tabindex="-1">${escapeHtml(copy.sentTitle(state.email))}</h2>` +
    `<p class="ip-form-lead">${escapeHtml(copy.sentLead(trimmed(view.title), link !== ''))}</p>` +
    link +
    `<p class="ip-note">${escapeHtml(copy.mailNote)}</p></div>`
  );
}

function formSection(view: InfoproductView, options: InfoproductPageOptions): string {
  const state = options.state ?? { kind: 'form' };
  const body =
    state.kind === 'sent'
      ? renderLeadConfirmation(view, state)
      : `<h2 class="ip-form-title" id="ip-form-title">${escapeHtml(copy.formTitle(trimmed(view.title)))}</h2>` +
        `<p class="ip-form-lead">${escapeHtml(copy.formLead)}</p>${form(view, options.formAction, state)}`;
  const labelled = state.kind === 'sent' ? 'ip-confirmation-title' : 'ip-form-title';
  return `<section id="form-section" class="ip-form-section" aria-labelledby="${labelled}"><div class="ip-wrap"><div class="ip-card" data-ip-card>${body}</div></div></section>`;
}

function footer(view: InfoproductView): string {
  if (!view.footer) return '';
  const brand = image(view.footer.brandImage, 'ip-footer-brand', '', ' height="48" loading="lazy"');
  const links = view.footer.links.flatMap((link) => {
    const href = safeUrl(link.href);
    const name = trimmed(link.name);
    return href && name
      ? [
          `<li><a class="ip-footer-link" href="${escapeHtml(href)}" rel="noopener">${escapeHtml(name)}</a></li>`,
        ]
      : [];
  });
  return (
    '<footer id="footer-section" class="ip-footer"><div class="ip-wrap ip-footer-inner">' +
    brand +
    paragraph('ip-footer-text', trimmed(view.footer.text)) +
    (links.length
      ? `<nav aria-label="${escapeHtml(copy.footerLinks)}"><ul class="ip-footer-links">${links.join('')}</ul></nav>`
      : '') +
    '</div></footer>'
  );
}

/**
 * The public lead page (`/{subdomain}`, spec 000 §2) and the editor's previews, from one function: one
 * element and one stylesheet scoped to `.ip-page`, laid out by the width of that element (container queries),
 * so a 600 px preview box looks like a 600 px screen. A real form that posts without JavaScript; every text
 * escaped, only http(s) addresses in `src` and `href`, colours checked and passed as custom properties.
 */
export function renderInfoproductPage(
  view: InfoproductView,
  options: InfoproductPageOptions,
): { css: string; html: string } {
  const html =
    `<div class="ip-page" style="${escapeHtml(colorVariables(view.style))}" data-ip-page="${escapeHtml(String(view.id))}">` +
    header(view) +
    `<main class="ip-main">${itens(view)}${more(view)}${formSection(view, options)}</main>` +
    footer(view) +
    '</div>';
  return { css: infoproductPageCss, html };
}
