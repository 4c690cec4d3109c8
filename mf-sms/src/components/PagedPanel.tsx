import { CardsSkeleton, LoadError, Pagination, usePagedList } from '@atalho/ui';
import { Card, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { t } from '../i18n';
import { SmsEmptyState } from './SmsEmptyState';

interface Row {
  id: number;
  [field: string]: unknown;
}

/** A paged list of 10 with skeleton, error, empty state and page buttons; rows are labelled by `label`. */
export function PagedPanel({
  path,
  orderBy,
  empty,
  label,
}: {
  path: string;
  orderBy: string;
  empty: { title: string; description: string };
  label: (row: Row) => string;
}) {
  const [page, setPage] = useState(0);
  const { state, reload } = usePagedList<Row>(path, { page, size: 10, orderBy });
  if (state.status === 'loading') return <CardsSkeleton />;
  if (state.status === 'error')
    return <LoadError message={t('smsLoadError')} retryLabel={t('smsRetry')} onRetry={reload} />;
  if (state.items.length === 0) return <SmsEmptyState {...empty} />;
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {t('smsTotal', { count: state.totalElements })}
      </Text>
      {state.items.map((row) => (
        <Card.Root key={row.id} variant="outline" size="sm">
          <Card.Body>{label(row)}</Card.Body>
        </Card.Root>
      ))}
      <Pagination page={page} totalPages={state.totalPages} onPageChange={setPage} />
    </Stack>
  );
}
