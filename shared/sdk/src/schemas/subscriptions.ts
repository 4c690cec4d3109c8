import * as v from 'valibot';
import { SubscriptionPlanRef } from './auth';
import { customer, documentNumber, newCard } from './billing';
import { idRef, idString } from './common';

export const subscriptionStatuses = ['active', 'canceled', 'failed', 'future'] as const;
/** `future` is the 7-day trial of a first activation; `canceled` keeps its benefits until `current_cycle.end_at`. */
export const SubscriptionStatus = v.picklist(subscriptionStatuses);
export type SubscriptionStatus = v.InferOutput<typeof SubscriptionStatus>;

export const subscriptionIntervals = ['monthly', 'yearly'] as const;
export const SubscriptionInterval = v.picklist(subscriptionIntervals);
export type SubscriptionInterval = v.InferOutput<typeof SubscriptionInterval>;

/** `trial`: cycle 0 (no charge); `billed`: paid; `pending`: charged, waiting for the processor; `failed`. */
export const cycleStatuses = ['trial', 'billed', 'pending', 'failed'] as const;
export const CycleStatus = v.picklist(cycleStatuses);
export type CycleStatus = v.InferOutput<typeof CycleStatus>;

/** One billing period. Dates are ISO-8601; `billing_at` is when it was (or will be) charged, null in a trial. */
export const SubscriptionCycle = v.object({
  cycle: v.number(),
  status: CycleStatus,
  billing_at: v.nullable(v.string()),
  start_at: v.string(),
  end_at: v.string(),
  /** Centavos charged for this cycle (0 in the trial). */
  amount: v.number(),
});
export type SubscriptionCycle = v.InferOutput<typeof SubscriptionCycle>;

/**
 * A subscription as GET /api/v1/subscriptions lists it (spec 002 §3 "Subscription"). Benefits last while
 * `status` is active or future, and for a canceled or failed one until `current_cycle.end_at`.
 */
export const Subscription = v.object({
  id: v.number(),
  status: SubscriptionStatus,
  subscriptionPlan: SubscriptionPlanRef,
  start_at: v.string(),
  /** When the next charge happens; null once canceled or failed (no renewal). */
  next_billing_at: v.nullable(v.string()),
  interval: SubscriptionInterval,
  /** The number of the current cycle (0 = trial). */
  cycle: v.number(),
  current_cycle: SubscriptionCycle,
  /** Whether the `d` discount applies (first three monthly cycles): the server's decision, not the client's. */
  discount: v.boolean(),
  /** Centavos of the next charge (the discounted price while the discount lasts); null when none is due. */
  next_amount: v.nullable(v.number()),
  /** The saved card charged, when there is one. */
  card: v.nullable(v.object({ id: v.number(), brand: v.string(), lastFourDigits: v.string() })),
  /**
   * Dunning (decision 030): the renewal's charge was refused and is retried 1, 3 and 5 days after the first
   * refusal; the benefits last until `ends_at` (the last retry), when the plan fails if that retry is refused.
   * Null while nothing is owed.
   */
  past_due: v.nullable(
    v.object({
      since: v.string(),
      /** Refused attempts so far (1 = the renewal itself). */
      attempts: v.number(),
      retry_at: v.string(),
      ends_at: v.string(),
    }),
  ),
  /** A change that waits for the cycle's end (a downgrade, a cheaper interval); null when none. */
  scheduled_change: v.nullable(
    v.object({ subscriptionPlan: SubscriptionPlanRef, interval: SubscriptionInterval, at: v.string() }),
  ),
});
export type Subscription = v.InferOutput<typeof Subscription>;

export const SubscriptionList = v.array(Subscription);
export type SubscriptionList = v.InferOutput<typeof SubscriptionList>;

/**
 * Body of POST /api/v1/subscriptions (spec 002 §3 "Subscription request"), sent with an `Idempotency-Key`
 * header. The card is its token (`card.hash`), never its number. `early` = yearly; `discount` = the plans
 * page's `d` flag, a request the server grants only to a new customer's monthly cycles (decision 030). A first activation starts a 7-day trial (nothing charged, the card is checked); otherwise
 * the first cycle is charged at once. Failure: 402 or 409 `{"messages":["subscription.failed", …]}`.
 */
export const subscriptionRequest = v.object({
  customer,
  card: newCard,
  subscriptionPlan: idRef,
  early: v.optional(v.boolean('invalid'), false),
  discount: v.optional(v.boolean('invalid'), false),
});
export type SubscriptionRequest = v.InferInput<typeof subscriptionRequest>;

/**
 * Body of POST /api/v1/subscriptions/offer: what the review step asks before charging. The payer's document
 * and the card's token are optional (the offer is then for the account alone). The server decides.
 */
export const subscriptionOfferRequest = v.object({
  subscriptionPlan: idRef,
  early: v.optional(v.boolean('invalid'), false),
  discount: v.optional(v.boolean('invalid'), false),
  customer: v.optional(v.object({ document: documentNumber }, 'invalid')),
  card: v.optional(v.object({ hash: newCard.entries.hash }, 'invalid')),
});
export type SubscriptionOfferRequest = v.InferInput<typeof subscriptionOfferRequest>;

/**
 * What a subscription request would get now (decision 030): a 7-day trial only for a new customer (one per
 * CPF/CNPJ and card, whatever the account), the `d` discount only for a new customer's monthly cycles.
 */
export const SubscriptionOffer = v.object({
  trial: v.boolean(),
  discount: v.boolean(),
  /** Centavos charged when subscribing: 0 with the trial. */
  amountNow: v.number(),
  /** When the next charge happens (the trial's end or the first cycle's end), ISO-8601. */
  nextBillingAt: v.string(),
  /** Centavos of that next charge. */
  nextAmount: v.number(),
  /**
   * When the user already holds a paid plan, what changing to this one does (issue 35 item 1): `upgrade` now (a
   * higher plan, or a dearer period of the same plan), charged `amountNow` = the new price less `credit`, the
   * unused part of the current cycle, never below zero; `scheduled` at the cycle's end (`effectiveAt`), nothing
   * charged now. Absent or null for a first subscription.
   */
  change: v.optional(
    v.nullable(
      v.object({
        kind: v.picklist(['upgrade', 'scheduled']),
        from: v.object({ subscriptionPlan: SubscriptionPlanRef, interval: SubscriptionInterval }),
        /** Centavos credited for the unused days of the current cycle (0 when scheduled). */
        credit: v.number(),
        /** The new plan's price for the period. */
        price: v.number(),
        effectiveAt: v.string(),
      }),
    ),
  ),
});
export type SubscriptionOffer = v.InferOutput<typeof SubscriptionOffer>;

/** DELETE /api/v1/subscriptions/{planId}: cancel by plan id (no renewal; benefits until the cycle ends). */
export const SubscriptionPlanParams = v.object({ planId: idString });
export type SubscriptionPlanParams = v.InferOutput<typeof SubscriptionPlanParams>;
