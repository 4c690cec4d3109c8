import { PanelPage } from '@atalho/ui';
import { Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { Dashboard } from '../components/Dashboard';
import { t } from '../i18n';

/** /painel/analytics: the dashboard full page; `?onlineAddressId=` narrows it to one link. */
export function AnalyticsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('onlineAddressId'));
  return (
    <PanelPage
      title={t('analyticsTitle')}
      maxW="6xl"
      header={
        <Text color="fg.muted" maxW="3xl">
          {t('analyticsIntro')}
        </Text>
      }
    >
      <Dashboard onlineAddressId={Number.isInteger(id) && id > 0 ? id : undefined} />
    </PanelPage>
  );
}
