import { api, type BiographiesListQuery, type LinksQuery, parseResponse, silent } from '@atalho/sdk';
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
 * Spec 001 §2/§7: the search asks the links list for 10 results, types first, newest first. A text that is
 * a phone number, or part of one, also asks for the SMS contacts (`contactSearchDigits`).
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

/** Where a contact result opens: the contacts screen with that contact chosen. */
export const CONTACTS_PATH = '/painel/sms/contacts';
const CONTACT_SEARCH_SIZE = 5;

/**
 * The digits to look contacts up by, when the text is (part of) a phone number — digits with the spaces,
 * brackets, dashes, dots or plus people type in one — and has at least two of them; null otherwise.
 */
export function contactSearchDigits(text: string): string | null {
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 2 ? digits : null;
}

/**
 * Under the SMS area's contacts key (`smsKeys.contacts` of `@atalho/sdk/sms`), so a contact saved or moved
 * there makes this stale too; spelled out so the shell does not load that module for its keys.
 */
export const contactSearchKey = (digits: string) => ['sms', 'contacts', 'search', digits] as const;

/**
 * GET /api/v1/contacts?text={digits}&size=5: the owner's contacts whose number holds the digits. The SMS
 * contract (schemas and number format) is loaded with the first search, not with the shell. Silent: an owner
 * without the SMS area set up gets no toast from the search box.
 */
export async function searchContacts(digits: string): Promise<SearchResult[]> {
  const [{ ContactPage, formatContactNumber }, body] = await Promise.all([
    import('@atalho/sdk/schemas/sms'),
    api
      .get('contacts', { ...silent, searchParams: { page: 0, size: CONTACT_SEARCH_SIZE, text: digits } })
      .json(),
  ]);
  return parseResponse(ContactPage, body).content.map((contact) => ({
    id: `contact-${contact.id}`,
    title: formatContactNumber(contact.number),
    detail: contact.tags ? `Contato SMS · ${contact.tags}` : 'Contato SMS',
    to: `${CONTACTS_PATH}?${new URLSearchParams({ select: String(contact.id) })}`,
  }));
}
