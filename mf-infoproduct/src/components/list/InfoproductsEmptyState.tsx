import { BookIcon, PlusIcon } from '@atalho/ui';
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { t } from '../../i18n';

/** No info product yet: what the area does, and the button that starts the create flow. */
export function InfoproductsEmptyState({ onCreate }: { onCreate(opener: HTMLElement): void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg" data-testid="infoproducts-empty">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg" bg="brand.subtle" borderRadius="full" p="3" aria-hidden="true">
          <BookIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t('emptyTitle')}</EmptyState.Title>
          <EmptyState.Description maxW="md">{t('emptyDescription')}</EmptyState.Description>
        </VStack>
        <Button onClick={(event) => onCreate(event.currentTarget)}>
          <PlusIcon />
          {t('createAction')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
