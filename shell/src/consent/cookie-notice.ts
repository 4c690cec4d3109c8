import { removeNoticePicture } from '../federation/remove-first-paint';
import { button, element } from '../visitor/dom';
import {
  ACCEPT_ALL,
  type ConsentPreferences,
  DEFAULT_PREFERENCES,
  type OptionalCategory,
  REJECT_ALL,
  readConsent,
  saveConsent,
} from './consent';
import { watchModalDialogs } from './modal-watch';
import { applyNoticeStyles } from './notice-css';

const OPTIONAL: { key: OptionalCategory; label: string }[] = [
  { key: 'analytics', label: 'Análise' },
  { key: 'advertising', label: 'Publicidade' },
  { key: 'research', label: 'Pesquisa' },
];

const NOTICE_CLASS = 'atalho-cookie';
const BUTTON = 'atalho-cookie__button';
const BOTTOM = 12;
const SPACE_PROPERTY = '--atalho-cookie-notice-space';

/**
 * Publishes the space the notice takes at the bottom of the screen as `--atalho-cookie-notice-space`, so a
 * visitor view that pins something to the bottom (the redirect screen's promotion) can sit above it; none
 * while the notice is hidden. Returns `publish` (again) and `stop`, which stops publishing and clears it.
 */
function publishSpace(notice: HTMLElement): { publish(): void; stop(): void } {
  const root = document.documentElement;
  const publish = () =>
    root.style.setProperty(SPACE_PROPERTY, notice.hidden ? '0px' : `${notice.offsetHeight + BOTTOM}px`);
  publish();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
  observer?.observe(notice);
  return {
    publish,
    stop: () => {
      observer?.disconnect();
      root.style.removeProperty(SPACE_PROPERTY);
    },
  };
}

/**
 * The cookie banner of every page (spec 000 §2), in plain DOM and CSS so that the pages without React or
 * Chakra (short links, the light public pages) and the app show the one same notice: appended to `parent`
 * unless the visitor already chose, removed once they do. It steps aside while a modal dialog is open (the
 * terms a new user accepts first, any remote's dialog) and comes back when the last one closes.
 */
export function showCookieNotice(parent: HTMLElement = document.body): void {
  // The server's picture of the notice (on a short link's page) gives way to the real one, or to nothing.
  removeNoticePicture();
  if (readConsent() !== null || document.querySelector(`.${NOTICE_CLASS}`)) return;
  applyNoticeStyles();
  const notice = cookieNotice((chosen) => {
    saveConsent(chosen);
    stopWatching();
    space.stop();
    notice.remove();
  });
  parent.append(notice);
  const space = publishSpace(notice);
  const stopWatching = watchModalDialogs((modalOpen) => {
    notice.hidden = modalOpen;
    space.publish();
  });
}

/**
 * The notice itself, calling `choose` with what the visitor chose; also drawn at build time for the short
 * links' first paint (notice-picture.ts), so the page shows it before any script has run.
 */
export function cookieNotice(choose: (chosen: ConsentPreferences) => void): HTMLElement {
  const preferences: ConsentPreferences = { ...DEFAULT_PREFERENCES };

  const link = element('a', { className: 'atalho-cookie__link', text: 'Política de privacidade' });
  link.href = '/privacy-policy';
  const text = element(
    'p',
    { className: 'atalho-cookie__text' },
    document.createTextNode(
      'Usamos cookies para o site funcionar e medir acessos. Você escolhe o que aceita. ',
    ),
    link,
  );

  const actions = element('div', { className: 'atalho-cookie__actions' });
  const manage = () => {
    const boxes = OPTIONAL.map(({ key, label }) => {
      const box = element('input', { attributes: { type: 'checkbox' } });
      box.checked = preferences[key];
      box.addEventListener('change', () => {
        preferences[key] = box.checked;
      });
      return element('label', { className: 'atalho-cookie__choice' }, box, document.createTextNode(label));
    });
    const choices = element(
      'fieldset',
      { className: 'atalho-cookie__choices' },
      element('legend', { className: 'atalho-cookie__legend', text: 'Necessários: sempre ativos' }),
      ...boxes,
    );
    actions.before(choices);
    preferencesButton.replaceWith(button('Salvar preferências', BUTTON, () => choose({ ...preferences })));
  };
  const preferencesButton = button('Preferências', `${BUTTON} ${BUTTON}--ghost`, manage);
  actions.append(
    preferencesButton,
    button('Rejeitar todos', `${BUTTON} ${BUTTON}--outline`, () => choose(REJECT_ALL)),
    button('Aceitar todos', BUTTON, () => choose(ACCEPT_ALL)),
  );

  return element(
    'section',
    { className: NOTICE_CLASS, attributes: { 'aria-label': 'Preferências de cookies' } },
    text,
    actions,
  );
}
