import type { ApiCredentialCreated } from '@atalho/sdk/schemas';
import { PanelPage, PlanLockedNotice, useEntitlement } from '@atalho/ui';
import { Button, chakra, HStack, Stack, Text, Tooltip } from '@chakra-ui/react';
import { useState } from 'react';
import { ApiCredentialDialog } from '../components/ApiCredentialDialog';
import { ApiCredentialsList } from '../components/ApiCredentialsList';
import { useCreateApiCredential } from '../hooks/useApiCredentials';
import { t } from '../i18n';

const API_DOC_URL = '/api-doc';

/** /painel/api-reference (spec 001 §2 "API access page"). */
export function ApiReferencePage() {
  const apiAccess = useEntitlement('apiAccess');
  const create = useCreateApiCredential();
  const [created, setCreated] = useState<ApiCredentialCreated | null>(null);
  const [showDocs, setShowDocs] = useState(false);

  const generate = async () => setCreated(await create.mutateAsync());

  const button = (
    <Button onClick={generate} loading={create.isPending} disabled={!apiAccess}>
      {t('apiGenerate')}
    </Button>
  );
  return (
    <PanelPage
      title={t('apiTitle')}
      maxW="6xl"
      header={
        <Text color="fg.muted" maxW="3xl">
          {t('apiIntro')}
        </Text>
      }
    >
      <Stack gap="6">
        {!apiAccess && <PlanLockedNotice feature="apiAccess" description={t('apiGenerateLocked')} />}
        <HStack gap="3" wrap="wrap">
          {apiAccess ? (
            button
          ) : (
            // A disabled button gets no pointer events: the tooltip hangs on a focusable wrapper.
            <Tooltip.Root openDelay={100}>
              <Tooltip.Trigger asChild>
                <chakra.span tabIndex={0} display="inline-flex" aria-label={t('apiGenerateLocked')}>
                  {button}
                </chakra.span>
              </Tooltip.Trigger>
              <Tooltip.Positioner>
                <Tooltip.Content>{t('apiGenerateLocked')}</Tooltip.Content>
              </Tooltip.Positioner>
            </Tooltip.Root>
          )}
          <Button asChild variant="outline">
            <a href={API_DOC_URL} target="_blank" rel="noreferrer">
              {t('apiDocs')}
            </a>
          </Button>
        </HStack>
        {apiAccess && <ApiCredentialsList />}
        <Stack gap="3" align="start">
          <Text as="h2" fontWeight="semibold" fontSize="lg">
            {t('apiDocsEmbedded')}
          </Text>
          {/*
            The reference's renderer (Scalar, third-party, ~700 KB) is fetched by /api-doc only, when asked for:
            never with this page. The link above opens it on its own page.
          */}
          {showDocs ? (
            // Same origin: /api-doc may be framed by this site only (security-headers.ts).
            <chakra.iframe
              src={API_DOC_URL}
              title={t('apiDocsEmbedded')}
              w="full"
              h={{ base: '70vh', md: '80vh' }}
              borderWidth="1px"
              borderRadius="l3"
              bg="white"
            />
          ) : (
            <Button variant="subtle" onClick={() => setShowDocs(true)}>
              {t('apiDocsShow')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ApiCredentialDialog credential={created} onClose={() => setCreated(null)} />
    </PanelPage>
  );
}
