import {
  ACCEPT_ALL,
  type ConsentPreferences,
  DEFAULT_PREFERENCES,
  type OptionalCategory,
  REJECT_ALL,
  readConsent,
  saveConsent,
} from '../consent/consent';
import { removeNoticePicture } from '../federation/remove-first-paint';
import { button, element } from './dom';

const OPTIONAL: { key: OptionalCategory; label: string }[] = [
  { key: 'analytics', label: 'Análise' },
  { key: 'advertising', label: 'Publicidade' },
  { key: 'research', label: 'Pesquisa' },
];

const BOTTOM = 12;
const SPACE_PROPERTY = '--atalho-cookie-notice-space';

const barStyle = {
  position: 'fixed',
  left: `${BOTTOM}px`,
  right: `${BOTTOM}px`,
  bottom: `${BOTTOM}px`,
  width: 'auto',
  zIndex: '50',
  maxWidth: '720px',
  margin: '0 auto',
  padding: '12px',
  fontSize: '14px',
};

const compact = { minHeight: '36px', padding: '0 12px', fontSize: '14px' };

/**
 * Publishes the space the notice takes at the bottom of the screen as `--atalho-cookie-notice-space`, so a
 * visitor view that pins something to the bottom (the redirect screen's promotion) can sit above it.
 * Returns the function that stops publishing and clears it.
 */
function publishSpace(notice: HTMLElement): () => void {
  const root = document.documentElement;
  const publish = () => root.style.setProperty(SPACE_PROPERTY, `${notice.offsetHeight + BOTTOM}px`);
  publish();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
  observer?.observe(notice);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(SPACE_PROPERTY);
  };
}

/**
 * The cookie banner for visitor pages, in plain DOM and CSS (the panel's banner needs Chakra): appended to
 * `parent` unless the visitor already chose, removed once they do.
 */
export function showCookieNotice(parent: HTMLElement = document.body): void {
  // The server's picture of the notice (on a short link's page) gives way to the real one, or to nothing.
  removeNoticePicture();
  if (readConsent() !== null) return;
  const notice = cookieNotice((chosen) => {
    saveConsent(chosen);
    stopPublishing();
    notice.remove();
  });
  parent.append(notice);
  const stopPublishing = publishSpace(notice);
}

/**
 * The notice itself, calling `choose` with what the visitor chose; also drawn at build time for the short
 * links' first paint (notice-picture.ts), so the page shows it before any script has run.
 */
export function cookieNotice(choose: (chosen: ConsentPreferences) => void): HTMLElement {
  const preferences: ConsentPreferences = { ...DEFAULT_PREFERENCES };

  const link = element('a', { text: 'Política de privacidade', style: { color: 'var(--atalho-brand-700)' } });
  link.href = '/privacy-policy';
  const text = element(
    'p',
    { style: { margin: '0 0 8px' } },
    document.createTextNode('Usamos cookies para o site funcionar e medir acessos. '),
    link,
  );

  const ghost = 'atalho-button atalho-button--ghost';
  const buttons = element('div', {
    style: { display: 'flex', gap: '8px', flexWrap: 'wrap', justifyContent: 'flex-end' },
  });
  const manage = () => {
    const boxes = OPTIONAL.map(({ key, label }) => {
      const box = element('input', { attributes: { type: 'checkbox' } });
      box.checked = preferences[key];
      box.addEventListener('change', () => {
        preferences[key] = box.checked;
      });
      return element(
        'label',
        { style: { display: 'inline-flex', gap: '6px', alignItems: 'center' } },
        box,
        document.createTextNode(label),
      );
    });
    const fieldset = element(
      'fieldset',
      {
        style: {
          border: '0',
          padding: '0',
          margin: '0 0 12px',
          display: 'flex',
          gap: '16px',
          flexWrap: 'wrap',
        },
      },
      element('legend', {
        className: 'atalho-muted',
        style: { marginBottom: '8px' },
        text: 'Necessários: sempre ativos',
      }),
      ...boxes,
    );
    buttons.before(fieldset);
    preferencesButton.replaceWith(
      button('Salvar preferências', 'atalho-button', () => choose({ ...preferences }), compact),
    );
  };
  const preferencesButton = button('Preferências', ghost, manage, compact);
  buttons.append(
    preferencesButton,
    button('Rejeitar todos', ghost, () => choose(REJECT_ALL), compact),
    button('Aceitar todos', 'atalho-button', () => choose(ACCEPT_ALL), compact),
  );

  return element(
    'section',
    { className: 'atalho-card', style: barStyle, attributes: { 'aria-label': 'Preferências de cookies' } },
    text,
    buttons,
  );
}
