import { AtalhoLogo, applyVisitorStyles, useVisitorLink, type VisitorProps } from '@atalho/ui/visitor';
import { useInsertionEffect } from 'react';
import { t } from '../i18n';
import { hidesPromotion, readBio } from '../visitor/bio-view';
import { publicBioCss } from '../visitor/public-bio.css';

/** The public bio page at /{code} (visitor view: plain React and CSS, no Chakra, no router). */
export default function PublicBio(props: VisitorProps) {
  useInsertionEffect(() => applyVisitorStyles(), []);
  const state = useVisitorLink(props);

  return (
    <main className="atalho-page">
      <style href="mf-bio-public" precedence="default">
        {publicBioCss}
      </style>
      {state.status === 'loading' ? (
        <div className="bio" role="status" aria-busy="true" aria-label={t('publicLoading')}>
          <div className="bio__avatar bio__skeleton" />
          <div className="bio__skeleton" style={{ width: '60%', height: 28 }} />
          <div className="bio__skeleton" style={{ width: '100%', height: 44 }} />
          <div className="bio__skeleton" style={{ width: '100%', height: 44 }} />
        </div>
      ) : (
        <BioContent
          {...readBio(state.link.biography)}
          code={state.link.code}
          promotion={!hidesPromotion(state.link)}
        />
      )}
    </main>
  );
}

function BioContent({
  title,
  description,
  links,
  code,
  promotion,
}: ReturnType<typeof readBio> & { code: string; promotion: boolean }) {
  return (
    <div className="bio">
      <div className="bio__avatar" aria-hidden="true" />
      <h1 className="bio__title">{title ?? code}</h1>
      {description && <p className="bio__description atalho-muted">{description}</p>}
      <ul className="bio__links">
        {links.map((link) => (
          <li key={link.code}>
            <a className="atalho-button" href={`/${link.code}`}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
      {promotion && (
        <footer className="bio__footer">
          <AtalhoLogo height={24} />
          <a className="atalho-button atalho-button--ghost" href="/">
            {t('publicPromo')}
          </a>
        </footer>
      )}
    </div>
  );
}
