import type { contactTagsQuery, TagPage } from '@atalho/sdk/schemas/sms';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { toPage } from '../../http/paging';
import { listOwnedTags } from './queries';

/** GET /api/v1/contacts/tags: the owner's tags, alphabetical; `tagLike` keeps those containing it. */
export async function listContactTags(
  db: Db,
  ownerId: number,
  query: v.InferOutput<typeof contactTagsQuery>,
): Promise<TagPage> {
  const { page, size } = query;
  const { names, total } = await listOwnedTags(db, ownerId, query.tagLike || undefined, { page, size });
  return toPage(names, total, { page, size });
}
