import type { AppPlugin } from '../../http/validate';
import { contactRoutes } from './routes';

/**
 * The SMS contacts (issue 32): `/api/v1/contacts` (list with every filter, one, save one, save 1,000, delete,
 * `/tags`, `/properties`) and `/api/v1/segments`. A contact is one number per owner with a global random code;
 * its consent (opt-in requests, `/i/{code}` and `/o/{code}`, the record) is the contact-consents module's, and
 * every status change goes through its `moveContacts`. Decision 032.
 */
const contactsModule: AppPlugin = async (app) => {
  await app.register(contactRoutes);
};

export default contactsModule;
