import { useDocumentTitle } from '@atalho/ui/document-title';
import { brandVars, PublicBar, PublicFooter, SessionLink } from '@atalho/ui/light';
import { t } from '../i18n';
import { NEWS } from './news';
import './whats-new.css';

/**
 * /whats-new for visitors: the public pages' bar and footer around the news, in plain React and CSS (a light
 * page, decision 022), also drawn by the server (decision 038) so it reads with no script.
 */
export function PublicWhatsNewPage() {
  useDocumentTitle(t('whatsNewTitle'));
  return (
    <div className="pub news-page" style={brandVars}>
      <PublicBar>
        <SessionLink targetRoute="/whats-new" />
      </PublicBar>
      <main className="pub-container news-main">
        <div className="news-head">
          <h1>{t('whatsNewTitle')}</h1>
          <p>{t('whatsNewIntro')}</p>
        </div>
        <ul className="news-grid">
          {NEWS.map(([title, text]) => (
            <li key={title} className="news-card">
              <h2>{t(title)}</h2>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </main>
      <PublicFooter />
    </div>
  );
}
