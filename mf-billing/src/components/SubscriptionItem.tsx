import type { Subscription } from '@atalho/sdk/schemas';
import { CrownIcon, formatBRL, formatDate, planLabel } from '@atalho/ui';
import { Alert, Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../i18n';
import { cardLabel } from '../lib/cards';

const statusPalette = { active: 'green', future: 'blue', canceled: 'gray', failed: 'red' } as const;

function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text data-testid={testId}>{children}</Text>
    </Stack>
  );
}

export interface SubscriptionItemProps {
  subscription: Subscription;
  onCancel(subscription: Subscription): void;
}

/**
 * One subscription: plan, status, interval, next charge (or the end of the benefits), a change scheduled for the
 * cycle's end, the grace notice of a refused renewal, and cancel.
 */
export function SubscriptionItem({ subscription, onCancel }: SubscriptionItemProps) {
  const { status, subscriptionPlan: plan, current_cycle: cycle, past_due: pastDue } = subscription;
  const change = subscription.scheduled_change;
  const renews = subscription.next_billing_at !== null;
  return (
    <Card.Root variant="outline" as="li" data-testid={`subscription-${plan.id}`}>
      <Card.Body gap="4">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <HStack gap="2">
            {!plan.free && (
              <Box as="span" color="accent.500">
                <CrownIcon />
              </Box>
            )}
            <Card.Title as="h2">{planLabel(plan.name)}</Card.Title>
            <Badge colorPalette={statusPalette[status]} data-testid="subscription-status">
              {t(`subscriptionsStatus_${status}`)}
            </Badge>
          </HStack>
          {status !== 'canceled' && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => onCancel(subscription)}>
              {t('subscriptionsCancel')}
            </Button>
          )}
        </HStack>
        {pastDue && (
          <Alert.Root status="warning" borderRadius="l2" data-testid="subscription-past-due">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('subscriptionsPastDueTitle')}</Alert.Title>
              <Alert.Description>
                {t('subscriptionsPastDue', {
                  retry: formatDate(pastDue.retry_at),
                  ends: formatDate(pastDue.ends_at),
                })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {change && (
          <Text data-testid="subscription-scheduled-change">
            {t('subscriptionsScheduledChange', {
              date: formatDate(change.at),
              plan: planLabel(change.subscriptionPlan.name),
              interval: t(`subscriptionsInterval_${change.interval}`).toLowerCase(),
            })}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
          <Fact label={t('reviewPeriod')}>{t(`subscriptionsInterval_${subscription.interval}`)}</Fact>
          <Fact label={t('subscriptionsStartedAt')}>{formatDate(subscription.start_at)}</Fact>
          {renews ? (
            <Fact label={t('subscriptionsNextBilling')} testId="subscription-next-billing">
              {formatDate(subscription.next_billing_at)}
              {subscription.next_amount !== null && ` · ${formatBRL(subscription.next_amount)}`}
            </Fact>
          ) : (
            <Fact label={t('subscriptionsBenefitsUntil')}>
              {formatDate(cycle.end_at)} · {t('subscriptionsNoRenewal')}
            </Fact>
          )}
          {subscription.card && <Fact label={t('subscriptionsCard')}>{cardLabel(subscription.card)}</Fact>}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
