import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import {
  ACCEPT_ALL,
  type ConsentPreferences,
  DEFAULT_PREFERENCES,
  type OptionalCategory,
  REJECT_ALL,
  readConsent,
  saveConsent,
} from '../consent/consent';

const OPTIONAL: { key: OptionalCategory; label: string }[] = [
  { key: 'analytics', label: 'Análise' },
  { key: 'advertising', label: 'Publicidade' },
  { key: 'research', label: 'Pesquisa' },
];

const barStyle = {
  position: 'fixed',
  left: 12,
  right: 12,
  bottom: 12,
  width: 'auto',
  zIndex: 50,
  maxWidth: 720,
  margin: '0 auto',
  padding: 12,
  fontSize: 14,
} as const;

const compact = { minHeight: 36, padding: '0 12px', fontSize: 14 } as const;

/**
 * Publishes the space the notice takes at the bottom of the screen as `--atalho-cookie-notice-space`, so a
 * visitor view that pins something to the bottom (the redirect screen's promotion) can sit above it.
 */
function usePublishedSpace(notice: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = notice.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const publish = () => {
      root.style.setProperty('--atalho-cookie-notice-space', `${element.offsetHeight + barStyle.bottom}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--atalho-cookie-notice-space');
    };
  }, [notice, shown]);
}

/** The cookie banner for visitor pages, in plain CSS (the panel's banner needs Chakra). */
export function CookieNotice() {
  const [decided, setDecided] = useState(() => readConsent() !== null);
  const [managing, setManaging] = useState(false);
  const [preferences, setPreferences] = useState<ConsentPreferences>(DEFAULT_PREFERENCES);
  const notice = useRef<HTMLElement>(null);
  usePublishedSpace(notice, !decided);
  if (decided) return null;

  const choose = (chosen: ConsentPreferences) => {
    saveConsent(chosen);
    setDecided(true);
  };

  return (
    <section ref={notice} className="atalho-card" aria-label="Preferências de cookies" style={barStyle}>
      <p style={{ margin: '0 0 8px' }}>
        Usamos cookies para o site funcionar e medir acessos.{' '}
        <a href="/privacy-policy" style={{ color: 'var(--atalho-brand-700)' }}>
          Política de privacidade
        </a>
      </p>
      {managing && (
        <fieldset
          style={{ border: 0, padding: 0, margin: '0 0 12px', display: 'flex', gap: 16, flexWrap: 'wrap' }}
        >
          <legend className="atalho-muted" style={{ marginBottom: 8 }}>
            Necessários: sempre ativos
          </legend>
          {OPTIONAL.map(({ key, label }) => (
            <label key={key} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={preferences[key]}
                onChange={(event) =>
                  setPreferences((previous) => ({ ...previous, [key]: event.target.checked }))
                }
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {managing ? (
          <button type="button" className="atalho-button" style={compact} onClick={() => choose(preferences)}>
            Salvar preferências
          </button>
        ) : (
          <button
            type="button"
            className="atalho-button atalho-button--ghost"
            style={compact}
            onClick={() => setManaging(true)}
          >
            Preferências
          </button>
        )}
        <button
          type="button"
          className="atalho-button atalho-button--ghost"
          style={compact}
          onClick={() => choose(REJECT_ALL)}
        >
          Rejeitar todos
        </button>
        <button type="button" className="atalho-button" style={compact} onClick={() => choose(ACCEPT_ALL)}>
          Aceitar todos
        </button>
      </div>
    </section>
  );
}
