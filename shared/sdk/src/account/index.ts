/**
 * The account area (LGPD, decision 037): `/api/v1/account/data-exports` (a copy of the user's data, built by a
 * job, downloaded as a ZIP) and `DELETE /api/v1/account`. Imported as `@atalho/sdk/account` (not from
 * `@atalho/sdk`, which every panel page loads): only the account page loads it.
 */
import { type AccountDeletionBody, DataExport, DataExportList } from '@atalho/sdk/schemas/account';
import { api, parseResponse } from '../client';

export * from '../schemas/account';

/** Query keys of the user's exports; requesting one invalidates `accountKeys.dataExports()`. */
export const accountKeys = {
  all: ['account'],
  dataExports: () => [...accountKeys.all, 'data-exports'],
} as const;

/** GET /api/v1/account/data-exports: the user's exports, newest first, with the running one's progress. */
export async function listDataExports(): Promise<DataExportList> {
  return parseResponse(DataExportList, await api.get('account/data-exports').json());
}

/** POST /api/v1/account/data-exports: starts a new export (or answers the one already under way). */
export async function requestDataExport(): Promise<DataExport> {
  return parseResponse(DataExport, await api.post('account/data-exports').json());
}

/**
 * GET /api/v1/account/data-exports/{id}/file: the ready export as a ZIP, streamed. `onBytes` hears how many
 * bytes have arrived so far, for a progress bar against the export's `size`.
 */
export async function downloadDataExport(id: number, onBytes?: (bytes: number) => void): Promise<Blob> {
  const response = await api.get(`account/data-exports/${id}/file`, { timeout: false });
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onBytes?.(bytes);
  }
  return new Blob(chunks as BlobPart[], { type: 'application/zip' });
}

/**
 * DELETE /api/v1/account: deletes the account for good, once `confirmation` is its e-mail. The session ends with
 * it (every later call answers 401): forget it locally too.
 */
export async function deleteAccount(body: AccountDeletionBody): Promise<void> {
  await api.delete('account', { json: body });
}
