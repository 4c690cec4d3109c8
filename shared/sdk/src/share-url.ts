/**
 * The address to share on each share target (decision 019, "Share sources"): the one builder the share menu, the
 * QR code and the bio page's share sheet use. The targets and their `s` values are the click vocabulary of
 * `@atalho/sdk/visitor-device`, which the redirect screen loads without this entry.
 */
import { type ShareTarget, shareOptionOf } from '@atalho/sdk/visitor-device';

/**
 * The short link with the target's `s` value, any `s` it had replaced and the rest of its query and fragment kept
 * (`https://atalho.app/abc` + qr → `https://atalho.app/abc?s=q`).
 */
export function shareUrl(shortUrl: string, target: ShareTarget): string {
  const url = shortUrl.trim();
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept = queryAt === -1 ? [] : beforeHash.slice(queryAt + 1).split('&');
  const params = kept.filter((param) => param !== '' && param !== 's' && !param.startsWith('s='));
  params.push(`s=${shareOptionOf[target]}`);
  return `${base}?${params.join('&')}${hash}`;
}
