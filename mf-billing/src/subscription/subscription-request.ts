import type { SubscriptionPlan, SubscriptionRequest } from '@atalho/sdk/schemas';
import type { BillingPeriod } from '@atalho/ui/plan-pricing';
import type { PaymentDetails } from '../wizard/types';

/** The body of POST /api/v1/subscriptions (spec 002 §3): the card travels as its token only. */
export function subscriptionRequestOf(
  plan: SubscriptionPlan,
  period: BillingPeriod,
  discount: boolean,
  details: Required<PaymentDetails>,
): SubscriptionRequest {
  return {
    customer: { document: details.document, name: details.contact.name, phone: details.contact.phone },
    card: { hash: details.card.hash, holderName: details.card.holderName, billingAddress: details.address },
    subscriptionPlan: { id: plan.id },
    early: period === 'yearly',
    discount,
  };
}
