import type { AppPlugin } from '../../http/validate';
import { shootingRoutes } from './routes';
import { shootingSending } from './sending';

export { getShootingOrThrow } from './get-shooting-or-throw';

/**
 * SMS campaigns ("shootings", issue 33): `/api/v1/sms-shootings` (list, one, save with recipients and short
 * links, delete), `/sms-shootings-has-contacts` and `/sms-shootings-has-online-addresses`. A save writes its
 * recipients set-based (a few statements for 100,000, never one per recipient) with each one's message size;
 * the send and its jobs build on `lockOwnedShooting` and `recipientMessage`. Decision 034.
 */
const smsShootingsModule: AppPlugin = async (app) => {
  await app.register(shootingRoutes);
  await app.register(shootingSending);
};

export default smsShootingsModule;
