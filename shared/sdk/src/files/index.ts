import { UploadedFile, type UploadKind, type UploadPurpose } from '@atalho/sdk/schemas';
import { api, parseResponse } from '../client';

/** Query keys of uploaded files; an upload or delete invalidates `fileKeys.all`. */
export const fileKeys = {
  all: ['files'],
  one: (id: number) => [...fileKeys.all, id],
} as const;

/**
 * POST /api/v1/files (multipart): uploads one file of the given kind. `kind` goes first so the API can cut
 * an oversized file off at that kind's limit (413 `maxSize`); the type is read from the bytes (415 `invalid`).
 * A PDF is taken only for an e-book: `uploadFile(file, 'pdf', name, 'ebook')` (400 `required` without it). Past
 * the plan's stored bytes the API answers 413 `storage.quota`.
 */
export async function uploadFile(
  file: Blob,
  kind: UploadKind,
  filename = 'arquivo',
  purpose?: UploadPurpose,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('kind', kind);
  if (purpose) form.append('purpose', purpose);
  form.append('file', file, file instanceof File ? file.name : filename);
  return parseResponse(UploadedFile, await api.post('files', { body: form }).json());
}

/** GET /api/v1/files/{id}: one of the user's uploads. */
export async function getFile(id: number): Promise<UploadedFile> {
  return parseResponse(UploadedFile, await api.get(`files/${id}`).json());
}

/** DELETE /api/v1/files/{id}: marks the upload deleted. */
export async function deleteFile(id: number): Promise<void> {
  await api.delete(`files/${id}`);
}
