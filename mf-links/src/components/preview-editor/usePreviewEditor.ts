import {
  createOpenGraph,
  getLink,
  getLinkOpenGraph,
  getOpenGraphTags,
  linkKeys,
  openGraphKeys,
  updateOpenGraph,
} from '@atalho/sdk';
import type { OpenGraph, OpenGraphFieldChange } from '@atalho/sdk/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';

/** The link (for its address and code) and its saved preview (null when it has none). */
export function usePreviewEditorData(linkId: number, enabled: boolean) {
  const link = useQuery({ queryKey: linkKeys.detail(linkId), queryFn: () => getLink(linkId), enabled });
  const preview = useQuery({
    queryKey: openGraphKeys.ofLink(linkId),
    queryFn: () => getLinkOpenGraph(linkId),
    enabled,
  });
  return { link, preview };
}

/** Saves the changed properties: a first save creates the preview, later ones send only what changed. */
export function useSavePreview(linkId: number) {
  return useMutation({
    mutationFn: ({ preview, changes }: { preview: OpenGraph | null; changes: OpenGraphFieldChange[] }) =>
      preview
        ? updateOpenGraph(preview.id, { openGraphFields: changes })
        : createOpenGraph({ onlineAddress: { id: linkId }, openGraphFields: changes }),
    // The link's own `openGraph` changes too (the list's "has a preview" state).
    meta: { invalidates: [openGraphKeys.all, linkKeys.all] },
  });
}

/** "Buscar da fonte": the page's preview tags, through the API's SSRF-safe fetch. */
export function useSourceTags() {
  return useMutation({ mutationFn: getOpenGraphTags });
}
