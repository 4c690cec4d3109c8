import { linkKeys, listLinks } from '@atalho/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type LinksView, listQuery } from '../components/links/links-view';

/** One page of the signed-in user's links for the screen's state; the previous page stays shown while the next loads. */
export function useLinksList(view: LinksView) {
  const query = listQuery(view);
  return useQuery({
    queryKey: linkKeys.list(query),
    queryFn: () => listLinks(query),
    placeholderData: keepPreviousData,
  });
}
