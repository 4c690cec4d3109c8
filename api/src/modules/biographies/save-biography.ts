import { type biographyBody, bioMessageKeys } from '@atalho/sdk/schemas';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { invalidateLink } from '../../visitor-cache';
import { bioLinkUrl, bioValuesOf, checkUsername, renameBioLink, writeBioTransaction } from './bio-fields';
import { planSections, planSocialLinks, type SaveContext } from './plan-bio-items';
import {
  type BiographyValues,
  findBiographyIdOfOwner,
  findOwnedBiography,
  findSectionsOf,
  findSocialLinksOf,
  insertBiography,
  insertBioLink,
  updateOwnedBiography,
} from './queries';
import { writeSections, writeSocialLinks } from './write-bio-items';

export type BiographyBodyOutput = v.InferOutput<typeof biographyBody>;

/**
 * POST /api/v1/biographies: the whole bio, created (no id; 409 when the user has one) or replaced (its id;
 * 404 when not theirs). Every rule is checked before anything is written, and everything is written in one
 * transaction: a bad item anywhere leaves the bio as it was. Answers the bio's id.
 */
export async function saveBiography(
  db: Db,
  ownerId: number,
  body: BiographyBodyOutput,
  context: SaveContext,
): Promise<number> {
  const current = body.id == null ? null : await findOwnedBiography(db, ownerId, body.id);
  if (body.id != null && !current) throw notFound();
  if (!current && (await findBiographyIdOfOwner(db, ownerId)) !== null) {
    throw new AppError(409, [bioMessageKeys.alreadyExists]);
  }
  const [storedSections, storedSocialLinks] = current
    ? await Promise.all([
        findSectionsOf(db, ownerId, [current.id]),
        findSocialLinksOf(db, ownerId, [current.id]),
      ])
    : [[], []];
  const sections = await planSections(db, ownerId, body.biographyHasOnlineAddresses, storedSections, context);
  const socialLinks = planSocialLinks(body.socialLinks, storedSocialLinks);
  // A whole bio: an image left out is no image.
  const values = {
    cover: null,
    picture: null,
    ...(await bioValuesOf(db, ownerId, body, current, context.filesOrigin)),
  } as BiographyValues;
  const username = body.onlineAddress.code;
  await checkUsername(db, username, current?.link.id ?? null);

  const saved = await writeBioTransaction(db, async (tx) => {
    if (current) {
      const bio = await findOwnedBiography(tx, ownerId, current.id, true);
      if (!bio) throw notFound();
      const codes = await renameBioLink(tx, ownerId, bio.link, username, context.publicUrl);
      if (!(await updateOwnedBiography(tx, ownerId, bio.id, values))) throw notFound();
      await writeSections(tx, ownerId, bio, sections, storedSections);
      await writeSocialLinks(tx, ownerId, bio, socialLinks, storedSocialLinks);
      return { biographyId: bio.id, linkId: bio.link.id, codes };
    }
    const url = bioLinkUrl(context.publicUrl, username);
    const link = await insertBioLink(tx, ownerId, { code: username, url });
    if (!link) throw new AppError(409, [bioMessageKeys.usernameInUse]);
    const bio = await insertBiography(tx, ownerId, link.id, values);
    if (!bio) throw new AppError(409, [bioMessageKeys.alreadyExists]);
    await writeSections(tx, ownerId, bio, sections, storedSections);
    await writeSocialLinks(tx, ownerId, bio, socialLinks, storedSocialLinks);
    return { biographyId: bio.id, linkId: link.id, codes: [username] };
  });
  // The database notifies every instance; this one forgets at once (and a code asked for before it existed).
  invalidateLink({ id: saved.linkId, codes: saved.codes });
  return saved.biographyId;
}
