import { PageHeader, PlanLockedNotice, useEntitlement } from '@atalho/ui';
import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';

/** /painel/api-reference. The credential dialog arrives with the API-access feature. */
export function ApiReferencePage() {
  const apiAccess = useEntitlement('apiAccess');
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('apiTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('apiIntro')}
        </Text>
      </PageHeader>
      <Stack gap="4" align="start">
        {!apiAccess && <PlanLockedNotice feature="apiAccess" />}
        <Button asChild variant="outline">
          <a href="/api-doc" target="_blank" rel="noreferrer">
            {t('apiDocs')}
          </a>
        </Button>
      </Stack>
    </Container>
  );
}
