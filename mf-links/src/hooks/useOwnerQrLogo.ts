import { configKeys, getMyConfig } from '@atalho/sdk';
import { useEntitlement } from '@atalho/ui';
import { useQuery } from '@tanstack/react-query';

/** The owner's logo (their loading-screen picture) for the centre of their QR codes; paid owners only (000 §2). */
export function useOwnerQrLogo(): string | null {
  const branded = useEntitlement('brandedQrCode');
  const config = useQuery({ queryKey: configKeys.mine(), queryFn: getMyConfig, enabled: branded });
  const picture = config.data?.picture;
  return branded && picture && !picture.deleted && picture.src ? picture.src : null;
}
