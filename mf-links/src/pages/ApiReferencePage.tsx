import { highestPlanId, useSession } from '@atalho/sdk';
import { PageHeader } from '@atalho/ui';
import { Alert, Button, Container, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';

const PRO_PLAN_ID = 3;

/** /painel/api-reference. The credential dialog arrives with the API-access feature. */
export function ApiReferencePage() {
  const user = useSession((session) => session.user);
  const isPro = highestPlanId(user) >= PRO_PLAN_ID;
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('apiTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('apiIntro')}
        </Text>
      </PageHeader>
      <Stack gap="4" align="start">
        {!isPro && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('apiProOnly')}</Alert.Title>
          </Alert.Root>
        )}
        <Button asChild variant="outline">
          <a href="/api-doc" target="_blank" rel="noreferrer">
            {t('apiDocs')}
          </a>
        </Button>
      </Stack>
    </Container>
  );
}
