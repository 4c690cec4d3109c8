/** WhatsApp click-to-chat helpers for the home page composer (spec 000 §2 and §5). */

export const WHATSAPP_MESSAGE_MAX = 1000;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * True when the shortener input is a phone number rather than an address: only digits and the usual
 * separators, with 8 to 15 digits in all.
 */
export function looksLikePhone(input: string): boolean {
  const value = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = onlyDigits(value).length;
  return digits >= 8 && digits <= 15;
}

export type ComposerField = 'countryCode' | 'phone' | 'message';
export type ComposerErrors = Partial<Record<ComposerField, 'required' | 'invalidPhone' | 'invalidSize'>>;

export interface ComposerValues {
  countryCode: string;
  phone: string;
  message: string;
}

export function validateComposer(values: ComposerValues): ComposerErrors {
  const errors: ComposerErrors = {};
  if (onlyDigits(values.countryCode) === '') errors.countryCode = 'required';
  const phoneDigits = onlyDigits(values.phone).length;
  if (phoneDigits === 0) errors.phone = 'required';
  else if (phoneDigits < 8 || phoneDigits > 15) errors.phone = 'invalidPhone';
  if (values.message.length > WHATSAPP_MESSAGE_MAX) errors.message = 'invalidSize';
  return errors;
}

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
