import { CODE_IN_USE, type CodeAvailability, customCode } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { getOnlineAddressOrThrow } from './get-online-address-or-throw';
import { isCodeFreeFor } from './update-online-address';

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
  if (linkId !== undefined) await getOnlineAddressOrThrow(db, ownerId, linkId);
  const parsed = v.safeParse(customCode, code);
  if (!parsed.success) return { code, available: false, reason: 'invalid' };
  const available = await isCodeFreeFor(db, parsed.output, linkId);
  return { code: parsed.output, available, reason: available ? null : CODE_IN_USE };
}
