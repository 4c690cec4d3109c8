import { isReservedPathSegment } from '@atalho/sdk/schemas';
import { infoproductMessageKeys } from '@atalho/sdk/schemas/infoproducts';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import { sqlStateOf } from '../../db/sql-state';
import { AppError, notFound } from '../../errors';
import { invalidateLink } from '../../visitor-cache';
import { isCodeFreeFor } from '../online-addresses';
import { type InfoproductBodyOutput, planInfoproduct } from './plan-infoproduct';
import {
  findOwnedInfoproduct,
  insertInfoproduct,
  insertInfoproductLink,
  updateOwnedInfoproduct,
  updateOwnedInfoproductLink,
} from './queries';
import { allParts, withParts } from './read-infoproducts';
import { writeInfoproductParts } from './write-infoproduct';

const UNIQUE_VIOLATION = '23505';

export interface SaveContext {
  publicUrl: string;
  /** Where uploads are served from: an uploaded file's `src` is there. */
  filesOrigin: string;
}

/** The page's public address: `{PUBLIC_URL}/{subdomain}`, as a bio's. */
export function infoproductLinkUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/${code}`;
}

/**
 * The subdomain is the code of the page's link (spec 001 §4): free when nobody holds it or this page's link
 * does (409 `subdomainAlreadyInUSe` otherwise, deleted links included), never a path the site routes itself.
 */
async function checkSubdomain(db: Db, code: string, linkId: number | null): Promise<void> {
  if (isReservedPathSegment(code)) throw new AppError(400, ['invalid']);
  if (!(await isCodeFreeFor(db, code, linkId ?? undefined))) {
    throw new AppError(409, [infoproductMessageKeys.subdomainInUse]);
  }
}

/** A code taken by another request between the check and the write breaks the codes' unique index: the same 409. */
async function inTransaction<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION)
      throw new AppError(409, [infoproductMessageKeys.subdomainInUse]);
    throw error;
  }
}

/**
 * POST /api/v1/infoproduts: the whole page, created (no id) or replaced (its id; 404 when not the owner's).
 * Every rule is checked before anything is written, and everything is written in one transaction. Answers the
 * page's id.
 */
export async function saveInfoproduct(
  db: Db,
  user: AuthenticatedUser,
  body: InfoproductBodyOutput,
  context: SaveContext,
): Promise<number> {
  const ownerId = user.id;
  const row = body.id == null ? null : await findOwnedInfoproduct(db, ownerId, body.id);
  if (body.id != null && !row) throw notFound();
  const [current = null] = row ? await withParts(db, ownerId, [row], allParts) : [];
  const plan = await planInfoproduct(db, user, body, current, context.filesOrigin);
  const code = body.onlineAddress.code;
  await checkSubdomain(db, code, current?.link.id ?? null);
  const url = infoproductLinkUrl(context.publicUrl, code);

  const saved = await inTransaction(db, async (tx) => {
    if (current) {
      const page = await findOwnedInfoproduct(tx, ownerId, current.id, true);
      if (!page) throw notFound();
      if (page.link.code !== code || page.link.url !== url) {
        if (!(await updateOwnedInfoproductLink(tx, ownerId, page.link.id, { code, url }))) throw notFound();
      }
      if (!(await updateOwnedInfoproduct(tx, ownerId, page.id, plan.values))) throw notFound();
      await writeInfoproductParts(tx, page, plan, current);
      return { id: page.id, linkId: page.link.id, codes: [page.link.code, code] };
    }
    const link = await insertInfoproductLink(tx, ownerId, { code, url });
    if (!link) throw new AppError(409, [infoproductMessageKeys.subdomainInUse]);
    const page = await insertInfoproduct(tx, ownerId, link.id, plan.values);
    await writeInfoproductParts(tx, { id: page.id, userId: ownerId }, plan, null);
    return { id: page.id, linkId: link.id, codes: [code] };
  });
  // The database notifies every instance; this one forgets at once (and a code asked for before it existed).
  invalidateLink({ id: saved.linkId, codes: saved.codes });
  return saved.id;
}
