import { createHmac, timingSafeEqual } from 'node:crypto';

/** `value.expiresAtMs.signature`: a tamper-proof, short-lived cookie value (no cookie plugin needed). */
export function signValue(secret: string, value: string, ttlMs: number, now = Date.now()): string {
  const payload = `${value}.${now + ttlMs}`;
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

export function verifySignedValue(
  secret: string,
  signed: string | undefined,
  now = Date.now(),
): string | undefined {
  if (!signed) return undefined;
  const parts = signed.split('.');
  if (parts.length !== 3) return undefined;
  const [value = '', expires = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret).update(`${value}.${expires}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (!(Number(expires) > now)) return undefined;
  return value;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name)
      return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

export function serializeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; path: string; secure: boolean },
): string {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
