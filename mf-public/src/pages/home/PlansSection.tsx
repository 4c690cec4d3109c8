import { listPlans, planKeys } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { CheckCircleIcon, CrownIcon, planIncludeLabel, planLabel, signInToSubscribe } from '@atalho/ui';
import { formatBRL } from '@atalho/ui/format';
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { signInWithGoogle } from '../../components/GoogleSignInButton';
import { t } from '../../i18n';
import { type BillingPeriod, priceFor, sortPlans } from '../../lib/plan-pricing';

const activeCheapestFirst = (plans: SubscriptionPlan[]) => sortPlans(plans.filter((plan) => plan.active));

function PlanCard({ plan, period }: { plan: SubscriptionPlan; period: BillingPeriod }) {
  const price = priceFor(plan, period);
  const highlighted = plan.name === 'URL_SHORTNER_PRO';
  const includes = (plan.subscriptionPlanIncludes ?? [])
    .filter((include) => include.active)
    .sort((a, b) => a.order - b.order);

  return (
    <Stack
      gap="4"
      p="6"
      bg="bg"
      borderRadius="l3"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'brand.solid' : 'border'}
      boxShadow={highlighted ? 'lg' : undefined}
      position="relative"
    >
      {highlighted ? (
        <Badge position="absolute" top="-3" right="4" colorPalette="accent" variant="solid">
          {t('popular')}
        </Badge>
      ) : null}
      <HStack gap="2">
        {!plan.free && (
          <Box color="accent.500">
            <CrownIcon />
          </Box>
        )}
        <Heading as="h3" size="lg">
          {planLabel(plan.name)}
        </Heading>
      </HStack>
      <Box minH="5.5rem">
        {plan.free ? (
          <Text fontSize="3xl" fontWeight="bold">
            {t('free')}
          </Text>
        ) : (
          <>
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1.2">
              {formatBRL(price.amount)}
              <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                {period === 'monthly' ? t('perMonth') : t('perYear')}
              </Text>
            </Text>
            {period === 'yearly' ? (
              <Stack gap="0.5" mt="1">
                <Text fontSize="sm" color="fg.muted">
                  {t('equivalentMonthly', { amount: formatBRL(price.monthlyEquivalent) })}
                </Text>
                {price.savings > 0 ? (
                  <Badge colorPalette="green" alignSelf="start">
                    {t('yearlySavings', { amount: formatBRL(price.savings), percent: price.savingsPercent })}
                  </Badge>
                ) : null}
              </Stack>
            ) : null}
          </>
        )}
      </Box>
      <List.Root gap="2" variant="plain" flex="1">
        {includes.map((include) => (
          <List.Item key={include.id} fontSize="sm" alignItems="center">
            <List.Indicator asChild color="brand.solid">
              <span>
                <CheckCircleIcon size={16} />
              </span>
            </List.Indicator>
            {planIncludeLabel(include.name)}
          </List.Item>
        ))}
      </List.Root>
      <Button
        variant={highlighted ? 'solid' : 'outline'}
        onClick={() => (plan.free ? signInWithGoogle('/painel/links/shortened') : signInToSubscribe(plan.id))}
      >
        {plan.free ? t('startFree') : t('choosePlan')}
      </Button>
    </Stack>
  );
}

export function PlansSection() {
  const plans = useQuery({ queryKey: planKeys.catalogue(), queryFn: listPlans, select: activeCheapestFirst });
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  return (
    <Box as="section" id="sec-3" scrollMarginTop="20" py={{ base: '12', md: '16' }} bg="bg.muted">
      <Container maxW="6xl">
        <Stack gap="3" textAlign="center" align="center" mb="8">
          <Heading as="h2" size="2xl">
            {t('plansTitle')}
          </Heading>
          <Text color="fg.muted">{t('plansSubtitle')}</Text>
          <Group attached role="radiogroup" aria-label={t('plansTitle')}>
            {(['monthly', 'yearly'] as const).map((value) => (
              <Button
                key={value}
                role="radio"
                aria-checked={period === value}
                variant={period === value ? 'solid' : 'outline'}
                onClick={() => setPeriod(value)}
                size="sm"
              >
                {t(value)}
              </Button>
            ))}
          </Group>
        </Stack>
        {plans.isError ? (
          <Stack align="center" gap="3">
            <Text>{t('plansError')}</Text>
            <Button variant="outline" onClick={() => void plans.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" alignItems="stretch">
            {plans.isPending
              ? [1, 2, 3, 4].map((key) => <Skeleton key={key} h="22rem" borderRadius="l3" />)
              : plans.data.map((plan) => <PlanCard key={plan.id} plan={plan} period={period} />)}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
