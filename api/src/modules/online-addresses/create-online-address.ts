import type { CreateOnlineAddressBody } from '@atalho/sdk/schemas';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import type { OnlineAddressRow, OnlineAddressTypeValue } from '../../db/schema';
import { AppError } from '../../errors';
import { checkTargetUrl, type UrlSafetyOptions } from '../../security/url-safety';
import { invalidateLink } from '../../visitor-cache';
import { generateCode } from './generate-code';
import { insertOnlineAddress } from './queries';

const MAX_ATTEMPTS = 8;

/**
 * The server decides the type: an API credential makes API links, everything else here is STANDARD (BIO, SMS
 * and INFOPRODUCT links are created by their own areas). Anonymous links are plain (spec 000 §1).
 */
function typeFor(user: AuthenticatedUser | null): OnlineAddressTypeValue {
  return user?.via === 'api-credential' ? 'API' : 'STANDARD';
}

export async function createOnlineAddress(
  db: Db,
  body: CreateOnlineAddressBody,
  user: AuthenticatedUser | null,
  safety: UrlSafetyOptions,
): Promise<OnlineAddressRow> {
  const checked = await checkTargetUrl(body.url, safety);
  if (!checked.ok) throw new AppError(400, [checked.message]);
  const type = typeFor(user);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const code = generateCode();
    const row = await insertOnlineAddress(db, { code, url: checked.url, type, userId: user?.id ?? null });
    if (row) {
      // A visitor may have asked for this code before it existed: forget the cached "not found".
      invalidateLink({ id: row.id, codes: [code] });
      return row;
    }
  }
  throw new AppError(503, ['code.unavailable']);
}
