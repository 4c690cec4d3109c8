import type { ClickDashboard } from '@atalho/sdk/schemas';
import { formatNumber } from '@atalho/ui';
import { Badge, Card, HStack, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { t } from '../i18n';

const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** The change against the previous period, or why there is none. */
export function changeOf(
  current: number,
  previous: number | null,
): { text: string; trend: 'up' | 'down' | 'flat' } {
  if (previous === null) return { text: t('views.noPrevious'), trend: 'flat' };
  if (previous === 0)
    return current === 0 ? { text: percent.format(0), trend: 'flat' } : { text: t('views.new'), trend: 'up' };
  const ratio = (current - previous) / previous;
  return { text: percent.format(ratio), trend: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat' };
}

/** Views with the % change against the previous period, unique views and the set-apart hits. */
export function ViewsCard({ data, loading }: { data: ClickDashboard | undefined; loading: boolean }) {
  const change = data ? changeOf(data.clicks, data.previous?.clicks ?? null) : null;
  const palette = change?.trend === 'up' ? 'green' : change?.trend === 'down' ? 'red' : 'gray';
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body aria-busy={loading}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Stat.Root>
            <Stat.Label>{t('views.title')}</Stat.Label>
            <Skeleton loading={loading && !data} minWidth="16">
              <Stat.ValueText data-testid="views-total">{formatNumber(data?.clicks ?? 0)}</Stat.ValueText>
            </Skeleton>
            {change && (
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={palette} variant="subtle" data-testid="views-change">
                  {change.text}
                </Badge>
                {data?.previous && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('views.previous', { value: formatNumber(data.previous.clicks) })}
                  </Text>
                )}
              </HStack>
            )}
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('views.unique')}</Stat.Label>
            <Skeleton loading={loading && !data} minWidth="16">
              <Stat.ValueText>{formatNumber(data?.uniqueViews ?? 0)}</Stat.ValueText>
            </Skeleton>
            {data?.previous && (
              <Text fontSize="xs" color="fg.muted">
                {t('views.previous', { value: formatNumber(data.previous.uniqueViews) })}
              </Text>
            )}
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('views.setApart')}</Stat.Label>
            <Skeleton loading={loading && !data} minWidth="16">
              <Stat.ValueText>{formatNumber(data?.setApart ?? 0)}</Stat.ValueText>
            </Skeleton>
            <Text fontSize="xs" color="fg.muted">
              {t('views.setApartHint')}
            </Text>
          </Stat.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
