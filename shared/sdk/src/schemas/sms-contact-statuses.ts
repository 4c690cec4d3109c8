import * as v from 'valibot';
import { messageKeys } from './common';

/** Contact statuses (spec 002 §4 "Contact status lifecycle"; `OPT_IN_SENDED` spelled so). */
export const contactStatuses = [
  'SAVED',
  'OPT_IN_REQUIRED',
  'OPT_IN_SENDED',
  'OPT_IN_REQUIRED_ERROR',
  'OPT_IN',
  'OPT_OUT',
] as const;
export const ContactStatus = v.picklist(contactStatuses, messageKeys.invalid);
export type ContactStatus = v.InferOutput<typeof ContactStatus>;
