import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { CheckCircleIcon, CrownIcon, formatBRL, planIncludeLabel, planLabel } from '@atalho/ui';
import { Badge, Box, Button, Card, Center, HStack, List, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';
import { discountMonthsOf, type Period, shownPrice } from '../lib/pricing';

export interface PlanCardProps {
  plan: SubscriptionPlan;
  period: Period;
  highlighted: boolean;
  held: boolean;
  signedIn: boolean;
  discount: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

function ChooseButton({
  plan,
  highlighted,
  held,
  signedIn,
  onChoose,
}: Omit<PlanCardProps, 'period' | 'discount'>) {
  // Signed in, everyone has the free plan: its button stays, disabled (spec 002 §6).
  if (signedIn && plan.free) {
    return (
      <Button width="full" variant="subtle" disabled>
        {held ? t('plansCurrent') : t('plansFreeIncluded')}
      </Button>
    );
  }
  const label = !signedIn ? t('plansRegister') : held ? t('plansCurrent') : t('plansChoose');
  return (
    <Button
      width="full"
      variant={held ? 'subtle' : highlighted ? 'solid' : 'outline'}
      onClick={() => onChoose(plan)}
    >
      {label}
    </Button>
  );
}

export function PlanCard({ plan, period, highlighted, held, signedIn, discount, onChoose }: PlanCardProps) {
  const price = shownPrice(plan, period, discount);
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
        {/* Paid plans wear a crown above their name (spec 002 §3: plan ids above 1). */}
        <Center h="6" color="accent.500" aria-hidden="true">
          {!plan.free && <CrownIcon size={24} />}
        </Center>
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Card.Title as="h3">{planLabel(plan.name)}</Card.Title>
          {highlighted && <Badge colorPalette="accent">{t('plansRecommended')}</Badge>}
        </HStack>
        <Stack gap="1">
          {price.fullAmount !== null && (
            <Text fontSize="sm" color="fg.muted">
              <Text as="s">{formatBRL(price.fullAmount)}</Text>{' '}
              <Badge colorPalette="green">{t('plansDiscount', { months: discountMonthsOf(plan) })}</Badge>
            </Text>
          )}
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
            {plan.free ? t('plansFree') : formatBRL(price.amount)}
            {!plan.free && (
              <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                {period === 'monthly' ? t('plansPerMonth') : t('plansPerYear')}
              </Text>
            )}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain">
          {includes.map((include) => (
            <List.Item key={include.id} alignItems="center">
              <List.Indicator asChild color="brand.solid">
                <Box as="span" aria-hidden="true">
                  <CheckCircleIcon size={16} />
                </Box>
              </List.Indicator>
              {planIncludeLabel(include.name)}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <ChooseButton
          plan={plan}
          highlighted={highlighted}
          held={held}
          signedIn={signedIn}
          onChoose={onChoose}
        />
      </Card.Footer>
    </Card.Root>
  );
}
