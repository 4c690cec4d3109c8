import { checkLinkCode, countLinks, getLink, linkKeys, listLinkDomains } from '@atalho/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { filterQuery, type LinksFilters } from '../components/links/links-view';

/** The filter drawer's live count (a size-1 call), for the filters being edited. */
export function useLinksCount(filters: LinksFilters, enabled: boolean) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: linkKeys.count(query),
    queryFn: () => countLinks(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const DOMAINS_PAGE_SIZE = 5;

/** The domain chips: the owner's five most linked domains (spec 001 §7, size 5, total:desc). */
export function useLinkDomains(enabled: boolean) {
  const query = { page: 0, size: DOMAINS_PAGE_SIZE, orderBy: 'total:DESC' };
  return useQuery({ queryKey: linkKeys.domains(query), queryFn: () => listLinkDomains(query), enabled });
}

/** One link by id (the recently shortened link that is moved to the top of the list). */
export function useLink(id: number | null) {
  return useQuery({
    queryKey: linkKeys.detail(id ?? 0),
    queryFn: () => getLink(id ?? 0),
    enabled: id !== null,
  });
}

/** The edit dialog's live code check: usable when nobody holds the code or this link does. */
export function useCodeAvailability(code: string, linkId: number, enabled: boolean) {
  return useQuery({
    queryKey: linkKeys.codeAvailability(code, linkId),
    queryFn: () => checkLinkCode(code, linkId),
    enabled: enabled && code !== '',
    staleTime: 5_000,
  });
}
