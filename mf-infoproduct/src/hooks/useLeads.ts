import { infoproductKeys, type LeadsListQuery, listLeads } from '@atalho/sdk/infoproducts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Leads per page (spec 001 §9). */
export const LEADS_PAGE_SIZE = 10;

/** The leads call (spec 001 §7): newest first. */
export function leadsQuery(infoproductId: number, page: number): LeadsListQuery {
  return { page, size: LEADS_PAGE_SIZE, orderBy: 'dateCreate:DESC,dateUpdate:DESC', infoproductId };
}

/** One page of one info product's leads. */
export function useLeads(infoproductId: number, page: number) {
  const query = leadsQuery(infoproductId, page);
  return useQuery({
    queryKey: infoproductKeys.leads(query),
    queryFn: () => listLeads(query),
    placeholderData: keepPreviousData,
  });
}
