import type { contactPropertiesQuery, PropertyNamePage } from '@atalho/sdk/schemas/sms';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { toPage } from '../../http/paging';
import { listOwnedPropertyNames } from './queries';

/** GET /api/v1/contacts/properties: the owner's property names, alphabetical (the campaigns' variables). */
export async function listContactProperties(
  db: Db,
  ownerId: number,
  query: v.InferOutput<typeof contactPropertiesQuery>,
): Promise<PropertyNamePage> {
  const { page, size } = query;
  const { names, total } = await listOwnedPropertyNames(db, ownerId, query.nameStartWith || undefined, {
    page,
    size,
  });
  return toPage(
    names.map((name) => ({ name })),
    total,
    { page, size },
  );
}
