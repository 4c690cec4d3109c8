import type { Db } from '../../db/client';
import type { ConfigImageValue, FileRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { findOwnedFile } from './queries';
import { publicFileUrl } from './transform';

/** An image or document field as a body carries it: an upload's `{ id, src }`, or an address without `id`. */
export interface UploadInput {
  id?: number | null;
  src: string;
  deleted: boolean;
}

export interface UploadRule {
  /** Which of the owner's uploads the field takes (its kind, its type read from the bytes). */
  accepts(file: Pick<FileRow, 'kind' | 'contentType'>): boolean;
  /** Whether an http(s) address without an upload is taken as is (a bio's images); otherwise 400 `invalid`. */
  external: boolean;
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

function same(a: ConfigImageValue | null, id: number | null, src: string): boolean {
  return a !== null && (a.id ?? null) === id && a.src === src;
}

/**
 * A file field as stored. An upload (`id`) must be the user's own live upload (404 otherwise, like any id that
 * is not theirs), of a kind the field accepts, with its own address as `src` (400 `invalid`). An empty `src`
 * is no file; the stored value re-sent unchanged is kept as is (its upload may have been removed since).
 */
export async function checkOwnedUpload(
  db: Db,
  ownerId: number,
  input: UploadInput | null | undefined,
  stored: ConfigImageValue | null,
  rule: UploadRule,
  filesOrigin: string,
): Promise<ConfigImageValue | null> {
  if (!input) return null;
  const src = input.src.trim();
  if (src === '') return null;
  const id = input.id ?? null;
  const value: ConfigImageValue = { id, src, deleted: input.deleted };
  if (same(stored, id, src)) return value;
  if (id === null) {
    if (!rule.external) throw new AppError(400, ['invalid']);
    if (!HTTP_URL.test(src)) throw new AppError(400, ['invalidUrl']);
    return value;
  }
  const file = await findOwnedFile(db, ownerId, id);
  if (!file || file.deletedAt !== null) throw notFound();
  if (!rule.accepts(file) || src !== publicFileUrl(filesOrigin, file.key))
    throw new AppError(400, ['invalid']);
  return value;
}
