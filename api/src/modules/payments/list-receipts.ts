import type { Page } from '@atalho/sdk/schemas';
import type { Receipt, receiptsQuery } from '@atalho/sdk/schemas/receipts';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { toPage } from '../../http/paging';
import { toReceipt } from './issue-receipt';
import { listOwnedReceipts } from './queries';

/** A page of the user's receipts, newest first. */
export async function listReceipts(
  db: Db,
  userId: number,
  query: v.InferOutput<typeof receiptsQuery>,
): Promise<Page<Receipt>> {
  const { page, size } = query;
  const { rows, total } = await listOwnedReceipts(db, userId, { page, size });
  return toPage(rows.map(toReceipt), total, { page, size });
}
