import type { AppPlugin } from '../../http/validate';
import { createDeliveryLinks } from './delivery-link';
import { registerLeadFormParser } from './lead-form';
import { leadRoutes } from './routes';

/**
 * Leads of info-product pages: `/api/v1/infoproducts-forms-answers` (spec 001 §7; the wire's name, "a lead" in
 * the code). A visitor leaves an e-mail (one lead per e-mail per page) and gets the e-book through a signed,
 * expiring link, on the confirmation and by e-mail; the owner pages through, deletes and exports them.
 */
const infoproductLeadsModule: AppPlugin = async (app) => {
  registerLeadFormParser(app);
  const { cookieSecret, publicUrl, leadDeliveryTtlHours } = app.config;
  await app.register(leadRoutes, {
    links: createDeliveryLinks(cookieSecret, publicUrl, leadDeliveryTtlHours),
  });
};

export default infoproductLeadsModule;

// The LGPD data export (account module) writes its CSV files and masks leads the way the panel does.
export { csvLine } from './csv';
export { maskEmail } from './transform';
