import type { ClickDashboard } from '@atalho/sdk/schemas';
import { formatNumber } from '@atalho/ui';
import { Badge, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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

/** A card's big number. */
function Figure({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text fontSize="2xl" fontWeight="semibold" lineHeight="short" data-testid={testId}>
      {children}
    </Text>
  );
}

interface ViewsCardProps {
  data: ClickDashboard | undefined;
  loading: boolean;
  /** False for "Todo o período": nothing comes before it (decision 019), whatever the answer carries. */
  compared: boolean;
}

/** Views with the % change against the previous period, unique views and the set-apart hits. */
export function ViewsCard({ data, loading, compared }: ViewsCardProps) {
  const previous = compared ? (data?.previous ?? null) : null;
  const change = data ? changeOf(data.clicks, previous?.clicks ?? null) : null;
  const palette = change?.trend === 'up' ? 'green' : change?.trend === 'down' ? 'red' : 'gray';
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body aria-busy={loading}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('views.title')}
            </Text>
            <Skeleton loading={loading && !data} minWidth="16">
              <Figure testId="views-total">{formatNumber(data?.clicks ?? 0)}</Figure>
            </Skeleton>
            {change && (
              <HStack gap="2" wrap="wrap">
                {/* Wraps in a narrow column instead of running over the next figure. */}
                <Badge
                  colorPalette={palette}
                  variant="subtle"
                  whiteSpace="normal"
                  height="auto"
                  py="0.5"
                  data-testid="views-change"
                >
                  {change.text}
                </Badge>
                {previous && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('views.previous', { value: formatNumber(previous.clicks) })}
                  </Text>
                )}
              </HStack>
            )}
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('views.unique')}
            </Text>
            <Skeleton loading={loading && !data} minWidth="16">
              <Figure>{formatNumber(data?.uniqueViews ?? 0)}</Figure>
            </Skeleton>
            {previous && (
              <Text fontSize="xs" color="fg.muted">
                {t('views.previous', { value: formatNumber(previous.uniqueViews) })}
              </Text>
            )}
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('views.setApart')}
            </Text>
            <Skeleton loading={loading && !data} minWidth="16">
              <Figure>{formatNumber(data?.setApart ?? 0)}</Figure>
            </Skeleton>
            <Text fontSize="xs" color="fg.muted">
              {t('views.setApartHint')}
            </Text>
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
