import { CardsSkeleton, LoadError, PageHeader, Pagination } from '@atalho/ui';
import { Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { InfoproductCard } from '../components/InfoproductCard';
import { InfoproductEmptyState } from '../components/InfoproductEmptyState';
import { useInfoproducts } from '../hooks/useInfoproducts';
import { t } from '../i18n';

/** /painel/nfoproduct. The 8-step wizard and the leads panel arrive with the info-product feature. */
export function InfoproductPage() {
  const [page, setPage] = useState(0);
  const { state, reload } = useInfoproducts(page);
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('infoproductTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('infoproductIntro')}
        </Text>
      </PageHeader>
      {state.status === 'loading' && <CardsSkeleton />}
      {state.status === 'error' && (
        <LoadError message={t('infoproductLoadError')} retryLabel={t('infoproductRetry')} onRetry={reload} />
      )}
      {state.status === 'ready' && state.items.length === 0 && <InfoproductEmptyState />}
      {state.status === 'ready' && state.items.length > 0 && (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {state.items.map((item) => (
              <InfoproductCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
          <Pagination page={page} totalPages={state.totalPages} onPageChange={setPage} />
        </Stack>
      )}
    </Container>
  );
}
