import { getLinkVisit, type LinkVisit } from '@atalho/sdk';
import type { OnlineAddressView } from '@atalho/sdk/schemas';

/** Props of every visitor view (composition contract). */
export interface VisitorProps {
  code: string;
  contactCode?: string;
  search: URLSearchParams;
  /**
   * What the server embedded in the page: `{ link, visitToken }`, the view-by-code call's JSON and its
   * `Visit-Token` header.
   */
  initialData?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The link the server embedded in the page, when it is the one for this code. */
export function embeddedLink(initialData: unknown, code: string): OnlineAddressView | null {
  if (!isRecord(initialData)) return null;
  const link = initialData.link;
  if (!isRecord(link) || typeof link.url !== 'string' || typeof link.id !== 'number') return null;
  if (typeof link.code === 'string' && link.code !== code) return null;
  return link as unknown as OnlineAddressView;
}

/** The embedded link and visit token, else one view-by-code call (null when the code is unknown). */
export async function loadVisit(initialData: unknown, code: string): Promise<LinkVisit | null> {
  const link = embeddedLink(initialData, code);
  if (!link) return getLinkVisit(code);
  const visitToken = isRecord(initialData) ? initialData.visitToken : undefined;
  return { link, visitToken: typeof visitToken === 'string' ? visitToken : null };
}
