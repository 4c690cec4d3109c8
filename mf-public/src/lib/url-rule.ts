import { SHORTENABLE_URL_PATTERN } from '@atalho/sdk/schemas';

/**
 * The public shortener's URL rule (spec 000 §5), shared with the API through the SDK: something that
 * looks like a domain with a 1–6 character suffix; scheme, port, path and query are optional.
 */
export function isShortenableUrl(input: string): boolean {
  const value = input.trim();
  return value.length > 0 && value.length <= 2048 && SHORTENABLE_URL_PATTERN.test(value);
}

/** Message key for the URL field, or null when valid (an empty field shows nothing). */
export function urlFieldError(input: string): 'invalidUrl' | null {
  if (input.trim() === '') return null;
  return isShortenableUrl(input) ? null : 'invalidUrl';
}
