import { useSession } from '@atalho/sdk';
import type { Feature } from '@atalho/sdk/schemas';

/**
 * Whether the signed-in user's plans include `feature` (the entitlements table in @atalho/sdk/schemas,
 * answered by `GET /api/v1/auth`); false while signed out or before the user is loaded.
 */
export function useEntitlement(feature: Feature): boolean {
  return useSession((state) => state.user?.features.includes(feature) ?? false);
}
