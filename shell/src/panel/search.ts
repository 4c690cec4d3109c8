import { api, silent } from '@atalho/sdk';
import { formatPhone } from '@atalho/ui/format';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchResult {
  id: string;
  kind: 'link' | 'contact';
  title: string;
  detail: string;
  to: string;
}

function contentOf(body: unknown): Record<string, unknown>[] {
  if (typeof body !== 'object' || body === null || !('content' in body) || !Array.isArray(body.content))
    return [];
  return body.content.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
}

async function list(path: string, searchParams: Record<string, string | number | boolean>) {
  try {
    return contentOf(await api.get(path, { ...silent, searchParams }).json());
  } catch {
    return [];
  }
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Spec 001 §2/§7: links and SMS contacts, 10 results each. */
export async function searchPanel(query: string): Promise<SearchResult[]> {
  const [links, contacts] = await Promise.all([
    list('online-addresses', {
      page: 0,
      size: SEARCH_PAGE_SIZE,
      text: query,
      embedBiography: true,
      orderBy: 'type,dateCreate:DESC',
    }),
    list('contacts', { page: 0, size: SEARCH_PAGE_SIZE, text: query }),
  ]);
  return [
    ...links.map((link) => ({
      id: `link-${text(link.id)}`,
      kind: 'link' as const,
      title: `/${text(link.code)}`,
      detail: text(link.url),
      to: `/painel/links/shortened/${text(link.id)}`,
    })),
    ...contacts.map((contact) => ({
      id: `contact-${text(contact.id)}`,
      kind: 'contact' as const,
      title: text(contact.name) || formatPhone(text(contact.number)),
      detail: formatPhone(text(contact.number)),
      to: `/painel/sms/contacts?${new URLSearchParams({ text: text(contact.number) })}`,
    })),
  ];
}
