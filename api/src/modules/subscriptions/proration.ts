import type { SubscriptionInterval } from '@atalho/sdk/schemas';
import { cycleEnd, type PricedPlan, priceOfCycle } from './cycles';

const DAY_MS = 86_400_000;

/** A plan and period: what a subscription is on, or what it would change to. */
export interface PlanPeriod {
  plan: PricedPlan & { order: number; name: string };
  interval: SubscriptionInterval;
}

/** What the current cycle is worth and when it runs. */
export interface CurrentCycle extends PlanPeriod {
  /** Centavos the cycle is worth: its list price (0 in the free trial). */
  value: number;
  start: Date;
  end: Date;
}

/**
 * Centavos of the current cycle not used at `now` (decision 030): the value times the whole days left over the
 * cycle's days, rounded down to the centavo. A day begun counts as used, so the figure holds all day long and
 * the review step's quote and the charge a moment later agree.
 */
export function unusedValue(cycle: Pick<CurrentCycle, 'value' | 'start' | 'end'>, now: Date): number {
  const days = Math.max(1, Math.round((cycle.end.getTime() - cycle.start.getTime()) / DAY_MS));
  const used = Math.min(days, Math.max(0, Math.ceil((now.getTime() - cycle.start.getTime()) / DAY_MS)));
  return Math.floor((cycle.value * (days - used)) / days);
}

export type PlanChange =
  | { kind: 'same' }
  /** Now: the new plan replaces the current one, a new cycle starts, the unused part is credited. */
  | { kind: 'upgrade'; credit: number; charge: number; price: number; start: Date; end: Date }
  /** At the cycle's end: the renewal job charges the new plan then. */
  | { kind: 'scheduled'; at: Date; price: number };

/**
 * What changing from the current cycle to `target` does (issue 35 item 1): a higher plan, or the same plan for a
 * longer (dearer) period, is an upgrade now, charged the new price less the unused value of the current cycle,
 * never below zero; anything else (a lower plan, a cheaper period) waits for the cycle's end.
 */
export function planChange(current: CurrentCycle, target: PlanPeriod, now: Date): PlanChange {
  if (current.plan.id === target.plan.id && current.interval === target.interval) return { kind: 'same' };
  const price = priceOfCycle(target.plan, target.interval, false, 1);
  const dearerPeriod =
    current.plan.id === target.plan.id && price > priceOfCycle(current.plan, current.interval, false, 1);
  if (target.plan.order > current.plan.order || dearerPeriod) {
    const credit = unusedValue(current, now);
    return {
      kind: 'upgrade',
      credit,
      charge: Math.max(0, price - credit),
      price,
      start: now,
      end: cycleEnd(now, target.interval),
    };
  }
  return { kind: 'scheduled', at: current.end, price };
}
