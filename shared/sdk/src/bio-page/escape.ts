import { HEX_COLOR } from '@atalho/sdk/schemas';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text or an attribute value, safe between tags and inside double or single quotes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => ENTITIES[char] ?? char);
}

const hasControlCharacter = (value: string) =>
  Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * An http(s) address as written, or null: `javascript:`, `data:`, relative paths and anything the URL parser
 * rejects never reach an `href` or a `src`. Control characters and spaces are refused too, since browsers strip
 * some of them before reading the scheme (`java\tscript:`).
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed) || /\s/.test(trimmed) || hasControlCharacter(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** A colour that may go into the stylesheet (HEX_COLOR), or the fallback. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return HEX_COLOR.test(trimmed) ? trimmed : fallback;
}
