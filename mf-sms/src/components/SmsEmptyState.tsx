import { EmptyState, Text, VStack } from '@chakra-ui/react';
import { t } from '../i18n';

export function SmsEmptyState({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden="true">💬</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        <Text fontSize="sm" color="fg.muted">
          {t('smsSoon')}
        </Text>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
