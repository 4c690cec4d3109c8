import { type ApiCredential, parseExpiredAt } from '@atalho/sdk/schemas';
import { ConfirmDialog, formatDateTime, LoadError, notify } from '@atalho/ui';
import { Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useApiCredentials, useRevokeApiCredential } from '../hooks/useApiCredentials';
import { t } from '../i18n';

/** The user's live credentials, each with its dates and a revoke button (confirmed first). */
export function ApiCredentialsList() {
  const list = useApiCredentials(true);
  const revoke = useRevokeApiCredential();
  const [pending, setPending] = useState<ApiCredential | null>(null);

  const confirm = async () => {
    if (!pending) return;
    await revoke.mutateAsync(pending.id);
    setPending(null);
    notify.success(t('apiCredentialRevoked'));
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{t('apiCredentialsTitle')}</Card.Title>
      </Card.Header>
      <Card.Body>
        {list.isPending ? (
          <Skeleton h="12" />
        ) : list.isError ? (
          <LoadError
            message={t('apiCredentialsLoadError')}
            retryLabel={t('linksRetry')}
            onRetry={list.refetch}
          />
        ) : list.data.length === 0 ? (
          <Text color="fg.muted">{t('apiCredentialsEmpty')}</Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {list.data.map((credential) => (
              <HStack
                as="li"
                key={credential.id}
                justify="space-between"
                py="2"
                borderTopWidth="1px"
                wrap="wrap"
              >
                <Stack gap="0">
                  <Text fontSize="sm">
                    {t('apiCredentialCreated', { date: formatDateTime(credential.dateCreate) })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('apiCredentialExpiry', { date: formatDateTime(parseExpiredAt(credential.expiredAt)) })}
                  </Text>
                </Stack>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setPending(credential)}>
                  {t('apiCredentialRevoke')}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={pending !== null}
        title={t('apiCredentialRevokeTitle')}
        confirmLabel={t('apiCredentialRevoke')}
        destructive
        loading={revoke.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {t('apiCredentialRevokeText')}
      </ConfirmDialog>
    </Card.Root>
  );
}
