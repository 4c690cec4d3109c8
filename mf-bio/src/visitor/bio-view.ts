import type { OnlineAddressView } from '@atalho/sdk/schemas';

/** The parts of a biography the public view shows; the bio feature brings the full schema to the SDK. */
export interface BioView {
  title: string | null;
  description: string | null;
  links: { code: string; title: string }[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function linkOf(entry: unknown): { code: string; title: string } | null {
  if (!isRecord(entry) || !isRecord(entry.onlineAddress)) return null;
  const code = text(entry.onlineAddress.code);
  return code ? { code, title: text(entry.title) ?? code } : null;
}

export function readBio(biography: unknown): BioView {
  if (!isRecord(biography)) return { title: null, description: null, links: [] };
  const entries = Array.isArray(biography.biographyHasOnlineAddresses)
    ? biography.biographyHasOnlineAddresses
    : [];
  return {
    title: text(biography.title) ?? text(biography.name),
    description: text(biography.description),
    links: entries.map(linkOf).filter((link) => link !== null),
  };
}

/** Owners with `bioPromoRemoval` get no "create your page" promotion. */
export function hidesPromotion(link: OnlineAddressView): boolean {
  return link.user?.features.includes('bioPromoRemoval') ?? false;
}
