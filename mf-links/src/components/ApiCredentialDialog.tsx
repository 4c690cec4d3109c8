import { type ApiCredentialCreated, parseExpiredAt } from '@atalho/sdk/schemas';
import { AppDialog, CopyButton, formatDateTime } from '@atalho/ui';
import { Code, HStack, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';

/** The new credential, shown once: the secret, a copy button (check icon for 3 s) and its expiry. */
export function ApiCredentialDialog({
  credential,
  onClose,
}: {
  credential: ApiCredentialCreated | null;
  onClose(): void;
}) {
  return (
    <AppDialog open={credential !== null} onClose={onClose} title={t('apiCredentialTitle')} wide>
      {credential && (
        <Stack gap="4">
          <Text>{t('apiCredentialOnce')}</Text>
          <HStack align="start" gap="2">
            <Code
              flex="1"
              p="3"
              borderRadius="md"
              wordBreak="break-all"
              whiteSpace="pre-wrap"
              data-testid="api-credential"
            >
              {credential.authorization}
            </Code>
            <CopyButton value={credential.authorization} variant="outline" />
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            {t('apiCredentialExpiry', { date: formatDateTime(parseExpiredAt(credential.expiredAt)) })}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('apiCredentialUsage')}
          </Text>
        </Stack>
      )}
    </AppDialog>
  );
}
