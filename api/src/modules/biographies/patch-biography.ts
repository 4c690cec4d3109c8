import type { biographyPatchBody } from '@atalho/sdk/schemas';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { invalidateLink } from '../../visitor-cache';
import { bioValuesOf, checkUsername, renameBioLink, writeBioTransaction } from './bio-fields';
import type { SaveContext } from './plan-bio-items';
import { findOwnedBiography, updateOwnedBiography } from './queries';

/** PATCH /api/v1/biographies/{id}: the bio's own fields that were sent (not its sections or social links). */
export async function patchBiography(
  db: Db,
  ownerId: number,
  id: number,
  body: v.InferOutput<typeof biographyPatchBody>,
  { publicUrl, filesOrigin }: Pick<SaveContext, 'publicUrl' | 'filesOrigin'>,
): Promise<void> {
  const current = await findOwnedBiography(db, ownerId, id);
  if (!current) throw notFound();
  const values = await bioValuesOf(db, ownerId, body, current, filesOrigin);
  const username = body.onlineAddress?.code;
  if (username !== undefined) await checkUsername(db, username, current.link.id);
  const codes = await writeBioTransaction(db, async (tx) => {
    const bio = await findOwnedBiography(tx, ownerId, id, true);
    if (!bio) throw notFound();
    const renamed =
      username === undefined
        ? [bio.link.code]
        : await renameBioLink(tx, ownerId, bio.link, username, publicUrl);
    if (!(await updateOwnedBiography(tx, ownerId, id, values))) throw notFound();
    return renamed;
  });
  invalidateLink({ id: current.link.id, codes });
}
