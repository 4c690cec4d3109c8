import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { formatBRL, planIncludeLabel, planLabel } from '@atalho/ui';
import { Badge, Button, Card, HStack, List, Text } from '@chakra-ui/react';
import { t } from '../i18n';

export type Period = 'monthly' | 'yearly';

export interface PlanCardProps {
  plan: SubscriptionPlan;
  period: Period;
  highlighted: boolean;
  held: boolean;
  signedIn: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

export function PlanCard({ plan, period, highlighted, held, signedIn, onChoose }: PlanCardProps) {
  const price = period === 'monthly' ? plan.price : plan.annualPrice;
  const includes = (plan.subscriptionPlanIncludes ?? [])
    .filter((include) => include.active)
    .sort((a, b) => a.order - b.order);
  return (
    <Card.Root
      variant={highlighted ? 'elevated' : 'outline'}
      borderColor={highlighted ? 'brand.solid' : undefined}
      borderWidth={highlighted ? '2px' : undefined}
      data-testid={`plan-${plan.id}`}
    >
      <Card.Header gap="2">
        <HStack justify="space-between">
          <Card.Title as="h3">{planLabel(plan.name)}</Card.Title>
          {highlighted && <Badge colorPalette="accent">{t('plansRecommended')}</Badge>}
        </HStack>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
          {plan.free ? t('plansFree') : formatBRL(price)}
          {!plan.free && (
            <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
              {period === 'monthly' ? t('plansPerMonth') : t('plansPerYear')}
            </Text>
          )}
        </Text>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain">
          {includes.map((include) => (
            <List.Item key={include.id}>
              <List.Indicator asChild color="brand.solid">
                <span aria-hidden="true">✓</span>
              </List.Indicator>
              {planIncludeLabel(include.name)}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {held ? (
          <Button width="full" variant="subtle" disabled>
            {t('plansCurrent')}
          </Button>
        ) : (
          (!plan.free || !signedIn) && (
            <Button width="full" variant={highlighted ? 'solid' : 'outline'} onClick={() => onChoose(plan)}>
              {signedIn ? t('plansChoose') : t('plansRegister')}
            </Button>
          )
        )}
      </Card.Footer>
    </Card.Root>
  );
}
