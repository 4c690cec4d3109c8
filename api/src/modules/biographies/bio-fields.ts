import {
  bioColorNames,
  type biographyPatchBody,
  bioMessageKeys,
  isReservedPathSegment,
} from '@atalho/sdk/schemas';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { sqlStateOf } from '../../db/sql-state';
import { AppError, notFound } from '../../errors';
import { checkBioImage } from './check-bio-image';
import {
  type BiographyLink,
  type BiographyValues,
  type BiographyWithLink,
  findCodeHolder,
  updateOwnedBioLink,
} from './queries';

const UNIQUE_VIOLATION = '23505';

type BioFields = v.InferOutput<typeof biographyPatchBody>;

/** The columns a body sets as sent (images are checked, the username is the link's). */
const plainFields = [
  'name',
  'description',
  ...bioColorNames,
  'layout',
  'font',
  'shape',
  'shadow',
  'placementSocialLinksOnTop',
] as const satisfies readonly (keyof BioFields & keyof BiographyValues)[];

/** The bio's public address: `{PUBLIC_URL}/{username}`. */
export function bioLinkUrl(publicUrl: string, username: string): string {
  return `${publicUrl}/${username}`;
}

/**
 * The username is the code of the bio's link: free when nobody holds it or this bio's link does (409
 * `codeAlreadyInUse` otherwise, deleted links included), never a path the site routes itself (400 `invalid`).
 */
export async function checkUsername(db: Db, username: string, bioLinkId: number | null): Promise<void> {
  if (isReservedPathSegment(username)) throw new AppError(400, ['invalid']);
  const holder = await findCodeHolder(db, username);
  if (holder !== null && holder.id !== bioLinkId) throw new AppError(409, [bioMessageKeys.usernameInUse]);
}

/** The bio's own columns from a body: only the fields sent (PATCH), images checked against the user's uploads. */
export async function bioValuesOf(
  db: Db,
  ownerId: number,
  body: BioFields,
  current: BiographyWithLink | null,
  filesOrigin: string,
): Promise<Partial<BiographyValues>> {
  const values: Partial<BiographyValues> = {};
  for (const field of plainFields) {
    if (body[field] !== undefined) Object.assign(values, { [field]: body[field] });
  }
  if (body.cover !== undefined) {
    values.cover = await checkBioImage(
      db,
      ownerId,
      body.cover,
      current?.cover ?? null,
      'profile',
      filesOrigin,
    );
  }
  if (body.picture !== undefined) {
    values.picture = await checkBioImage(
      db,
      ownerId,
      body.picture,
      current?.picture ?? null,
      'profile',
      filesOrigin,
    );
  }
  return values;
}

/** Gives the bio's link the new username (code and address); the codes it had and has, for the cache. */
export async function renameBioLink(
  tx: Db,
  ownerId: number,
  link: BiographyLink,
  username: string,
  publicUrl: string,
): Promise<string[]> {
  if (link.code === username) return [username];
  const changed = await updateOwnedBioLink(tx, ownerId, link.id, {
    code: username,
    url: bioLinkUrl(publicUrl, username),
  });
  if (!changed) throw notFound();
  return [link.code, username];
}

/**
 * Runs a bio's writes in one transaction. A username taken by another request between the check and the
 * write breaks the codes' unique index: the same 409 as the check's.
 */
export async function writeBioTransaction<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new AppError(409, [bioMessageKeys.usernameInUse]);
    throw error;
  }
}
