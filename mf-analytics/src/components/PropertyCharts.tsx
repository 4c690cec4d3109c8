import { formatNumber, ShareOptionMark, shareOptionLook } from '@atalho/ui';
import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { type BaseQuery, useProperty } from '../hooks/useDashboardData';
import { type Key, t } from '../i18n';
import { ChartCard } from './ChartCard';
import { EChart } from './charts/EChart';
import { chartColors, dataRows, numberOf, textOf } from './rows';

const screenKeys: Record<string, Key> = {
  xs: 'screen.xs',
  sm: 'screen.sm',
  md: 'screen.md',
  lg: 'screen.lg',
  xl: 'screen.xl',
};

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** Views per screen class: a pie with its percentages, and the classes named in a list beside it. */
export function ScreenChart({ query }: { query: BaseQuery }) {
  const screens = useProperty(query, 'breakpoint-name', true);
  const rows = dataRows(screens.data);
  const total = rows.reduce((sum, row) => sum + numberOf(row[1]), 0);
  const name = (value: string | null) => {
    const key = value ? screenKeys[value] : undefined;
    return key ? t(key) : t('chart.unknown');
  };
  return (
    <ChartCard
      title={t('chart.screens')}
      loading={screens.isPending}
      error={screens.isError}
      empty={rows.length === 0}
      onRetry={() => void screens.refetch()}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} align="center" gap="4">
        <Box width={{ base: 'full', sm: '55%' }}>
          <EChart
            height="12rem"
            label={t('chart.screens')}
            option={{
              color: chartColors,
              tooltip: { trigger: 'item', valueFormatter: (value: unknown) => formatNumber(Number(value)) },
              series: [
                {
                  type: 'pie',
                  radius: ['45%', '75%'],
                  // The same pt-BR percentage as the list beside it ("63,6%", not echarts' "63.64%").
                  label: {
                    formatter: (params: { percent?: number }) => percent.format((params.percent ?? 0) / 100),
                    fontSize: 11,
                  },
                  data: rows.map((row) => ({ name: name(textOf(row[0])), value: numberOf(row[1]) })),
                },
              ],
            }}
          />
        </Box>
        <Stack as="ul" listStyleType="none" gap="1" flex="1" width="full">
          {rows.map((row, index) => (
            <HStack as="li" key={textOf(row[0]) ?? 'unknown'} justify="space-between" gap="2">
              <HStack gap="2">
                <Box
                  width="2.5"
                  height="2.5"
                  borderRadius="full"
                  bg={chartColors[index % chartColors.length]}
                  aria-hidden="true"
                />
                <Text fontSize="sm">{name(textOf(row[0]))}</Text>
              </HStack>
              <Text fontSize="sm" fontWeight="medium">
                {percent.format(total > 0 ? numberOf(row[1]) / total : 0)}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
    </ChartCard>
  );
}

/** Views per platform, as horizontal bars. */
export function PlatformChart({ query }: { query: BaseQuery }) {
  const platforms = useProperty(query, 'platform', true);
  const rows = dataRows(platforms.data).slice().reverse();
  return (
    <ChartCard
      title={t('chart.platforms')}
      loading={platforms.isPending}
      error={platforms.isError}
      empty={rows.length === 0}
      onRetry={() => void platforms.refetch()}
    >
      <EChart
        height="14rem"
        label={t('chart.platforms')}
        option={{
          color: chartColors,
          grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
          tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => formatNumber(Number(value)) },
          xAxis: {
            type: 'value',
            minInterval: 1,
            axisLabel: { formatter: (value: number) => formatNumber(value) },
          },
          yAxis: { type: 'category', data: rows.map((row) => textOf(row[0]) ?? t('chart.unknown')) },
          series: [
            {
              type: 'bar',
              name: t('chart.views'),
              data: rows.map((row) => numberOf(row[1])),
              barMaxWidth: 24,
            },
          ],
        }}
      />
    </ChartCard>
  );
}

/**
 * Where the link was shared (its `s` parameter), each share option with its icon, colour and name and its
 * percentage; visits without one are "Acesso direto".
 */
export function ShareOnList({ query }: { query: BaseQuery }) {
  const shares = useProperty(query, 'share-on', true);
  const rows = dataRows(shares.data);
  const total = rows.reduce((sum, row) => sum + numberOf(row[1]), 0);
  return (
    <ChartCard
      title={t('chart.shareOn')}
      loading={shares.isPending}
      error={shares.isError}
      empty={rows.length === 0}
      onRetry={() => void shares.refetch()}
      minHeight="8rem"
    >
      <Stack gap="3" as="ul" listStyleType="none" data-testid="share-on-list">
        {rows.map((row) => {
          const value = textOf(row[0]);
          const { label, color } = shareOptionLook(value);
          const share = total > 0 ? numberOf(row[1]) / total : 0;
          return (
            <Stack as="li" key={value ?? 'direct'} gap="1" data-share-on={value ?? 'direct'}>
              <HStack justify="space-between" gap="2">
                <HStack gap="2" minW="0">
                  <ShareOptionMark option={value} />
                  <Text fontSize="sm">{label}</Text>
                </HStack>
                <Text fontSize="sm" fontWeight="medium" flexShrink="0">
                  {percent.format(share)} · {formatNumber(numberOf(row[1]))}
                </Text>
              </HStack>
              <Progress.Root value={Math.round(share * 100)} size="xs" aria-label={label}>
                <Progress.Track>
                  <Progress.Range bg={color} />
                </Progress.Track>
              </Progress.Root>
            </Stack>
          );
        })}
      </Stack>
    </ChartCard>
  );
}
