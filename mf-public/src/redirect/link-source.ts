import { getOnlineAddressView } from '@atalho/sdk';
import type { OnlineAddressView } from '@atalho/sdk/schemas';

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

export function loadLink(initialData: unknown, code: string): Promise<OnlineAddressView | null> {
  const embedded = embeddedLink(initialData, code);
  return embedded ? Promise.resolve(embedded) : getOnlineAddressView(code);
}

/** Stored URLs normally carry a scheme; one typed without it still has to leave this origin. */
export function absoluteUrl(url: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `http://${url}`;
}
