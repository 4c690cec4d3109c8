/** Share targets of the share menu (spec 000 §2 "Share menu", §9). */

export type ShareNetwork = 'whatsapp' | 'facebook' | 'twitter' | 'linkedin' | 'messenger' | 'email';

export interface ShareTarget {
  network: ShareNetwork;
  href: string;
}

/** What a QR code encodes: the short link plus `s=q`, so its scans are counted as QR scans. */
export function qrValue(shortUrl: string): string {
  const url = shortUrl.trim();
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}s=q${hash}`;
}

export function shareTargets(shortUrl: string, text = ''): ShareTarget[] {
  const url = encodeURIComponent(shortUrl);
  const message = encodeURIComponent(text ? `${text} ${shortUrl}` : shortUrl);
  return [
    { network: 'whatsapp', href: `https://api.whatsapp.com/send?text=${message}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      network: 'twitter',
      href: `https://twitter.com/intent/tweet?url=${url}${text ? `&text=${encodeURIComponent(text)}` : ''}`,
    },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: 'messenger', href: `fb-messenger://share/?link=${url}` },
    {
      network: 'email',
      href: `mailto:?subject=${encodeURIComponent(text || shortUrl)}&body=${message}`,
    },
  ];
}
