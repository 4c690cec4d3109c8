import { linkKeys, listLinks } from '@atalho/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const LINKS_PAGE_SIZE = 10;

/** One page of the signed-in user's links, newest first; the previous page stays shown while the next loads. */
export function useLinksList(page = 0) {
  const query = { page, size: LINKS_PAGE_SIZE, orderBy: 'dateCreate:DESC' };
  return useQuery({
    queryKey: linkKeys.list(query),
    queryFn: () => listLinks(query),
    placeholderData: keepPreviousData,
  });
}

export type LinksListQuery = ReturnType<typeof useLinksList>;
