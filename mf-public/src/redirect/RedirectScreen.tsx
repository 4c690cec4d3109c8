import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { loadVisit, type VisitorProps } from '@atalho/ui/visitor';
import { useEffect, useRef, useState } from 'react';
import { brandVars } from './brand-vars';
import { vt } from './copy';
import { FederatedVisitorView } from './FederatedVisitorView';
import { LoadFailure } from './LoadFailure';
import { absoluteUrl } from './link-source';
import { isTemporaryFailure } from './load-failure';
import { replaceLocation } from './navigate';
import { RedirectCountdown } from './RedirectCountdown';
import { trackVisit } from './track-visit';
import './redirect.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; link: OnlineAddressView };

/** /{code} and /{code}/{contactCode}: bio, info-product page, or the countdown to the destination. */
export function RedirectScreen(props: VisitorProps) {
  const { code, search, initialData } = props;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const visit = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let alive = true;
    // Read by the effect so that each retry loads again.
    void attempt;
    loadVisit(initialData, code)
      .then((loaded) => {
        if (!alive) return;
        if (!loaded) {
          replaceLocation('/');
          return;
        }
        const { link, visitToken } = loaded;
        visit.current ??= trackVisit({ linkId: link.id, visitToken, search });
        setState({ status: 'ready', link });
      })
      .catch((error: unknown) => {
        if (!alive) return;
        if (isTemporaryFailure(error)) setState({ status: 'failed' });
        else replaceLocation('/');
      });
    return () => {
      alive = false;
    };
  }, [code, search, initialData, attempt]);

  if (state.status === 'failed') {
    const retry = () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    };
    return <LoadFailure onRetry={retry} />;
  }

  if (state.status === 'loading') {
    return (
      <main style={brandVars} className="atl-redirect atl-redirect--loading" aria-busy="true">
        <span className="atl-sr-only">{vt('loading')}</span>
      </main>
    );
  }

  const { link } = state;
  const forwarded = { ...props, initialData: { link } };
  if (link.biography) return <FederatedVisitorView id="mf_bio/PublicBio" props={forwarded} />;
  if (link.infoproduct)
    return <FederatedVisitorView id="mf_infoproduct/PublicInfoproduct" props={forwarded} />;

  const leave = async () => {
    // Give the click a moment to be acknowledged; the request is keepalive anyway.
    await Promise.race([visit.current, new Promise((resolve) => setTimeout(resolve, 1500))]);
    replaceLocation(absoluteUrl(link.url));
  };
  return <RedirectCountdown link={link} onElapsed={leave} />;
}
