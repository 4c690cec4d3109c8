import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type DebitResult, spendCredits } from './queries';

/**
 * Spends the user's credit (the SMS module calls this before sending): `amount` centavos from the oldest
 * PAID and SUCCESS entries. 402 `insufient.credits` (the spec's spelling) when the balance is short, and then
 * nothing is spent; the balance never goes below zero (row locks here, `remaining >= 0` in the database).
 * `reference` (e.g. `sms-shooting:12`) makes the debit happen once however often it is retried.
 */
export async function debitCredits(
  db: Db,
  userId: number,
  amount: number,
  reference: string | null = null,
): Promise<DebitResult> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`Invalid debit amount: ${amount}`);
  const result = await spendCredits(db, userId, amount, reference);
  if (result === 'insufficient') throw new AppError(402, ['insufient.credits']);
  return result;
}
