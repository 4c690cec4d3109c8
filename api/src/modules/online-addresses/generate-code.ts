import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const CODE_LENGTH = 7;

/**
 * First path segments the server or the shell routes own (docs/decisions/001); a code never equals one,
 * compared without case because some are typed by hand.
 */
export const reservedSegments: ReadonlySet<string> = new Set(
  [
    'conversion',
    'g',
    'f',
    'lp',
    'privacy-policy',
    'whats-new',
    'plans',
    'loading',
    'painel',
    'i',
    'o',
    'api',
    'oauth2',
    'api-doc',
    'mf',
    'deploy',
    'static',
    'remotes.json',
    'favicon.ico',
    'health',
  ].map((segment) => segment.toLowerCase()),
);

export function isReservedCode(code: string): boolean {
  return reservedSegments.has(code.toLowerCase());
}

/** A random base62 code; uniqueness is the database's job (unique index, retried on conflict). */
export function generateCode(length = CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return isReservedCode(code) ? generateCode(length) : code;
}
