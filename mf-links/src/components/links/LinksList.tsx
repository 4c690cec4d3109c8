import type { OnlineAddress } from '@atalho/sdk/schemas';
import { Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { AdCard } from './AdCard';
import { SortableLinks } from './SortableLinks';

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

  if (sortable)
    return <SortableLinks links={links} onReorder={onReorder} renderLink={renderLink} insertAt={ad} />;
  const items = links.map((link) => <Fragment key={link.id}>{renderLink(link)}</Fragment>);
  if (ad) items.splice(ad.index, 0, ad.node);
  return <Stack gap="3">{items}</Stack>;
}
