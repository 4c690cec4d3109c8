import { shortenableUrl } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { looksLikePhone, startsLikePhone } from './whatsapp';

export { chartRouteFor, shortUrlOf, useLinkCreation } from './use-link-creation';
export { looksLikePhone } from './whatsapp';

/** The shortener's one field, with the URL rule the API shares (spec 000 §5). */
export const shortenerForm = v.object({ url: shortenableUrl });

export type ShortenerCheck = { valid: true; url: string } | { valid: false; message: string };

/** The field's text against the schema: the address to send, or the catalogue key of what is wrong. */
export function checkShortenerUrl(url: string): ShortenerCheck {
  const parsed = v.safeParse(shortenerForm, { url });
  return parsed.success
    ? { valid: true, url: parsed.output.url }
    : { valid: false, message: parsed.issues[0].message };
}

export interface ShortenerFieldState {
  /** A phone number: the WhatsApp offer shows instead of an error. */
  phone: boolean;
  /** Whether the field's validation error may show now. */
  showError: boolean;
}

/**
 * What the shortener's field says about its text (spec 000 §2), on the home page's light form and the links
 * screen's alike: an empty field says nothing yet, a phone number gets the WhatsApp offer instead of an
 * error, and a phone number being typed (`(11) 9…`) is not marked invalid before the person leaves the field.
 */
export function shortenerFieldState(url: string, valid: boolean, touched: boolean): ShortenerFieldState {
  const phone = !valid && looksLikePhone(url);
  const typingPhone = startsLikePhone(url) && !touched;
  return { phone, showError: !valid && url.trim() !== '' && !phone && !typingPhone };
}
