import { Button, EmptyState, Text, VStack } from '@chakra-ui/react';
import { t } from '../i18n';

export function InfoproductEmptyState() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden="true">📘</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('infoproductEmptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('infoproductEmptyDescription')}</EmptyState.Description>
        </VStack>
        <Button disabled>{t('infoproductEmptyAction')}</Button>
        <Text fontSize="sm" color="fg.muted">
          {t('infoproductEditorSoon')}
        </Text>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
