import { Button, Card, EmptyState, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../i18n';

export interface ChartCardProps {
  title: string;
  /** The first load of this card (each card loads on its own, spec 001 §4). */
  loading: boolean;
  error: boolean;
  empty: boolean;
  onRetry(): void;
  action?: ReactNode;
  children: ReactNode;
  minHeight?: string;
}

/** One dashboard card: title, then its loading, error, empty or filled state. */
export function ChartCard({
  title,
  loading,
  error,
  empty,
  onRetry,
  action,
  children,
  minHeight = '16rem',
}: ChartCardProps) {
  return (
    <Card.Root variant="outline" size="sm" height="full">
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="2">
        <Card.Title as="h3" fontSize="md">
          {title}
        </Card.Title>
        {action}
      </Card.Header>
      <Card.Body minHeight={minHeight} aria-busy={loading}>
        {loading ? (
          <Stack gap="3" data-testid="chart-loading">
            <Skeleton height="4" width="40%" />
            <Skeleton flex="1" minHeight="10rem" />
          </Stack>
        ) : error ? (
          <VStack gap="3" justify="center" flex="1">
            <Text color="fg.muted">{t('error.load')}</Text>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('error.retry')}
            </Button>
          </VStack>
        ) : empty ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Title fontSize="sm">{t('empty.title')}</EmptyState.Title>
              <EmptyState.Description fontSize="sm">{t('empty.hint')}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}
