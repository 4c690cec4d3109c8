import type { CodeAvailability } from '@atalho/sdk/schemas';
import { CODE_IN_USE, customCode } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findOwnedOnlineAddressWithClicks, type OwnedOnlineAddressRow } from './queries';
import { isCodeFreeFor } from './update-online-address';

/** GET /api/v1/online-addresses/{id}: one of the owner's links with its clicks; 404 for anyone else's. */
export async function getOnlineAddressWithClicks(
  db: Db,
  ownerId: number,
  id: number,
): Promise<OwnedOnlineAddressRow> {
  const row = await findOwnedOnlineAddressWithClicks(db, ownerId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * The edit dialog's live check: a well-formed, unreserved code nobody else holds. `linkId` must be the
 * caller's own link (else 404), so the answer never says whose a code is.
 */
export async function checkCodeAvailability(
  db: Db,
  ownerId: number,
  code: string,
  linkId: number | undefined,
): Promise<CodeAvailability> {
  if (linkId !== undefined) await getOnlineAddressWithClicks(db, ownerId, linkId);
  const parsed = v.safeParse(customCode, code);
  if (!parsed.success) return { code, available: false, reason: 'invalid' };
  const available = await isCodeFreeFor(db, parsed.output, linkId);
  return { code: parsed.output, available, reason: available ? null : CODE_IN_USE };
}
