import { hasPaidPlan, useSession } from '@atalho/sdk';
import { CrownIcon, usePlansDialog } from '@atalho/ui';
import { Button } from '@chakra-ui/react';

/** Shown only to users whose plans are all free (spec 001 §2). */
export function UpgradeButton({ full = false }: { full?: boolean }) {
  const user = useSession((state) => state.user);
  const openPlans = usePlansDialog((state) => state.open);
  if (!user || hasPaidPlan(user)) return null;
  return (
    <Button size="sm" colorPalette="accent" onClick={() => openPlans()} width={full ? 'full' : undefined}>
      <CrownIcon />
      Fazer upgrade
    </Button>
  );
}
