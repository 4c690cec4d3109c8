import { deleteLink, linkKeys, reorderLinks, setLinkActive, updateLink } from '@atalho/sdk';
import type { OnlineAddress, UpdateOnlineAddressBody } from '@atalho/sdk/schemas';
import { useMutation } from '@tanstack/react-query';

const invalidatesLinks = { invalidates: [linkKeys.all] };

/** PUT /online-addresses/{id}: code and destination (edit dialog) or tags (tag editor). */
export function useLinkUpdate() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOnlineAddressBody }) => updateLink(id, body),
    meta: invalidatesLinks,
  });
}

/** Deactivate or reactivate: an inactive link answers the not-found page to its visitors. */
export function useLinkActivation() {
  return useMutation({
    mutationFn: ({ link, active }: { link: OnlineAddress; active: boolean }) => setLinkActive(link, active),
    meta: invalidatesLinks,
  });
}

export function useLinkDeletion() {
  return useMutation({ mutationFn: (id: number) => deleteLink(id), meta: invalidatesLinks });
}

/** Persists one page's new order (drag and drop); the list reads it back with `orderBy=position:ASC`. */
export function useLinkReorder() {
  return useMutation({ mutationFn: (ids: number[]) => reorderLinks(ids), meta: invalidatesLinks });
}
