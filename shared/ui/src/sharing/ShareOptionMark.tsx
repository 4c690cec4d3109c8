import { shareTargetOf } from '@atalho/sdk/visitor-device';
import { LinkIcon, QrIcon } from '../icons';
import { NetworkIcon, networkColors } from '../icons/NetworkIcon';
import { brandColors, neutralColors } from '../theme/tokens';
import { sharingText } from './copy';

/** A click's share option as the dashboards show it (spec 001 §3 "share options": value, colour, icon, description). */
export interface ShareOptionLook {
  /** pt-BR (or English) name: "WhatsApp", "QR code"; the value itself when it is none of the share options. */
  label: string;
  color: string;
}

/** The look of a `share-on` value; null is a visit that came with no share option (opened directly). */
export function shareOptionLook(option: string | null): ShareOptionLook {
  const target = shareTargetOf(option);
  if (target === 'qr') return { label: sharingText('qrCode'), color: brandColors[600] };
  if (target) return { label: sharingText(target), color: networkColors[target] };
  return { label: option ?? sharingText('direct'), color: neutralColors[400] };
}

/** The share option's icon in its colour (decorative: its name is written beside it). */
export function ShareOptionMark({ option, size = 18 }: { option: string | null; size?: number }) {
  const target = shareTargetOf(option);
  if (target === 'qr') return <QrIcon size={size} color={brandColors[600]} />;
  if (target) return <NetworkIcon network={target} size={size} />;
  return <LinkIcon size={size} color={neutralColors[500]} />;
}
