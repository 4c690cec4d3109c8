import { createLink, linkKeys } from '@atalho/sdk';
import { useMutation } from '@tanstack/react-query';

/**
 * The public shortener's creation (spec 000 §4): idle → pending → success (the result) or error; `reset`
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
