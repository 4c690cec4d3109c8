import { CODE_IN_USE, type UpdateOnlineAddressBody } from '@atalho/sdk/schemas';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import { retryOnDeadlock } from '../../db/sql-state';
import { hasFeature } from '../../entitlements';
import { AppError, notFound } from '../../errors';
import { checkTargetUrl, type UrlSafetyOptions } from '../../security/url-safety';
import { invalidateLink } from '../../visitor-cache';
import { getOnlineAddressOrThrow } from './get-online-address-or-throw';
import {
  findCodeHolder,
  findOwnedOnlineAddress,
  type OnlineAddressChanges,
  type OwnedOnlineAddressRow,
  updateOwnedOnlineAddress,
} from './queries';

/** A code is free to a link when nobody holds it, or the link itself does (spec 001 §4 "code check"). */
export async function isCodeFreeFor(db: Db, code: string, linkId: number | undefined): Promise<boolean> {
  const holder = await findCodeHolder(db, code);
  return holder === null || holder.id === linkId;
}

/**
 * PUT /api/v1/online-addresses/{id}. Changing the code or destination needs `editLink` (decision 004: BASIC or
 * better); re-sending them unchanged does not, so every owner can edit tags and (de)activate. The database
 * triggers tell every instance's visitor cache (decision 007); this instance forgets both codes at once.
 */
export async function updateOnlineAddress(
  db: Db,
  user: AuthenticatedUser,
  id: number,
  body: UpdateOnlineAddressBody,
  safety: UrlSafetyOptions,
): Promise<OwnedOnlineAddressRow> {
  const current = await getOnlineAddressOrThrow(db, user.id, id);
  const changes: OnlineAddressChanges = {};
  const code = body.code.trim();
  if (code !== current.code) changes.code = code;
  const url = body.url.trim();
  if (url !== current.url) {
    const checked = await checkTargetUrl(url, safety);
    if (!checked.ok) throw new AppError(400, [checked.message]);
    if (checked.url !== current.url) changes.url = checked.url;
  }
  if ((changes.code !== undefined || changes.url !== undefined) && !hasFeature(user, 'editLink')) {
    throw new AppError(403, ['plan.required']);
  }
  if (changes.code !== undefined && !(await isCodeFreeFor(db, changes.code, id))) {
    throw new AppError(409, [CODE_IN_USE]);
  }
  if (body.tags !== undefined) changes.tags = body.tags?.trim() || null;
  if (body.active !== undefined) changes.active = body.active;
  if (Object.keys(changes).length > 0) {
    const row = await updateOwnedOnlineAddress(db, user.id, id, changes);
    if (!row) throw notFound();
    invalidateLink({ id, codes: [current.code, row.code] });
  }
  const saved = await findOwnedOnlineAddress(db, user.id, id);
  if (!saved) throw notFound();
  return saved;
}

/**
 * DELETE /api/v1/online-addresses/{id}: the row stays (its code is never handed out again), visitors get 404.
 * Its trigger takes the owner rollups' rows in another order than a click batch does: a deadlock's victim is
 * run again.
 */
export async function deleteOnlineAddress(db: Db, ownerId: number, id: number): Promise<void> {
  const row = await retryOnDeadlock(() =>
    updateOwnedOnlineAddress(db, ownerId, id, { deletedAt: new Date(), active: false }),
  );
  if (!row) throw notFound();
  invalidateLink({ id, codes: [row.code] });
}
