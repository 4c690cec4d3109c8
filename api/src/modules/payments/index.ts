import type { AppPlugin } from '../../http/validate';
import { paymentRoutes } from './routes';

/**
 * Payments (decision 014): the provider's customers, saved cards, charges keyed by idempotency keys, and the
 * processor's webhooks. Serves `/api/v1/payments/*` and `/api/v1/cards`; subscriptions and credits charge
 * through the functions below and follow webhooks through `onPaymentSettled`.
 */
const paymentsModule: AppPlugin = async (app) => {
  await app.register(paymentRoutes);
};

export default paymentsModule;

export { billingMail, cardLabel, formatDay, formatMoney, planLabel } from './billing-mail';
export { chargeCard, type Payer, PaymentFailure, saveNewCard } from './card-payments';
export { usable as usableCard } from './card-state';
export { paymentKeyOf, withIdempotency } from './idempotency';
export { findOwnedCard, type SavedCardRow } from './queries';
