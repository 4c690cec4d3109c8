import { CardsSkeleton, LoadError } from '@atalho/ui';
import { Stack } from '@chakra-ui/react';
import type { LinksListState } from '../hooks/useLinksList';
import { t } from '../i18n';
import { LinkCard } from './LinkCard';
import { LinksEmptyState } from './LinksEmptyState';

export function LinksList({ state, onRetry }: { state: LinksListState; onRetry: () => void }) {
  if (state.status === 'loading') return <CardsSkeleton rows={4} testId="links-skeleton" />;
  if (state.status === 'error') {
    return <LoadError message={t('linksLoadError')} retryLabel={t('linksRetry')} onRetry={onRetry} />;
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
