import { MenuIcon } from '@atalho/ui/icons';
import { PublicBar } from '@atalho/ui/light';
import { signInWithGoogle } from '@atalho/ui/sign-in';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../i18n';
import './home-header.css';

const ANCHORS = [
  { href: '/#sec-1', label: () => t('navShorten') },
  { href: '/#sec-3', label: () => t('navPlans') },
  { href: '/#sec-2', label: () => t('navBio') },
];

const login = () => signInWithGoogle('/painel/links/shortened');

/** The phone's menu: a disclosure that closes on Escape (focus back on its button), outside clicks and a choice. */
function PhoneMenu() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="home-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="pub-round home-menu-toggle"
        aria-label={t('navMenu')}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon size={20} />
      </button>
      {open ? (
        <ul id={`${id}-menu`} className="home-menu-list">
          {ANCHORS.map((anchor) => (
            <li key={anchor.href}>
              <a href={anchor.href} onClick={() => setOpen(false)}>
                {anchor.label()}
              </a>
            </li>
          ))}
          <li className="home-menu-login">
            <button type="button" onClick={login}>
              {t('login')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

/** The home page's sticky top bar: the sections' anchors and "Entrar"; a menu on phones. */
export function HomeHeader() {
  return (
    <PublicBar>
      <nav className="home-nav" aria-label="Seções">
        {ANCHORS.map((anchor) => (
          <a key={anchor.href} className="pub-button pub-button--ghost" href={anchor.href}>
            {anchor.label()}
          </a>
        ))}
        <button type="button" className="pub-button home-login" onClick={login}>
          {t('login')}
        </button>
      </nav>
      <PhoneMenu />
    </PublicBar>
  );
}
