import { getLinkView } from '@atalho/sdk';
import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { useEffect, useState } from 'react';
import { embeddedLink, type VisitorProps } from './visitor-link';

export type VisitorLinkState = { status: 'loading' } | { status: 'ready'; link: OnlineAddressView };

/**
 * The link for a visitor view: the embedded data when the server put it in the HTML, else one call.
 * An unknown code sends the visitor to the home page, as the redirect screen does.
 */
export function useVisitorLink({ code, initialData }: VisitorProps): VisitorLinkState {
  const [link, setLink] = useState<OnlineAddressView | null>(() => embeddedLink(initialData, code));

  useEffect(() => {
    if (link) return;
    let active = true;
    getLinkView(code).then(
      (found) => {
        if (!active) return;
        if (found) setLink(found);
        else globalThis.location.assign('/');
      },
      () => {
        if (active) globalThis.location.assign('/');
      },
    );
    return () => {
      active = false;
    };
  }, [code, link]);

  return link ? { status: 'ready', link } : { status: 'loading' };
}
