import { formatNumber } from '@atalho/ui';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type BaseQuery, useDomains } from '../hooks/useDashboardData';
import { t } from '../i18n';
import { ChartCard } from './ChartCard';

const PAGE_SIZE = 10;

/** Views per destination domain, 10 a page; next only while a page is full (spec 001 §5). */
export function DomainsList({ query }: { query: BaseQuery }) {
  const [page, setPage] = useState(0);
  const domains = useDomains(query, page, true);
  const rows = domains.data?.content ?? [];
  return (
    <ChartCard
      title={t('chart.domains')}
      loading={domains.isPending}
      error={domains.isError}
      empty={page === 0 && rows.length === 0}
      onRetry={() => void domains.refetch()}
      minHeight="8rem"
    >
      <Stack gap="3">
        <Stack as="ol" gap="2" listStyleType="none" aria-busy={domains.isFetching}>
          {rows.map((row) => (
            <HStack as="li" key={row.domain} justify="space-between" gap="3">
              <Stack gap="0" minWidth="0">
                <Text fontSize="sm" truncate>
                  {row.domain}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {row.links === 1
                    ? t('chart.domainOneLink')
                    : t('chart.domainLinks', { count: formatNumber(row.links) })}
                </Text>
              </Stack>
              <Text fontSize="sm" fontWeight="medium">
                {formatNumber(row.views)}
              </Text>
            </HStack>
          ))}
        </Stack>
        <HStack justify="flex-end" gap="2">
          <Button size="xs" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('chart.previousPage')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={rows.length < PAGE_SIZE}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('chart.nextPage')}
          </Button>
        </HStack>
      </Stack>
    </ChartCard>
  );
}
