import type { SubscriptionInterval } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { chargeCard, type Payer, paymentKeyOf, type SavedCardRow } from '../payments';
import { type CataloguePlan, planCatalogue } from '../plans';
import { priceOfCycle } from './cycles';
import type { CurrentCycle, PlanChange } from './proration';
import {
  findCycle,
  releaseChange,
  type SubscriptionRow,
  settleChangeCycle,
  takeForChange,
  updateSubscriptionAtAttempt,
} from './queries';

/**
 * The current cycle of a live subscription, as the proration reads it; null when its plan is not sold or while
 * another change is being charged (its cycle has no payment yet): nothing is credited for what is not paid.
 */
export async function currentCycleOf(
  app: FastifyInstance,
  subscription: SubscriptionRow,
): Promise<CurrentCycle | null> {
  const plan = planCatalogue.find((entry) => entry.id === subscription.subscriptionPlanId);
  const cycle = subscription.cycle ?? 0;
  if (!plan || !subscription.interval || !subscription.endAt) return null;
  const row = await findCycle(app.db, subscription.id, cycle);
  if (!row || (row.status === 'pending' && row.paymentId === null)) return null;
  return {
    plan,
    interval: subscription.interval,
    // A trial was not paid for: nothing of it is credited.
    value: cycle === 0 ? 0 : priceOfCycle(plan, subscription.interval, subscription.discount, cycle),
    start: row.startAt,
    end: subscription.endAt,
  };
}

/** Why a change was refused: the route answers it with `subscription.failed` and a status. */
export class ChangeRefused extends Error {
  constructor(
    readonly status: 402 | 409,
    readonly reason?: 'insufficient_funds' | 'declined',
  ) {
    super(`plan change refused (${status})`);
  }
}

interface ChangeRequest {
  subscription: SubscriptionRow;
  change: Exclude<PlanChange, { kind: 'same' }>;
  plan: CataloguePlan;
  interval: SubscriptionInterval;
  card: SavedCardRow;
  payer: Payer;
  idempotencyKey: string;
  now: Date;
}

/**
 * Applies a change to the user's one live paid plan (issue 35 item 1). An upgrade takes the subscription first
 * (guarded by the cycle and attempt it read, so of concurrent changes one wins and the others answer 409), then
 * charges the prorated amount; a refused charge puts the subscription back. A scheduled change only records the
 * plan and period the renewal job will charge at the cycle's end. Either way the request's card pays from now on.
 */
export async function applyPlanChange(app: FastifyInstance, request: ChangeRequest): Promise<void> {
  const { subscription, change, plan, interval, card } = request;
  const at = { cycle: subscription.cycle ?? 0, attempts: subscription.renewalAttempts };
  if (change.kind === 'scheduled') {
    const keepsPlan = plan.id === subscription.subscriptionPlanId && interval === subscription.interval;
    const scheduled = await updateSubscriptionAtAttempt(app.db, subscription.id, at, {
      scheduledPlanId: keepsPlan ? null : plan.id,
      scheduledInterval: keepsPlan ? null : interval,
      cardId: card.id,
    });
    if (!scheduled) throw new ChangeRefused(409);
    return;
  }

  const cycle = at.cycle + 1;
  const taken = await takeForChange(
    app.db,
    subscription.id,
    at,
    {
      subscriptionPlanId: plan.id,
      interval,
      discount: false,
      status: 'active',
      cycle,
      endAt: change.end,
      nextBillingAt: change.end,
      cardId: card.id,
      pastDueSince: null,
      renewalAttempts: 0,
      scheduledPlanId: null,
      scheduledInterval: null,
    },
    { cycle, amount: change.charge, billingAt: request.now, startAt: change.start, endAt: change.end },
  );
  if (!taken) throw new ChangeRefused(409);
  const putBack = () =>
    releaseChange(app.db, subscription.id, cycle, {
      subscriptionPlanId: subscription.subscriptionPlanId,
      interval: subscription.interval,
      discount: subscription.discount,
      status: subscription.status,
      cycle: subscription.cycle,
      endAt: subscription.endAt,
      nextBillingAt: subscription.nextBillingAt,
      cardId: subscription.cardId,
      pastDueSince: subscription.pastDueSince,
      renewalAttempts: subscription.renewalAttempts,
      scheduledPlanId: subscription.scheduledPlanId,
      scheduledInterval: subscription.scheduledInterval,
    });

  if (change.charge === 0) {
    await settleChangeCycle(app.db, subscription.id, cycle, { status: 'billed', paymentId: null });
    return;
  }
  const payment = await chargeCard(app, {
    payer: request.payer,
    card,
    amount: change.charge,
    purpose: 'subscription',
    idempotencyKey: paymentKeyOf(request.payer.id, request.idempotencyKey),
    description: `Atalho ${plan.name} (${interval})`,
    subscriptionId: subscription.id,
    cycle,
  }).catch(async (error: unknown) => {
    await putBack();
    throw error;
  });
  if (payment.status === 'failed') {
    await putBack();
    throw new ChangeRefused(
      402,
      payment.failureReason === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
    );
  }
  await settleChangeCycle(app.db, subscription.id, cycle, {
    status: payment.status === 'paid' ? 'billed' : 'pending',
    paymentId: payment.id,
  });
}
