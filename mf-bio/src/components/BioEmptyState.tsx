import { Button, EmptyState, Text, VStack } from '@chakra-ui/react';
import { t } from '../i18n';

export function BioEmptyState() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden="true">👤</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('bioEmptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('bioEmptyDescription')}</EmptyState.Description>
        </VStack>
        <Button disabled>{t('bioEmptyAction')}</Button>
        <Text fontSize="sm" color="fg.muted">
          {t('bioEditorSoon')}
        </Text>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
