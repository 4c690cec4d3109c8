import type { AppPlugin } from '../../http/validate';
import { linkReportRoutes } from './routes';

/** A visitor reports a link (spec 000 §2 "Report link"). */
const linksReportsModule: AppPlugin = async (app) => {
  await app.register(linkReportRoutes);
};

export default linksReportsModule;
