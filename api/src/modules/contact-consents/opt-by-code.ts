import { messageKeys } from '@atalho/sdk/schemas';
import { type OptResult, smsMessageKeys } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { moveContacts } from './move-contacts';
import { lockContactByCode, recordOptFailure } from './queries';

export interface OptClient {
  ip: string;
  userAgent: string | null;
}

export type OptDirection = 'in' | 'out';

const refusedKey = (direction: OptDirection) =>
  direction === 'in' ? smsMessageKeys.optInRefused : smsMessageKeys.optOutRefused;

/**
 * The contact's own answer on `/i/{code}` or `/o/{code}` (spec 000 §2, 002 §8), proven by the last four digits
 * of the number. Opt-in from OPT_IN_SENDED, or OPT_IN_REQUIRED (the SMS may arrive before the job records it
 * sent: the page visit proves it arrived, recorded first); opt-out from any status but OPT_OUT. Wrong digits
 * count against the code: the `SMS_LIMITS.optAttemptsPerCode`-th locks it for an hour (429). An unknown code
 * and a refused move answer the same 400 as wrong digits, so the page reveals nothing about other numbers.
 */
export async function optByCode(
  db: Db,
  direction: OptDirection,
  payload: { smsOptInCode: string; last4NumberDigits: string },
  client: OptClient,
): Promise<OptResult> {
  const outcome = await db.transaction(async (tx) => {
    const contact = await lockContactByCode(tx, payload.smsOptInCode);
    if (!contact || contact.business === null) return 'refused' as const;
    if (contact.locked) return 'locked' as const;
    if (!contact.number.endsWith(payload.last4NumberDigits)) {
      await recordOptFailure(tx, contact.id);
      return 'refused' as const;
    }
    const proof = { userId: contact.userId, contactIds: [contact.id], source: 'PAGE' as const, ...client };
    if (direction === 'out') {
      const [moved] = await moveContacts(tx, { ...proof, to: 'OPT_OUT' });
      return moved ? { business: contact.business, status: moved.status } : ('refused' as const);
    }
    if (contact.status === 'OPT_IN_REQUIRED')
      await moveContacts(tx, { ...proof, to: 'OPT_IN_SENDED', from: ['OPT_IN_REQUIRED'] });
    const [moved] = await moveContacts(tx, { ...proof, to: 'OPT_IN', from: ['OPT_IN_SENDED'] });
    return moved ? { business: contact.business, status: moved.status } : ('refused' as const);
  });
  if (outcome === 'locked') throw new AppError(429, [messageKeys.tooManyRequests]);
  if (outcome === 'refused') throw new AppError(400, [refusedKey(direction)]);
  return outcome;
}
