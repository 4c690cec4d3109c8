import { customer, documentNumber } from '@atalho/sdk/schemas';
import * as v from 'valibot';

/** The wizards' steps validate with pieces of the shared payment schemas (spec 002 §5). */
export const documentStep = v.object({ document: documentNumber });
export const contactStep = v.object({ name: customer.entries.name, phone: customer.entries.phone });
