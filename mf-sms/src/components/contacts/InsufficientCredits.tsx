import { Alert, Button } from '@chakra-ui/react';
import { t } from '../../i18n';

/** A 402 `insufient.credits`: nothing was sent; the way forward is buying credits. */
export function InsufficientCredits({ onBuy, text }: { onBuy(): void; text?: string }) {
  return (
    <Alert.Root status="warning" flexWrap="wrap" data-testid="insufficient-credits">
      <Alert.Indicator />
      <Alert.Content flex="1 1 12rem" minW="0">
        <Alert.Description>{text ?? t('insufficientCredits')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={onBuy}>
        {t('creditsBuy')}
      </Button>
    </Alert.Root>
  );
}
