import { useSession } from '@atalho/sdk';
import { CrownIcon, useEntitlement, usePlansDialog } from '@atalho/ui';
import { Button } from '@chakra-ui/react';

/** Shown to signed-in users whose plans still show ads, i.e. without `adFree` (spec 001 §2). */
export function UpgradeButton({ full = false }: { full?: boolean }) {
  const signedIn = useSession((state) => state.user !== null);
  const adFree = useEntitlement('adFree');
  const openPlans = usePlansDialog((state) => state.open);
  if (!signedIn || adFree) return null;
  return (
    <Button size="sm" colorPalette="accent" onClick={() => openPlans()} width={full ? 'full' : undefined}>
      <CrownIcon />
      Fazer upgrade
    </Button>
  );
}
