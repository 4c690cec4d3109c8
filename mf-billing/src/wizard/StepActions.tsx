import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../i18n';

export interface StepActionsProps {
  /** Left out on the first step. */
  onBack?: () => void;
  /** Next is enabled only when the step's form is valid (spec 002 §4). */
  canContinue: boolean;
  nextLabel?: ReactNode;
  loading?: boolean;
  /** The card step's Next is red while the card is not verified. */
  danger?: boolean;
}

/** Back and Next (a submit button of the step's form). */
export function StepActions({ onBack, canContinue, nextLabel, loading, danger }: StepActionsProps) {
  return (
    <HStack justify="space-between" pt="2" gap="3">
      {onBack ? (
        <Button variant="outline" onClick={onBack} disabled={loading}>
          {t('wizardBack')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        disabled={!canContinue}
        loading={loading}
        colorPalette={danger ? 'red' : 'brand'}
        // Chakra's solid hover (the colour at 90 %) leaves white text at 4.3:1; a darker shade keeps it above 4.5:1.
        _hover={{ bg: 'colorPalette.700' }}
      >
        {nextLabel ?? t('wizardNext')}
      </Button>
    </HStack>
  );
}
