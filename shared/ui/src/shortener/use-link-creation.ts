import { createLink, linkKeys } from '@atalho/sdk';
import { useMutation } from '@tanstack/react-query';

/**
 * The shortener's creation (spec 000 §4): idle → pending → success (the result) or error; `reset`
 * returns to the input. A signed-in user's new link makes their cached link lists stale.
 */
export function useLinkCreation() {
  return useMutation({
    mutationFn: (url: string) => createLink({ url }),
    meta: { invalidates: [linkKeys.all] },
  });
}

export function shortUrlOf(code: string, origin: string = window.location.origin): string {
  return `${origin}/${code}`;
}

/** The result's chart button: the links screen with the new link selected and moved to the top. */
export function chartRouteFor(linkId: number): string {
  return `/painel/links/shortened/?onlineAddressId=${linkId}&shortenedRecent=${linkId}`;
}
