import type { Biography, biographiesQuery, Page } from '@atalho/sdk/schemas';
import type * as v from 'valibot';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import { hasFeature } from '../../entitlements';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { type BiographySortField, biographySortColumns, listOwnedBiographies } from './queries';
import { withItems } from './read-biographies';
import { toBiography } from './transform';

const sortFields = Object.keys(biographySortColumns) as BiographySortField[];

/** GET /api/v1/biographies: the signed-in user's bios (one per user), with the embeds asked for. */
export async function listBiographies(
  db: Db,
  ownerId: number,
  query: v.InferOutput<typeof biographiesQuery>,
  owner: AuthenticatedUser,
): Promise<Page<Biography>> {
  const { page, size, orderBy } = query;
  const order = orderByColumns(
    parseOrderBy<BiographySortField>(orderBy, sortFields, [{ field: 'dateUpdate', direction: 'DESC' }]),
    biographySortColumns,
  );
  const { rows, total } = await listOwnedBiographies(db, ownerId, order, { page, size });
  const full = await withItems(db, ownerId, rows, {
    sections: query.embedBiographyHasOnlineAddress === true,
    socialLinks: query.embedSocialLink === true,
  });
  return toPage(
    full.map((bio) => toBiography(bio, hasFeature(owner, 'viewCounts'))),
    total,
    { page, size },
  );
}
