import type { Db } from '../../db/client';
import { insertEntry } from './queries';

/**
 * Gives `amount` centavos back as a ledger entry of its own: type REFUND, status SUCCESS (so the balance rule,
 * PAID and SUCCESS, counts it like a bonus), all of it to spend. For SMS paid for and never sent (decision 034).
 * The refund happens once because the caller writes it in the transaction of the one change that decides it
 * (a recipient skipped, a message failed): call it there, never on its own.
 */
export async function refundCredits(db: Db, userId: number, amount: number): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`Invalid refund amount: ${amount}`);
  await insertEntry(db, { userId, type: 'REFUND', status: 'SUCCESS', total: amount, remaining: amount });
}
