import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { loadVisit, type VisitorProps } from '@atalho/ui/visitor-dom';
import { renderCountdown } from './countdown';
import { absoluteUrl } from './link-source';
import { isTemporaryFailure } from './load-failure';
import { replaceLocation } from './navigate';
import { failureScreen, loadingScreen } from './states';
import { trackVisit } from './track-visit';

/** The views of other remotes a link may be (rendered with React, which only those links load). */
const federatedViews = {
  biography: 'mf_bio/PublicBio',
  infoproduct: 'mf_infoproduct/PublicInfoproduct',
} as const;

function federatedViewOf(link: OnlineAddressView): string | null {
  if (link.biography) return federatedViews.biography;
  if (link.infoproduct) return federatedViews.infoproduct;
  return null;
}

/**
 * /{code} and /{code}/{contactCode}: bio, info-product page, or the countdown to the destination. Plain DOM
 * (decision 021): a standard link's page loads no React. Returns the function that unmounts it.
 */
export function mountRedirectScreen(container: HTMLElement, props: VisitorProps): () => void {
  const { code, search, initialData } = props;
  let disposed = false;
  let cleanup = () => {};
  let visit: Promise<void> | null = null;

  const show = (root: HTMLElement, stop: () => void = () => {}) => {
    cleanup();
    cleanup = stop;
    container.replaceChildren(root);
  };

  const showLink = (link: OnlineAddressView) => {
    const federated = federatedViewOf(link);
    if (federated) {
      import('./federated-view')
        .then(({ mountFederatedView }) => {
          if (disposed) return;
          cleanup();
          cleanup = mountFederatedView(container, federated, { ...props, initialData: { link } });
        })
        .catch(() => !disposed && show(failureScreen()));
      return;
    }
    const leave = async () => {
      // Give the click a moment to be acknowledged; the request is keepalive anyway.
      await Promise.race([visit, new Promise((resolve) => setTimeout(resolve, 1500))]);
      replaceLocation(absoluteUrl(link.url));
    };
    const countdown = renderCountdown({ link, onElapsed: leave });
    show(countdown.root, countdown.stop);
  };

  const load = () => {
    show(loadingScreen());
    loadVisit(initialData, code)
      .then((loaded) => {
        if (disposed) return;
        if (!loaded) {
          replaceLocation('/');
          return;
        }
        const { link, visitToken } = loaded;
        visit ??= trackVisit({ linkId: link.id, visitToken, search });
        showLink(link);
      })
      .catch((error: unknown) => {
        if (disposed) return;
        if (isTemporaryFailure(error)) show(failureScreen(load));
        else replaceLocation('/');
      });
  };
  load();

  return () => {
    disposed = true;
    cleanup();
    container.replaceChildren();
  };
}
