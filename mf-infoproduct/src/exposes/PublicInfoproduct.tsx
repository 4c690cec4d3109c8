import { applyVisitorStyles, useVisitorLink, type VisitorProps } from '@atalho/ui/visitor';
import { useInsertionEffect } from 'react';
import { t } from '../i18n';
import { type InfoproductView, readInfoproduct } from '../visitor/infoproduct-view';
import { publicInfoproductCss } from '../visitor/public-infoproduct.css';

/** The public info-product page at /{code} (visitor view: plain React and CSS, no Chakra, no router). */
export default function PublicInfoproduct(props: VisitorProps) {
  useInsertionEffect(() => applyVisitorStyles(), []);
  const state = useVisitorLink(props);
  return (
    <main className="atalho-page">
      <style href="mf-infoproduct-public" precedence="default">
        {publicInfoproductCss}
      </style>
      {state.status === 'loading' ? (
        <div className="ip" role="status" aria-busy="true" aria-label={t('publicLoading')}>
          <div className="ip__skeleton" style={{ height: 48, width: '70%', margin: '0 auto' }} />
          <div className="ip__skeleton" style={{ height: 24, width: '50%', margin: '0 auto' }} />
        </div>
      ) : (
        <InfoproductContent view={readInfoproduct(state.link.infoproduct)} code={state.link.code} />
      )}
    </main>
  );
}

/** Section ids are the spec's anchors (header-section, itens-section, more-section, form-section…). */
function InfoproductContent({ view, code }: { view: InfoproductView; code: string }) {
  return (
    <div className="ip">
      <section id="header-section" className="ip__header">
        <h1 className="ip__title">{view.title ?? code}</h1>
        {view.subtitle && <p className="ip__subtitle">{view.subtitle}</p>}
        {view.shortDescription && <p className="atalho-muted">{view.shortDescription}</p>}
        <a className="atalho-button" href="#form-section">
          {t('publicAction')}
        </a>
      </section>
      {view.itens.length > 0 && (
        <section id="itens-section" className="atalho-card" style={{ maxWidth: 'none' }}>
          {view.itensTitle && <h2>{view.itensTitle}</h2>}
          <ul className="ip__items">
            {view.itens.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
      {view.description && (
        <section id="more-section">
          <p>{view.description}</p>
        </section>
      )}
      {/* The e-mail capture form (#form-section) and the footer arrive with the info-product feature. */}
      <section id="form-section" />
    </div>
  );
}
