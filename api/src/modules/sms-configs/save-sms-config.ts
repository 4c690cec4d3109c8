import { messageKeys } from '@atalho/sdk/schemas';
import type { smsConfigBody } from '@atalho/sdk/schemas/sms';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import type { SmsConfigRow } from '../../db/schema';
import { AppError } from '../../errors';
import { moveContacts } from '../contact-consents';
import { findSmsConfig, upsertSmsConfig } from './queries';

/**
 * POST /api/v1/sms-configs: creates or replaces the user's config. A changed business name signs messages
 * the contacts never agreed to (spec 002 §4), so it needs `confirmBusinessChange` (else 409 `conflict`, nothing
 * changed) and moves every contact to OPT_OUT, each with its consent row, in the same transaction.
 */
export async function saveSmsConfig(
  db: Db,
  userId: number,
  body: v.InferOutput<typeof smsConfigBody>,
): Promise<SmsConfigRow> {
  const { business, buyAutomatically, creditsToBuy } = body;
  return db.transaction(async (tx) => {
    const current = await findSmsConfig(tx, userId, true);
    const changed = current !== null && current.business !== business;
    if (changed && !body.confirmBusinessChange) throw new AppError(409, [messageKeys.conflict]);
    const saved = await upsertSmsConfig(tx, userId, { business, buyAutomatically, creditsToBuy });
    if (changed) {
      await moveContacts(tx, {
        userId,
        contactIds: 'all',
        to: 'OPT_OUT',
        source: 'BUSINESS_CHANGE',
        business,
      });
    }
    return saved;
  });
}
