import { PageHeader } from '@atalho/ui';
import { Container, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { Dashboard } from '../components/Dashboard';
import { t } from '../i18n';

/** /painel/analytics: the dashboard full page; `?onlineAddressId=` narrows it to one link. */
export function AnalyticsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('onlineAddressId'));
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('analyticsTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('analyticsIntro')}
        </Text>
      </PageHeader>
      <Dashboard onlineAddressId={Number.isInteger(id) && id > 0 ? id : undefined} />
    </Container>
  );
}
