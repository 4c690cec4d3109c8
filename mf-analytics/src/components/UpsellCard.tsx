import { usePlansDialog } from '@atalho/ui';
import { Button, Card, Text } from '@chakra-ui/react';
import { t } from '../i18n';

/** Spec 001 §6: what a plan without the data sees, with the plans and prices dialog. */
export function UpsellCard({ charts }: { charts: boolean }) {
  const open = usePlansDialog((state) => state.open);
  return (
    <Card.Root variant="subtle" colorPalette="accent" data-testid="analytics-upsell">
      <Card.Body gap="3">
        <Card.Title as="h3" fontSize="md">
          {charts ? t('upsell.chartsTitle') : t('upsell.title')}
        </Card.Title>
        <Text color="fg.muted">{charts ? t('upsell.chartsText') : t('upsell.text')}</Text>
        <Button alignSelf="flex-start" colorPalette="accent" onClick={() => open()}>
          {t('upsell.button')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
