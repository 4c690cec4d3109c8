import { hasStoredAuthorization } from '@atalho/sdk';
import { Suspense, useState, useTransition } from 'react';
import { t } from '../../i18n';
import { GoogleButton } from '../../light/GoogleButton';
import { ComposerButton, ComposerIsland } from './shortener/composer';
import { ShortenerForm } from './shortener/ShortenerForm';

/** Sends a signed-in user to their links with the new one highlighted, keeping the current query. */
export function panelRouteFor(linkId: number, currentSearch: string): string {
  const query = new URLSearchParams(currentSearch);
  query.set('shortenedRecent', String(linkId));
  return `/painel/links/shortened?${query.toString()}`;
}

interface ComposerState {
  /** Set once the visitor first asked for it: the composer's code loads then, not with the page. */
  shown: boolean;
  open: boolean;
  phone: string;
}

export function ShortenerSection() {
  const [composer, setComposer] = useState<ComposerState>({ shown: false, open: false, phone: '' });
  // While the composer's code loads, the button that asked for it says so.
  const [loadingComposer, startLoading] = useTransition();
  const openComposer = (phone: string) => startLoading(() => setComposer({ shown: true, open: true, phone }));

  return (
    <section id="sec-1" className="home-hero">
      <div className="pub-container home-hero-inner">
        <h1>{t('heroTitle')}</h1>
        <p className="home-lead">{t('heroSubtitle')}</p>

        <div className="home-card">
          <ShortenerForm
            onCreated={(link) => {
              if (hasStoredAuthorization())
                globalThis.location.assign(panelRouteFor(link.id, globalThis.location.search));
            }}
            onComposer={openComposer}
            composerLoading={loadingComposer}
          />
        </div>

        <div className="home-hero-note">
          <p>{t('anonymousNote')}</p>
          <GoogleButton targetRoute="/painel/links/shortened" label={t('googleShorten')} />
        </div>

        <div className="home-wa-offer">
          <div>
            <p className="home-strong">{t('waGeneratorTitle')}</p>
            <p className="home-muted">{t('waGeneratorText')}</p>
          </div>
          <ComposerButton
            className="pub-button pub-button--outline home-button--whatsapp-outline"
            loading={loadingComposer}
            onOpen={() => openComposer('')}
          />
        </div>
      </div>
      {/* Mounted from the start, so the transition that first shows the composer waits here (busy button). */}
      <Suspense fallback={null}>
        {composer.shown ? (
          <ComposerIsland
            open={composer.open}
            phone={composer.phone}
            onClose={() => setComposer((state) => ({ ...state, open: false }))}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
