import type { ShootingLinkPage, ShootingLinksFilter } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { toPage } from '../../http/paging';
import { getShootingOrThrow } from './get-shooting-or-throw';
import { listLinksOfShooting } from './queries';
import { toShootingLink } from './transform';

/**
 * GET /api/v1/sms-shootings-has-online-addresses: one of the owner's shootings' short links with their views
 * (contact accesses) and distinct contacts, live ones first, oldest first.
 */
export async function listShootingLinks(
  db: Db,
  ownerId: number,
  query: ShootingLinksFilter,
  origin: string,
): Promise<ShootingLinkPage> {
  const shooting = await getShootingOrThrow(db, ownerId, query.smsShootingId);
  const { page, size } = query;
  const { rows, total } = await listLinksOfShooting(db, shooting.id, { page, size });
  return toPage(
    rows.map((row) => toShootingLink(row, origin)),
    total,
    { page, size },
  );
}
