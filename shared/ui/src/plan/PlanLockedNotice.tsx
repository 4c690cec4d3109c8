import { Alert, Button } from '@chakra-ui/react';
import { t } from '../i18n';
import { LockIcon } from '../icons';
import { usePlansDialog } from '../overlays/plans-dialog';
import { planLabel } from './plan-labels';

export interface PlanLockedNoticeProps {
  /** Plan name from the API (e.g. 'URL_SHORTNER_PRO'); shown with its Portuguese label. */
  plan: string;
  description?: string;
}

/** "Recurso disponível apenas no plano X" with an upgrade button that opens the plans dialog. */
export function PlanLockedNotice({ plan, description }: PlanLockedNoticeProps) {
  const open = usePlansDialog((state) => state.open);
  return (
    <Alert.Root status="info" colorPalette="accent" variant="subtle" borderRadius="l3" alignItems="center">
      <Alert.Indicator>
        <LockIcon />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{t('plan.lockedTitle', { plan: planLabel(plan) })}</Alert.Title>
        <Alert.Description>{description ?? t('plan.lockedDescription')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="accent" onClick={() => open(plan)} flexShrink={0}>
        {t('action.upgrade')}
      </Button>
    </Alert.Root>
  );
}
