import type { BiographiesListQuery, LinksQuery } from '@atalho/sdk';
import type { Biography, OnlineAddressPage } from '@atalho/sdk/schemas';

const SEARCH_PAGE_SIZE = 10;

/** Where the bio result opens: the bio page editor (spec 001 §2). */
export const BIO_EDITOR_PATH = '/painel/links/page-bio';

/** The user's bio for the search: one per user, so the first of a one-item page (no embeds needed). */
export const BIO_SEARCH_QUERY = { page: 0, size: 1 } as const satisfies BiographiesListQuery;

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

/** Lower case, accents dropped and trimmed, so “São” matches “sao”. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The bio's result when the typed text (trimmed; case and accents ignored) is part of its name, its
 * description or its username (with or without the leading `/`); null otherwise or with no bio.
 */
export function bioSearchResult(text: string, bio: Biography | null | undefined): SearchResult | null {
  const typed = fold(text);
  if (!bio || !typed) return null;
  const username = bio.onlineAddress.code;
  const found = [bio.name, bio.description, `/${username}`].some((field) => fold(field).includes(typed));
  return found
    ? { id: `bio-${bio.id}`, title: bio.name, detail: `/${username} · Página bio`, to: BIO_EDITOR_PATH }
    : null;
}
