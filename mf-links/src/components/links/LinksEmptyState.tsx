import { FilterIcon, LinkIcon } from '@atalho/ui';
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { t } from '../../i18n';

/** No links at all (the shortener above makes the first) or none for the filters (clear them). */
export function LinksEmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters(): void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg" data-testid="links-empty">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden="true">
          {filtered ? <FilterIcon /> : <LinkIcon />}
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{filtered ? t('linksNoMatchTitle') : t('linksEmptyTitle')}</EmptyState.Title>
          <EmptyState.Description>
            {filtered ? t('linksNoMatchDescription') : t('linksEmptyDescription')}
          </EmptyState.Description>
        </VStack>
        {filtered ? (
          <Button variant="outline" onClick={onClearFilters}>
            {t('filterClear')}
          </Button>
        ) : (
          <Button onClick={() => document.querySelector<HTMLInputElement>('#links-shortener input')?.focus()}>
            {t('linksEmptyAction')}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
