import type { OnlineAddress } from '@atalho/sdk/schemas';
import { Stack } from '@chakra-ui/react';
import { Fragment, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { AdCard } from './AdCard';

// Drag and drop (@dnd-kit) loads with the first list that can be reordered, not with the empty screen.
const SortableLinks = lazy(async () => ({ default: (await import('./SortableLinks')).SortableLinks }));

interface LinksListProps {
  links: OnlineAddress[];
  /** The manual order: cards can be dragged. */
  sortable: boolean;
  /** Users without a paid plan see an ad card at a random place of each page (spec 001 §1). */
  showAd: boolean;
  onReorder(ids: number[]): void;
  renderLink(link: OnlineAddress, handle?: ReactNode): ReactNode;
}

export function LinksList({ links, sortable, showAd, onReorder, renderLink }: LinksListProps) {
  const pageKey = links.map((link) => link.id).join(',');
  // A new place for each page shown, stable while the page stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's ids are the identity of the page
  const adIndex = useMemo(() => Math.floor(Math.random() * (links.length + 1)), [pageKey]);
  const ad = showAd ? { index: adIndex, node: <AdCard key="ad" /> } : undefined;

  const items = links.map((link) => <Fragment key={link.id}>{renderLink(link)}</Fragment>);
  if (ad) items.splice(ad.index, 0, ad.node);
  const plain = <Stack gap="3">{items}</Stack>;
  if (!sortable) return plain;
  return (
    <Suspense fallback={plain}>
      <SortableLinks links={links} onReorder={onReorder} renderLink={renderLink} insertAt={ad} />
    </Suspense>
  );
}
