import { PlusIcon, UsersIcon } from '@atalho/ui';
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { t } from '../../i18n';

/** No contacts yet (or none matching the filters): what to do next. */
export function ContactsEmptyState({
  filtered,
  disabled,
  onAdd,
  onClear,
}: {
  filtered: boolean;
  disabled: boolean;
  onAdd(): void;
  onClear(): void;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg" data-testid="contacts-empty">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg" bg="brand.subtle" borderRadius="full" p="3" aria-hidden="true">
          <UsersIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">
            {filtered ? t('contactsNoMatchTitle') : t('contactsEmptyTitle')}
          </EmptyState.Title>
          <EmptyState.Description maxW="md">
            {filtered ? t('contactsNoMatchDescription') : t('contactsEmptyDescription')}
          </EmptyState.Description>
        </VStack>
        {filtered ? (
          <Button variant="outline" onClick={onClear}>
            {t('filterClear')}
          </Button>
        ) : (
          <Button disabled={disabled} onClick={onAdd}>
            <PlusIcon />
            {t('contactsAdd')}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
