import { type Feature, requiredTier } from '@atalho/sdk/schemas';
import { t } from '@atalho/ui/i18n';
import { Alert, Button } from '@chakra-ui/react';
import { LockIcon } from '../icons';
import { usePlansDialog } from '../overlays/plans-dialog';
import { planLabel, planNameOf } from './plan-labels';

export interface PlanLockedNoticeProps {
  /** The locked feature; the notice names the lowest plan that has it. */
  feature: Feature;
  description?: string;
}

/**
 * The one plan upgrade hint (spec 000 §2): "Recurso disponível apenas no plano X" with an upgrade button
 * that opens the plans dialog on that plan. Show it where `useEntitlement(feature)` is false.
 */
export function PlanLockedNotice({ feature, description }: PlanLockedNoticeProps) {
  const open = usePlansDialog((state) => state.open);
  const plan = planNameOf(requiredTier(feature));
  return (
    <Alert.Root
      status="info"
      colorPalette="accent"
      variant="subtle"
      borderRadius="l3"
      alignItems="center"
      flexWrap="wrap"
      data-testid="plan-locked"
    >
      <Alert.Indicator>
        <LockIcon />
      </Alert.Indicator>
      {/* On a phone the button wraps below the text instead of squeezing it into a narrow column. */}
      <Alert.Content flex="1 1 14rem">
        <Alert.Title>{t('plan.lockedTitle', { plan: planLabel(plan) })}</Alert.Title>
        <Alert.Description>{description ?? t('plan.lockedDescription')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="accent" onClick={() => open(plan)} flexShrink={0} ms="auto">
        {t('action.upgrade')}
      </Button>
    </Alert.Root>
  );
}
