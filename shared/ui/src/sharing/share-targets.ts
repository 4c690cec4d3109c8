/** The share menu's networks (spec 000 §2 "Share menu", §9), each sharing the link with its own `s` value. */
import { shareUrl } from '@atalho/sdk/share-url';
import type { ShareTarget } from '@atalho/sdk/visitor-device';

export type ShareNetwork = Exclude<ShareTarget, 'qr'>;

export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

/** One address per network, each carrying the short link with that network's share option. */
export function shareLinks(shortUrl: string, text = ''): ShareLink[] {
  const linkOn = (network: ShareNetwork) => shareUrl(shortUrl, network);
  const url = (network: ShareNetwork) => encodeURIComponent(linkOn(network));
  const message = (network: ShareNetwork) =>
    encodeURIComponent(text ? `${text} ${linkOn(network)}` : linkOn(network));
  return [
    { network: 'whatsapp', href: `https://api.whatsapp.com/send?text=${message('whatsapp')}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url('facebook')}` },
    {
      network: 'twitter',
      href: `https://twitter.com/intent/tweet?url=${url('twitter')}${text ? `&text=${encodeURIComponent(text)}` : ''}`,
    },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url('linkedin')}` },
    { network: 'messenger', href: `fb-messenger://share/?link=${url('messenger')}` },
    {
      network: 'email',
      href: `mailto:?subject=${encodeURIComponent(text || shortUrl)}&body=${message('email')}`,
    },
  ];
}
