import type { OnlineAddressView } from '@atalho/sdk/schemas';
import {
  isDomVisitorView,
  loadFederatedModule,
  loadVisit,
  trackVisit,
  type VisitorProps,
} from '@atalho/ui/visitor-dom';
import { renderCountdown } from './countdown';
import { absoluteUrl } from './link-source';
import { isTemporaryFailure } from './load-failure';
import { replaceLocation } from './navigate';
import { failureScreen, loadingScreen } from './states';

/**
 * The islands of other remotes a link may be, when this screen is reached with a link the server did not
 * render (its page names the island itself, decision 027): DOM views, mounted as they are; they draw their
 * page and record their own visit.
 */
const federatedViews = {
  biography: 'mf_bio/BioIsland',
  infoproduct: 'mf_infoproduct/InfoproductIsland',
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

  /** Another remote's island for this link, mounted as is. */
  const mountOtherView = (id: string, viewProps: VisitorProps) => {
    loadFederatedModule<{ default?: unknown }>(id)
      .then((module) => {
        if (disposed) return;
        if (!isDomVisitorView(module.default)) throw new Error(`${id} is not a DOM view`);
        cleanup();
        container.replaceChildren();
        cleanup = module.default.mount(container, viewProps);
      })
      .catch(() => !disposed && show(failureScreen()));
  };

  const showLink = (link: OnlineAddressView, visitToken: string | null) => {
    const federated = federatedViewOf(link);
    if (federated) {
      mountOtherView(federated, { ...props, initialData: { link, visitToken } });
      return;
    }
    visit ??= trackVisit({
      linkId: link.id,
      code: link.code,
      contactCode: props.contactCode,
      visitToken,
      search,
    });
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
        showLink(loaded.link, loaded.visitToken);
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
