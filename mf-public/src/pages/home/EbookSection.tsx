import { CheckCircleIcon } from '@atalho/ui/icons';
import { t } from '../../i18n';
import { SectionIntro } from './SectionIntro';
import './home.css';

function EbookCover() {
  return (
    <div className="home-ebook-cover" aria-hidden="true">
      <p className="home-ebook-kicker">E-book</p>
      <p className="home-ebook-name">Vendas pelo WhatsApp</p>
      <div className="home-ebook-rule" />
    </div>
  );
}

/** A sample lead page as the info-product module renders it (illustrative, not wired). */
export function EbookSection() {
  return (
    <section className="home-section" aria-labelledby="ebook-title">
      <div className="pub-container home-split">
        <SectionIntro
          id="ebook-title"
          title={t('ebookTitle')}
          lead={t('ebookText')}
          className="home-ebook-text"
        />
        <div className="home-tile home-ebook-sample">
          <span className="pub-badge pub-badge--surface home-ebook-note">{t('ebookSampleNote')}</span>
          <div className="home-ebook-head">
            <EbookCover />
            <div className="home-ebook-about">
              <h3 className="home-h3 home-h3--lg">{t('ebookSampleTitle')}</h3>
              <p className="home-subtle home-small">{t('ebookSampleSubtitle')}</p>
              <ul className="pub-checks">
                {(['ebookItem1', 'ebookItem2', 'ebookItem3'] as const).map((item) => (
                  <li key={item}>
                    <span className="pub-check">
                      <CheckCircleIcon size={16} />
                    </span>
                    {t(item)}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          {/* A picture of the lead form: nothing in it can be focused or used. */}
          <div className="home-ebook-form" aria-hidden="true" inert>
            <input className="home-ebook-input" placeholder={t('ebookEmail')} readOnly tabIndex={-1} />
            <button type="button" className="pub-button pub-button--md" tabIndex={-1}>
              {t('ebookAction')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
