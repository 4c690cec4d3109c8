import type { OnlineAddress } from '@atalho/sdk/schemas';
import { AppDialog } from '@atalho/ui';
import { Alert, List, Stack, Text } from '@chakra-ui/react';
import { t } from '../../i18n';

const timeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** Why a destination may fail (spec 000 §8 "Erro ao buscar…"): what the daily check cannot tell apart. */
const causes = ['causeOffline', 'causeMoved', 'causeBlocked', 'causeCertificate', 'causeSlow'] as const;

/** The broken-link warning (spec 001 §4 "Link error"): when it was checked and what may be wrong. */
export function LinkErrorDialog({ link, onClose }: { link: OnlineAddress | null; onClose(): void }) {
  return (
    <AppDialog open={link !== null} onClose={onClose} title={t('linkErrorTitle')}>
      {link ? (
        <Stack gap="3">
          <Alert.Root status="warning" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Description>
              {link.lastCheck
                ? t('thisLinkError', { time: timeFormat.format(new Date(link.lastCheck)) })
                : t('thisLinkErrorNoTime')}
            </Alert.Description>
          </Alert.Root>
          <Text fontSize="sm" wordBreak="break-all" color="fg.muted">
            {link.url}
          </Text>
          <Text fontWeight="semibold">{t('possibleCauses')}</Text>
          <List.Root ps="5" gap="1">
            {causes.map((cause) => (
              <List.Item key={cause}>{t(cause)}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </AppDialog>
  );
}
