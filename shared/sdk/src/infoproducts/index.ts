/**
 * The info-product area: `/api/v1/infoproduts` (the owner's lead pages; spelled so on the wire, spec 001 §7)
 * and `/api/v1/infoproducts-forms-answers` (their leads). The subdomain is the code of the page's own link,
 * so its check is the links area's code availability.
 *
 * Imported as `@atalho/sdk/infoproducts` (not from `@atalho/sdk`, which every panel page loads): the area's
 * client and its whole contract, re-exported here.
 */
import type { CodeAvailability } from '@atalho/sdk/schemas';
import {
  Infoproduct,
  type InfoproductBody,
  InfoproductPage,
  type InfoproductsQuery,
  type LeadBody,
  LeadPage,
  LeadReceipt,
  type LeadsQuery,
} from '@atalho/sdk/schemas/infoproducts';
import { api, parseResponse, type QueryInput } from '../client';
import { checkLinkCode } from '../links';

export * from '../schemas/infoproducts';

export type InfoproductsListQuery = QueryInput<InfoproductsQuery>;
export type LeadsListQuery = QueryInput<LeadsQuery>;

/** Query keys of the info-product resources; a save or delete invalidates `infoproductKeys.all`. */
export const infoproductKeys = {
  all: ['infoproducts'],
  list: (query: InfoproductsListQuery) => [...infoproductKeys.all, 'list', query],
  leads: (query: LeadsListQuery) => [...infoproductKeys.all, 'leads', query],
} as const;

/** GET /api/v1/infoproduts: the signed-in user's lead pages with the embeds asked for. */
export async function listInfoproducts(query: InfoproductsListQuery): Promise<InfoproductPage> {
  return parseResponse(InfoproductPage, await api.get('infoproduts', { searchParams: query }).json());
}

/** POST /api/v1/infoproduts: the whole item, created (no `id`) or replaced (its `id`); answers it saved. */
export async function saveInfoproduct(body: InfoproductBody): Promise<Infoproduct> {
  return parseResponse(Infoproduct, await api.post('infoproduts', { json: body }).json());
}

/** DELETE /api/v1/infoproduts/{id}: the page, its link and its leads. */
export async function deleteInfoproduct(id: number): Promise<void> {
  await api.delete(`infoproduts/${id}`);
}

/**
 * Whether `subdomain` may be the item's: free, or already the code of the item's own link (`linkId`, the
 * item's `onlineAddress.id`; left out for an item not saved yet).
 */
export function checkInfoproductSubdomain(subdomain: string, linkId?: number): Promise<CodeAvailability> {
  return checkLinkCode(subdomain, linkId);
}

/** GET /api/v1/infoproducts-forms-answers: one item's leads, newest first. */
export async function listLeads(query: LeadsListQuery): Promise<LeadPage> {
  return parseResponse(LeadPage, await api.get('infoproducts-forms-answers', { searchParams: query }).json());
}

/** POST /api/v1/infoproducts-forms-answers (public): a visitor's e-mail and answers. */
export async function submitLead(body: LeadBody): Promise<LeadReceipt> {
  return parseResponse(LeadReceipt, await api.post('infoproducts-forms-answers', { json: body }).json());
}

/** DELETE /api/v1/infoproducts-forms-answers/{id}: one lead of the owner's. */
export async function deleteLead(id: number): Promise<void> {
  await api.delete(`infoproducts-forms-answers/${id}`);
}

/**
 * GET /api/v1/infoproducts-forms-answers/export: every lead of one item as `leeds.csv`, streamed. `onRows`
 * hears how many lead rows have arrived so far (the header line is not counted), for a progress bar against
 * the list's `totalElements`.
 */
export async function exportLeads(infoproductId: number, onRows?: (rows: number) => void): Promise<Blob> {
  const response = await api.get('infoproducts-forms-answers/export', {
    searchParams: { infoproductId },
    timeout: false,
  });
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let newlines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) newlines += 1;
    onRows?.(Math.max(0, newlines - 1));
  }
  return new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
}
