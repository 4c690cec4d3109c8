import type { biographyBody } from '@atalho/sdk/schemas';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import type { BioImageValue } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { findOwnedFile, publicFileUrl } from '../files';

type ImageInput = v.InferOutput<typeof biographyBody>['cover'];

/** Spec 001 §5: a bio's cover and picture are png, jpeg or bmp; a section image may be any image. */
const PROFILE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/bmp']);

export type BioImageUse = 'profile' | 'section';

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

function sameImage(a: BioImageValue | null, id: number | null, src: string): boolean {
  return a !== null && (a.id ?? null) === id && a.src === src;
}

/**
 * An image field as stored. An upload (`id`) must be the user's own live upload (404 otherwise, like any id
 * that is not theirs), of a type the field accepts, with its own address as `src`; an address without an
 * upload must be http(s). An empty `src` is no image; the stored image re-sent unchanged is kept as is.
 */
export async function checkBioImage(
  db: Db,
  ownerId: number,
  input: ImageInput,
  stored: BioImageValue | null,
  use: BioImageUse,
  filesOrigin: string,
): Promise<BioImageValue | null> {
  if (!input) return null;
  const src = input.src.trim();
  if (src === '') return null;
  const id = input.id ?? null;
  const image: BioImageValue = { id, src, deleted: input.deleted };
  if (sameImage(stored, id, src)) return image;
  if (id === null) {
    if (!HTTP_URL.test(src)) throw new AppError(400, ['invalidUrl']);
    return image;
  }
  const file = await findOwnedFile(db, ownerId, id);
  if (!file || file.deletedAt !== null) throw notFound();
  const accepted = use === 'profile' ? PROFILE_TYPES.has(file.contentType) : file.kind === 'image';
  if (!accepted || src !== publicFileUrl(filesOrigin, file.key)) throw new AppError(400, ['invalid']);
  return image;
}
