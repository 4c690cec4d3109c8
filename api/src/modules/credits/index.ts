import { onPaymentSettled } from '../../extensions';
import type { AppPlugin } from '../../http/validate';
import { grantMonthlyBonuses } from './grant-monthly-bonus';
import { creditRoutes } from './routes';
import { settleCreditPayment } from './settle-payment';

export const creditJobs = { monthlyBonus: 'credits.monthly-bonus' } as const;

/**
 * SMS credits (spec 002 §3, §7 "Credits and cards"): `/api/v1/credits`. A ledger of purchases and monthly
 * PRO bonuses; spending goes through `debitCredits`, which never lets a balance go below zero.
 */
const creditsModule: AppPlugin = async (app) => {
  await app.register(creditRoutes);
  app.jobs.register({
    name: creditJobs.monthlyBonus,
    schedule: app.config.jobs.creditBonusCron,
    run: ({ now }) => grantMonthlyBonuses(app, now),
  });
  onPaymentSettled(app, (payment) => settleCreditPayment(app.db, payment));
};

export default creditsModule;

export { debitCredits } from './debit-credits';
export { refundCredits } from './refund-credits';
