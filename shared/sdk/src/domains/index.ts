import { DomainList } from '@atalho/sdk/schemas';
import { api, parseResponse } from '../client';

/** Query keys of the owner's custom domains. */
export const domainKeys = {
  all: ['domains'],
} as const;

/** GET /api/v1/domains: the signed-in owner's custom domains and subdomains with the DNS records to create. */
export async function listDomains(): Promise<DomainList> {
  return parseResponse(DomainList, await api.get('domains').json());
}
