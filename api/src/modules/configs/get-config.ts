import type { Db } from '../../db/client';
import type { ConfigRow } from '../../db/schema';
import { getOnlineAddressOrThrow } from '../online-addresses';
import { findConfigOfUser } from './queries';

/** The user's one config, or null when none is saved yet. */
export function getConfigOfUser(db: Db, userId: number): Promise<ConfigRow | null> {
  return findConfigOfUser(db, userId);
}

/** The config applied to one of the user's links (404 for a link that is not theirs). */
export async function getConfigOfLink(db: Db, userId: number, linkId: number): Promise<ConfigRow | null> {
  await getOnlineAddressOrThrow(db, userId, linkId);
  return findConfigOfUser(db, userId);
}
