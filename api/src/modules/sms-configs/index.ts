import type { AppPlugin } from '../../http/validate';
import { smsConfigRoutes } from './routes';

export { requireSmsConfig } from './get-sms-config-or-throw';

/**
 * The SMS config (issue 32): `/api/v1/sms-configs` and `/sms-configs/users`, one per user, whose business name
 * signs every SMS. Contact actions wait for it (`requireSmsConfig`). The public `/sms-configs/opt-in/{code}` is
 * the consent module's.
 */
const smsConfigsModule: AppPlugin = async (app) => {
  await app.register(smsConfigRoutes);
};

export default smsConfigsModule;
