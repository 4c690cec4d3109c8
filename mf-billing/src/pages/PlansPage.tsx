import { PageHeader, PublicHeader, SessionButton } from '@atalho/ui';
import { Container, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { PlansGrid } from '../components/PlansGrid';
import { t } from '../i18n';
import { storeDiscountFlag } from '../state/discount';

/** /plans: `?planId=` preselects a plan; `?d=` stores a discount flag locally (spec 002 §2). */
export function PlansPage() {
  const [params] = useSearchParams();
  const discount = params.get('d');
  // Stored before the first render of the cards, so they show the discounted prices at once.
  if (discount) storeDiscountFlag(discount);
  return (
    <>
      <PublicHeader>
        <SessionButton targetRoute="/plans" />
      </PublicHeader>
      <Container as="main" maxW="6xl" py={{ base: '6', md: '10' }}>
        <PageHeader title={t('plansTitle')}>
          <Text color="fg.muted" maxW="3xl">
            {t('plansIntro')}
          </Text>
        </PageHeader>
        <PlansGrid planHint={params.get('planId')} />
      </Container>
    </>
  );
}
