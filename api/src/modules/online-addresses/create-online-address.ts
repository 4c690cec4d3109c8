import type { CreateOnlineAddressBody } from '@atalho/sdk/schemas';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import type { OnlineAddressRow, OnlineAddressTypeValue } from '../../db/schema';
import { hasFeature } from '../../entitlements';
import { AppError } from '../../errors';
import { checkTargetUrl, type UrlSafetyOptions } from '../../security/url-safety';
import { invalidateLink } from '../../visitor-cache';
import { insertPreview } from '../open-graphs';
import { generateCode } from './generate-code';
import type { InsertLink } from './link-writer';
import { findLiveOnlineAddressById, insertOnlineAddress } from './queries';

const MAX_ATTEMPTS = 8;

/**
 * The server decides the type: an API credential makes API links, everything else here is STANDARD (BIO, SMS
 * and INFOPRODUCT links are created by their own areas). Anonymous links are plain (spec 000 §1).
 */
function typeFor(user: AuthenticatedUser | null): OnlineAddressTypeValue {
  return user?.via === 'api-credential' ? 'API' : 'STANDARD';
}

/**
 * `insert` writes a link without a preview: the route's batched writer (decision 040); by default one insert
 * on `db`, which may be the caller's transaction. A link with a preview is written with it in a transaction.
 */
export async function createOnlineAddress(
  db: Db,
  body: CreateOnlineAddressBody,
  user: AuthenticatedUser | null,
  safety: UrlSafetyOptions,
  insert: InsertLink = (values) => insertOnlineAddress(db, values),
): Promise<OnlineAddressRow> {
  const checked = await checkTargetUrl(body.url, safety);
  if (!checked.ok) throw new AppError(400, [checked.message]);
  const type = typeFor(user);
  const preview = body.openGraph?.openGraphFields ?? [];
  // A custom preview is the PRO feature (spec 001 §1); anonymous links never have one (spec 000 §1).
  if (preview.length > 0 && !(user && hasFeature(user, 'customPreview'))) {
    throw new AppError(403, ['plan.required']);
  }
  const values = () => ({ code: generateCode(), url: checked.url, type, userId: user?.id ?? null });
  const row =
    user && preview.length > 0
      ? // The link and its preview are written together or not at all.
        await db.transaction(async (tx) => {
          const inserted = await withFreeCode(() => insertOnlineAddress(tx, values()));
          if (inserted) await insertPreview(tx, inserted.id, user.id, preview);
          return inserted;
        })
      : await withFreeCode(() => insert(values()));
  if (!row) throw new AppError(503, ['code.unavailable']);
  // A visitor may have asked for this code before it existed: forget the cached "not found".
  invalidateLink({ id: row.id, codes: [row.code] });
  // The preview's trigger filled the link's snapshot after the insert returned the row.
  return preview.length > 0 ? ((await findLiveOnlineAddressById(db, row.id)) ?? row) : row;
}

/** Draws codes until one is free (each attempt draws another), MAX_ATTEMPTS at most. */
async function withFreeCode(
  attempt: () => Promise<OnlineAddressRow | null>,
): Promise<OnlineAddressRow | null> {
  for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
    const row = await attempt();
    if (row) return row;
  }
  return null;
}
