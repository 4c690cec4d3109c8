/**
 * The visitor pages' cookie notice as it first shows (the shell's `CookieNotice`): its copy and inline
 * styles, shared with the short link's first paint (mf-public/src/first-paint), which pictures it before
 * any JavaScript ran.
 */
export const cookieNoticeCopy = {
  label: 'Preferências de cookies',
  text: 'Usamos cookies para o site funcionar e medir acessos.',
  policy: 'Política de privacidade',
  preferences: 'Preferências',
  rejectAll: 'Rejeitar todos',
  acceptAll: 'Aceitar todos',
} as const;

export const cookieNoticeStyles = {
  bar: {
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
  },
  text: { margin: '0 0 8px' },
  policy: { color: 'var(--atalho-brand-700)' },
  buttons: { display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' },
  compact: { minHeight: 36, padding: '0 12px', fontSize: 14 },
} as const;
