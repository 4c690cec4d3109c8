import type { biographyBody } from '@atalho/sdk/schemas';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import type { BioImageValue } from '../../db/schema';
import { checkOwnedUpload, type UploadRule } from '../files';

type ImageInput = v.InferOutput<typeof biographyBody>['cover'];

/** Spec 001 §5: a bio's cover and picture are png, jpeg or bmp; a section image may be any image. */
const PROFILE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/bmp']);

export type BioImageUse = 'profile' | 'section';

/** A bio image may also be an http(s) address the owner typed (no upload). */
const rules: Record<BioImageUse, UploadRule> = {
  profile: { accepts: (file) => PROFILE_TYPES.has(file.contentType), external: true },
  section: { accepts: (file) => file.kind === 'image', external: true },
};

/**
 * An image field as stored (`checkOwnedUpload`): the user's own live upload of a type the field accepts, or an
 * http(s) address; an empty `src` is no image.
 */
export function checkBioImage(
  db: Db,
  ownerId: number,
  input: ImageInput,
  stored: BioImageValue | null,
  use: BioImageUse,
  filesOrigin: string,
): Promise<BioImageValue | null> {
  return checkOwnedUpload(db, ownerId, input, stored, rules[use], filesOrigin);
}
