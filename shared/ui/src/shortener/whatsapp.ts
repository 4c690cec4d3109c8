/** WhatsApp click-to-chat helpers for the shortener's composer (spec 000 §2 and §5). */
import * as v from 'valibot';

export const WHATSAPP_MESSAGE_MAX = 1000;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * True when the shortener input is a phone number rather than an address: only digits and the usual
 * separators, with 8 to 15 digits in all.
 */
export function looksLikePhone(input: string): boolean {
  const value = input.trim();
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = onlyDigits(value).length;
  return digits >= 8 && digits <= 15;
}

/** True while the input could still become a phone number as it is typed: `(11) 9`, `+55`. */
export function startsLikePhone(input: string): boolean {
  const value = input.trim();
  return PHONE_CHARACTERS.test(value) && onlyDigits(value).length < 8;
}

const digits = v.pipe(v.string('required'), v.transform(onlyDigits));

/** The composer's fields; messages are catalogue keys. Outputs carry the digits only. */
export const whatsAppComposerForm = v.object({
  countryCode: v.pipe(digits, v.nonEmpty('required')),
  phone: v.pipe(
    digits,
    v.nonEmpty('required'),
    v.minLength(8, 'invalidPhone'),
    v.maxLength(15, 'invalidPhone'),
  ),
  message: v.pipe(v.string(), v.maxLength(WHATSAPP_MESSAGE_MAX, 'invalidSize')),
});
export type ComposerValues = v.InferInput<typeof whatsAppComposerForm>;

export function buildWhatsAppUrl(values: ComposerValues): string {
  const number = `${onlyDigits(values.countryCode)}${onlyDigits(values.phone)}`;
  const text = values.message.trim();
  return text === ''
    ? `https://wa.me/${number}`
    : `https://wa.me/${number}?text=${encodeURIComponent(values.message)}`;
}

export type FormatStyle = 'bold' | 'italic' | 'strike' | 'code';
export interface FormatSegment {
  text: string;
  style?: FormatStyle;
}

const MARKERS: Record<string, FormatStyle> = { '*': 'bold', _: 'italic', '~': 'strike', '`': 'code' };
const FORMAT_PATTERN = /([*_~`])([^\n]*?\S)\1/g;

/** Splits a message into plain and formatted runs, the way WhatsApp renders *bold* _italic_ ~strike~ `code`. */
export function parseWhatsAppFormatting(message: string): FormatSegment[] {
  const segments: FormatSegment[] = [];
  let last = 0;
  for (const match of message.matchAll(FORMAT_PATTERN)) {
    const [whole, marker = '', inner = ''] = match;
    const start = match.index ?? 0;
    if (inner.startsWith(' ')) continue;
    if (start > last) segments.push({ text: message.slice(last, start) });
    segments.push({ text: inner, style: MARKERS[marker] });
    last = start + whole.length;
  }
  if (last < message.length) segments.push({ text: message.slice(last) });
  return segments;
}
