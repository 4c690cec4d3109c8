import type { AppPlugin } from '../../http/validate';
import { onInboundSms, registerSmsKind } from '../sms-messages';
import { registerOptFormParser } from './opt-form';
import { optInRequestHandlers } from './opt-in-request-kind';
import { registerOptPages } from './opt-pages';
import { consentRoutes } from './routes';
import { optOutOnStopReply } from './stop-words';

/**
 * The consent of the SMS contacts (issue 32, decision 032): the owner's opt-in requests (paid, queued as SMS),
 * the contact's answer on the public pages or by replying a stop word, and the append-only proof of each
 * change (`contact_consents`). Every status change of a contact goes through `moveContacts`.
 */
const contactConsentsModule: AppPlugin = async (app) => {
  registerOptFormParser(app);
  registerSmsKind('OPT_IN_REQUEST', optInRequestHandlers);
  onInboundSms(optOutOnStopReply);
  registerOptPages(app);
  await app.register(consentRoutes);
};

export default contactConsentsModule;

export { moveContacts } from './move-contacts';
export { optedInContactIds } from './queries';
