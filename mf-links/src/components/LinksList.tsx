import { Alert, Button, Stack } from '@chakra-ui/react';
import type { LinksListState } from '../hooks/useLinksList';
import { t } from '../i18n';
import { LinkCard } from './LinkCard';
import { LinksEmptyState } from './LinksEmptyState';
import { LinksSkeleton } from './LinksSkeleton';

export function LinksList({ state, onRetry }: { state: LinksListState; onRetry: () => void }) {
  if (state.status === 'loading') return <LinksSkeleton />;
  if (state.status === 'error') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title flex="1">{t('linksLoadError')}</Alert.Title>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('linksRetry')}
        </Button>
      </Alert.Root>
    );
  }
  if (state.links.length === 0) return <LinksEmptyState />;
  return (
    <Stack gap="3">
      {state.links.map((link) => (
        <LinkCard key={link.id} link={link} />
      ))}
    </Stack>
  );
}
