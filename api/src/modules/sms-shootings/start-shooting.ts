import { CREDIT_LIMITS, messageKeys } from '@atalho/sdk/schemas';
import { type ShootingStatus, shootingMessageKeys } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import type { SmsShootingRow } from '../../db/schema';
import { type Entitled, hasFeature } from '../../entitlements';
import { AppError, notFound } from '../../errors';
import { debitCredits } from '../credits';
import { findActivePlans } from '../plans';
import { requireSmsConfig } from '../sms-configs';
import { lockOwnedShooting } from './queries';
import { markScheduledFailure, markShootingProcessing, skipNotOptedIn } from './send-queries';

/** What the owner may send: a saved or scheduled shooting, or one whose start failed (spec 002 §4). */
const sendable: readonly ShootingStatus[] = ['SAVED', 'SCHEDULED', 'FAILURE'];

/** The debit's reference: one debit per shooting, however often the start is retried (decision 034). */
export const shootingDebitReference = (id: number) => `sms-shooting:${id}`;

export interface StartOptions {
  now: Date;
  /** The statuses this start may begin from (the scheduler: SCHEDULED only). */
  from?: readonly ShootingStatus[];
  /** The scheduler: the shooting must still be due at this time (it may have been moved meanwhile). */
  dueBy?: Date;
}

/**
 * The one start of a shooting, for POST /sms-shootings/send and the scheduler (decision 034): PRO
 * (`smsSending`, 403 `plan.required`), the business name (400 `businerRequiredInfo`), the owner's shooting (404)
 * in a sendable status (409 `conflict`), no recipient over one SMS (400 `large.sms.text`) and at least one
 * OPT_IN recipient (400 `invalid`). In ONE transaction, the shooting locked: the recipients not OPT_IN now are
 * SKIPPED (never charged), the OPT_IN ones × R$ 0,30 are debited with the reference `sms-shooting:{id}` (402
 * `insufient.credits`: nothing changes), and the shooting is PROCESSING. The batches (`sms-shootings.send`)
 * queue the messages after it commits. Null when the scheduler's shooting is no longer due.
 */
export async function startShooting(
  db: Db,
  sender: Entitled & { id: number },
  shootingId: number,
  options: StartOptions,
): Promise<SmsShootingRow | null> {
  if (!hasFeature(sender, 'smsSending')) throw new AppError(403, [messageKeys.planRequired]);
  return db.transaction(async (tx) => {
    await requireSmsConfig(tx, sender.id);
    const shooting = await lockOwnedShooting(tx, sender.id, shootingId);
    if (!shooting) throw notFound();
    if (!(options.from ?? sendable).includes(shooting.status))
      throw new AppError(409, [messageKeys.conflict]);
    if (options.dueBy && !(shooting.dateTimeScheduled && shooting.dateTimeScheduled <= options.dueBy))
      return null;
    // Kept by every save that writes recipients (their sizes as the message would be composed).
    if (shooting.largeMessages > 0) throw new AppError(400, [shootingMessageKeys.largeMessage]);
    const recipients = await skipNotOptedIn(tx, shootingId);
    if (recipients === 0) throw new AppError(400, [messageKeys.invalid]);
    const cost = recipients * CREDIT_LIMITS.smsPriceCentavos;
    const debit = await debitCredits(tx, sender.id, cost, shootingDebitReference(shootingId));
    // Only a start that rolled back leaves the shooting sendable, so its reference was never spent.
    if (!debit.debited) throw new AppError(409, [messageKeys.conflict]);
    return markShootingProcessing(tx, shootingId, cost, options.now);
  });
}

/**
 * The scheduler's start of one due shooting, as its owner's plans are now. A start refused for a reason the
 * owner must fix (credits, plan, business name, recipients) makes it FAILURE with that message key as
 * `failureReason` (402 → `insufient.credits`); the owner may send it again from there.
 */
export async function startScheduledShooting(
  db: Db,
  shooting: { id: number; userId: number },
  now: Date,
): Promise<'started' | 'failed' | 'skipped'> {
  const plans = (await findActivePlans(db, [shooting.userId], now)).get(shooting.userId) ?? [];
  try {
    const started = await startShooting(db, { id: shooting.userId, plans }, shooting.id, {
      now,
      from: ['SCHEDULED'],
      dueBy: now,
    });
    return started ? 'started' : 'skipped';
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const reason = error.messages[0] ?? messageKeys.invalid;
    return (await markScheduledFailure(db, shooting.id, reason)) ? 'failed' : 'skipped';
  }
}
