import { CardsSkeleton, LoadError } from '@atalho/ui';
import { Stack } from '@chakra-ui/react';
import type { LinksListQuery } from '../hooks/useLinksList';
import { t } from '../i18n';
import { LinkCard } from './LinkCard';
import { LinksEmptyState } from './LinksEmptyState';

export function LinksList({ query }: { query: LinksListQuery }) {
  if (query.isPending) return <CardsSkeleton rows={4} testId="links-skeleton" />;
  if (query.isError) {
    return <LoadError message={t('linksLoadError')} retryLabel={t('linksRetry')} onRetry={query.refetch} />;
  }
  if (query.data.content.length === 0) return <LinksEmptyState />;
  return (
    <Stack gap="3">
      {query.data.content.map((link) => (
        <LinkCard key={link.id} link={link} />
      ))}
    </Stack>
  );
}
