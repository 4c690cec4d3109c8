import type { LinksQuery } from '@atalho/sdk';
import type { OnlineAddressPage } from '@atalho/sdk/schemas';

const SEARCH_PAGE_SIZE = 10;

export interface SearchResult {
  id: string;
  title: string;
  detail: string;
  to: string;
}

/**
 * Spec 001 §2/§7: the search asks the links list for 10 results, types first, newest first. SMS contacts
 * join the results when the SMS area has its API (`GET /api/v1/contacts` does not exist yet).
 */
export function searchQuery(text: string): LinksQuery {
  return { page: 0, size: SEARCH_PAGE_SIZE, text, orderBy: 'type,dateCreate:DESC', embedBiography: true };
}

export function searchResults(page: OnlineAddressPage): SearchResult[] {
  return page.content.map((link) => ({
    id: `link-${link.id}`,
    title: `/${link.code}`,
    detail: link.url,
    to: `/painel/links/shortened/${link.id}`,
  }));
}
