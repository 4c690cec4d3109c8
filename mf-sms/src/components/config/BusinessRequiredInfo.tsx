import { Alert, Button } from '@chakra-ui/react';
import { t } from '../../i18n';

/** 'businerRequiredInfo' (spec 002 §2): no business name yet, so contact actions wait; the button sets it. */
export function BusinessRequiredInfo({ onOpen }: { onOpen(): void }) {
  return (
    <Alert.Root status="info" flexWrap="wrap" data-testid="business-required">
      <Alert.Indicator />
      <Alert.Content flex="1 1 14rem" minW="0">
        <Alert.Description>{t('businerRequiredInfo')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" flexShrink={0} onClick={onOpen}>
        {t('businessRequiredAction')}
      </Button>
    </Alert.Root>
  );
}
