import { t } from '@atalho/ui/i18n';
import { Button, Card, Text } from '@chakra-ui/react';
import { usePlansDialog } from '../overlays/plans-dialog';

/**
 * Spec 001 §6: what a plan without the click data sees, with the plans and prices dialog: the access
 * count (`charts={false}`, below Básico) or the detailed charts (below Pro). The dashboard shows it, and
 * the links screen shows it in the dashboard's place when the user cannot count views, so a free user's
 * links screen does not download the dashboard.
 */
export function AnalyticsUpsell({ charts }: { charts: boolean }) {
  const open = usePlansDialog((state) => state.open);
  return (
    <Card.Root variant="subtle" colorPalette="accent" data-testid="analytics-upsell">
      <Card.Body gap="3">
        <Card.Title as="h3" fontSize="md">
          {charts ? t('analytics.upsell.chartsTitle') : t('analytics.upsell.title')}
        </Card.Title>
        <Text color="fg.muted">{charts ? t('analytics.upsell.chartsText') : t('analytics.upsell.text')}</Text>
        <Button alignSelf="flex-start" colorPalette="accent" onClick={() => open()}>
          {t('analytics.upsell.button')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
