import { domainKeys, listDomains } from '@atalho/sdk';
import { useQuery } from '@tanstack/react-query';

/** The signed-in owner's custom domain and subdomain (BUSINESS); not asked below it. */
export function useDomains(enabled: boolean) {
  return useQuery({ queryKey: domainKeys.all, queryFn: listDomains, enabled });
}
