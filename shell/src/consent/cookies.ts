export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string, doc: Document = document): string | null {
  const prefix = `${name}=`;
  for (const part of doc.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      try {
        return decodeURIComponent(cookie.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  doc: Document = document,
): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
