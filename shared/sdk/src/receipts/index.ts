/**
 * Receipts (`GET /api/v1/receipts`): one per paid charge. Imported as `@atalho/sdk/receipts` (not from
 * `@atalho/sdk`, which every panel page loads): only the subscriptions page and the billing wizards load it.
 */
import { ReceiptPage, type ReceiptsQuery } from '@atalho/sdk/schemas/receipts';
import { api, parseResponse, type QueryInput } from '../client';

/** Query keys of the receipts; a purchase or subscribe invalidates `receiptKeys.all` (a charge issues one). */
export const receiptKeys = {
  all: ['receipts'],
  list: (query: QueryInput<ReceiptsQuery>) => [...receiptKeys.all, 'list', query],
} as const;

/** GET /api/v1/receipts: a page of the user's receipts (one per paid charge), newest first. */
export async function listReceipts(query: QueryInput<ReceiptsQuery> = {}): Promise<ReceiptPage> {
  return parseResponse(ReceiptPage, await api.get('receipts', { searchParams: query }).json());
}
