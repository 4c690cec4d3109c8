import { CREDIT_LIMITS } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { hasFeature } from '../../entitlements';
import { findActivePlans } from '../plans';
import { unpaidSubscriptionIds } from '../subscriptions';
import { insertEntry } from './queries';

/** `YYYY-MM` of the month (UTC) a bonus belongs to. */
export function bonusMonthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * The monthly bonus job: every user whose paid-for plans include `smsCreditBonus` (PRO or better; a trial or an unpaid
 * renewal does not count, decision 030) gets R$ 4,00 of
 * credit once per calendar month. Idempotent: (user, month) is unique in the ledger, so a second run, or a run
 * on another instance, inserts nothing. It runs daily, so a new subscriber gets the month's bonus within a day.
 */
export async function grantMonthlyBonuses(app: FastifyInstance, now: Date) {
  const month = bonusMonthOf(now);
  const plansByUser = await findActivePlans(app.db, 'paid', now);
  // A plan still in its free trial (running or canceled) or whose renewal is unpaid (dunning) earns no bonus:
  // credit is for what was paid.
  const unpaid = await unpaidSubscriptionIds(
    app.db,
    [...plansByUser.values()].flat().map((plan) => plan.id),
  );
  let granted = 0;
  for (const [userId, held] of plansByUser) {
    const plans = held.filter((plan) => !unpaid.has(plan.id));
    if (!hasFeature({ plans }, 'smsCreditBonus')) continue;
    const entry = await insertEntry(app.db, {
      userId,
      type: 'BONUS',
      status: 'SUCCESS',
      total: CREDIT_LIMITS.monthlyBonusCentavos,
      remaining: CREDIT_LIMITS.monthlyBonusCentavos,
      bonusMonth: month,
    });
    if (entry) granted += 1;
  }
  return { month, granted };
}
