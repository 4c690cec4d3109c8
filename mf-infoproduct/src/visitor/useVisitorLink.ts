import { getOnlineAddressView } from '@atalho/sdk';
import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { useEffect, useState } from 'react';

/** Props of every visitor view (composition contract). */
export interface VisitorProps {
  code: string;
  contactCode?: string;
  search: URLSearchParams;
  /** What the server embedded in the page: `{ link }`, the same JSON as the view-by-code call. */
  initialData?: unknown;
}

export type VisitorLinkState = { status: 'loading' } | { status: 'ready'; link: OnlineAddressView };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The embedded link when it is the one for this code (the server checked it against its schema). */
export function embeddedLink(initialData: unknown, code: string): OnlineAddressView | null {
  if (!isRecord(initialData) || !isRecord(initialData.link)) return null;
  const { link } = initialData;
  return link.code === code && typeof link.id === 'number' ? (link as unknown as OnlineAddressView) : null;
}

/**
 * The link for a visitor view: the embedded data when the server put it in the HTML, else one call.
 * An unknown code sends the visitor to the home page, as the redirect screen does.
 */
export function useVisitorLink({ code, initialData }: VisitorProps): VisitorLinkState {
  const [link, setLink] = useState<OnlineAddressView | null>(() => embeddedLink(initialData, code));

  useEffect(() => {
    if (link) return;
    let active = true;
    getOnlineAddressView(code).then(
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

/** PRO (id 3) or BUSINESS owners: no "create your page" promotion. */
export function ownerIsPro(link: OnlineAddressView): boolean {
  return (link.user?.userHasSubscriptionPlans ?? []).some(({ subscriptionPlan }) => subscriptionPlan.id >= 3);
}
