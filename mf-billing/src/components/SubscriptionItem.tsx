import type { Subscription } from '@atalho/sdk/schemas';
import { CrownIcon, formatBRL, formatDate, planLabel } from '@atalho/ui';
import { Badge, Box, Button, Card, DataList, HStack } from '@chakra-ui/react';
import { t } from '../i18n';

const statusPalette = { active: 'green', future: 'blue', canceled: 'gray', failed: 'red' } as const;

export interface SubscriptionItemProps {
  subscription: Subscription;
  onCancel(subscription: Subscription): void;
}

/** One subscription: plan, status, interval, next charge (or the end of the benefits) and cancel. */
export function SubscriptionItem({ subscription, onCancel }: SubscriptionItemProps) {
  const { status, subscriptionPlan: plan, current_cycle: cycle } = subscription;
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
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t('reviewPeriod')}</DataList.ItemLabel>
            <DataList.ItemValue>{t(`subscriptionsInterval_${subscription.interval}`)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('subscriptionsStartedAt')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(subscription.start_at)}</DataList.ItemValue>
          </DataList.Item>
          {renews ? (
            <DataList.Item>
              <DataList.ItemLabel>{t('subscriptionsNextBilling')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="subscription-next-billing">
                {formatDate(subscription.next_billing_at)}
                {subscription.next_amount !== null && ` · ${formatBRL(subscription.next_amount)}`}
              </DataList.ItemValue>
            </DataList.Item>
          ) : (
            <DataList.Item>
              <DataList.ItemLabel>{t('subscriptionsBenefitsUntil')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {formatDate(cycle.end_at)} · {t('subscriptionsNoRenewal')}
              </DataList.ItemValue>
            </DataList.Item>
          )}
          {subscription.card && (
            <DataList.Item>
              <DataList.ItemLabel>{t('subscriptionsCard')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {t('cardSummary', {
                  brand: subscription.card.brand,
                  last4: subscription.card.lastFourDigits,
                })}
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
