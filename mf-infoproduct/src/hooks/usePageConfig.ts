import { configKeys, getMyConfig } from '@atalho/sdk';
import { useEntitlement } from '@atalho/ui';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in user's page (loading-screen) config, the one the links area edits: whether there is one (the
 * gear's '!' badge) and the logo their QR codes carry (paid owners, spec 000 §2).
 */
export function usePageConfig() {
  const branded = useEntitlement('brandedQrCode');
  const config = useQuery({ queryKey: configKeys.mine(), queryFn: getMyConfig });
  const picture = config.data?.picture;
  return {
    isPending: config.isPending,
    isError: config.isError,
    /** Known to be missing: false while loading or when the call failed. */
    missing: config.isSuccess && config.data === null,
    qrLogo: branded && picture && !picture.deleted && picture.src ? picture.src : null,
  };
}
