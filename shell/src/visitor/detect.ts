import { isReservedPathSegment } from '@atalho/sdk/schemas';

export type VisitorRoute =
  | { kind: 'opt-in'; remote: 'mf_sms'; exposed: 'OptIsland'; code: string }
  | { kind: 'opt-out'; remote: 'mf_sms'; exposed: 'OptIsland'; code: string }
  | {
      kind: 'redirect';
      remote: 'mf_public';
      exposed: 'RedirectScreen';
      code: string;
      contactCode?: string;
    };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Which visitor view a path is, or null for the panel/public app. */
export function detectVisitorRoute(pathname: string): VisitorRoute | null {
  const raw = pathname.split('/').filter((segment) => segment !== '');
  const segments = raw.map(decode);
  if (segments.some((segment) => segment === null)) return null;
  const [first, second, ...rest] = segments as string[];
  if (!first || rest.length > 0) return null;
  if (first === 'i' && second)
    return { kind: 'opt-in', remote: 'mf_sms', exposed: 'OptIsland', code: second };
  if (first === 'o' && second)
    return { kind: 'opt-out', remote: 'mf_sms', exposed: 'OptIsland', code: second };
  if (isReservedPathSegment(first)) return null;
  return second
    ? { kind: 'redirect', remote: 'mf_public', exposed: 'RedirectScreen', code: first, contactCode: second }
    : { kind: 'redirect', remote: 'mf_public', exposed: 'RedirectScreen', code: first };
}

/** The server-embedded `<script id="atalho-data" type="application/json">` content, if any. */
export function readEmbeddedData(doc: Document = document): unknown {
  const text = doc.getElementById('atalho-data')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
