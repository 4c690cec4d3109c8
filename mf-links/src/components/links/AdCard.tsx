import { requiredTier } from '@atalho/sdk/schemas';
import { CrownIcon, planNameOf, usePlansDialog } from '@atalho/ui';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { t } from '../../i18n';

/**
 * The advertisement placeholder shown among the links of users without a paid plan (spec 001 §1); its
 * button opens the plans dialog on the cheapest ad-free plan.
 */
export function AdCard() {
  const openPlans = usePlansDialog((state) => state.open);
  return (
    <Card.Root variant="subtle" size="sm" data-testid="ad-card" aria-label={t('adLabel')} as="aside">
      <Card.Body p="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Stack gap="0.5" flex="1 1 12rem">
            <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
              {t('adLabel')}
            </Text>
            <Text fontWeight="medium">{t('adText')}</Text>
          </Stack>
          <Button
            size="sm"
            colorPalette="accent"
            variant="surface"
            onClick={() => openPlans(planNameOf(requiredTier('adFree')))}
          >
            <CrownIcon />
            {t('adAction')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
