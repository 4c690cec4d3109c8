import type { AppPlugin } from '../../http/validate';
import { clickDashboardRoutes } from './routes';

/**
 * Click analytics (spec 001 §2 "Click analytics dashboard", §7): totals and charts read from the rollups the
 * click batch keeps (decisions 006, 018), scoped to the signed-in owner's links and the links list's filters.
 */
const clickDashboardsModule: AppPlugin = async (app) => {
  await app.register(clickDashboardRoutes);
};

export default clickDashboardsModule;
