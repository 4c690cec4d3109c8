import { type Contact, formatContactNumber } from '@atalho/sdk/sms';
import { AppDialog, CardsSkeleton, DownloadIcon, formatDateTime, LoadError } from '@atalho/ui';
import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { useConsents, useConsentsExport } from '../../hooks/useConsents';
import { t } from '../../i18n';
import { statusLabel } from './ContactStatusBadge';

/**
 * The contact's consent record (spec 002 §4; issue 32 §3): every change with its date, source and IP, and
 * the CSV export — the proof LGPD asks for.
 */
export function ConsentsDialog({ contact, onClose }: { contact: Contact; onClose(): void }) {
  const consents = useConsents(contact.id);
  const download = useConsentsExport(contact.id);
  const rows = consents.data?.content ?? [];

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('consentsTitle', { number: formatContactNumber(contact.number) })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('close')}
          </Button>
          <Button loading={download.running} onClick={download.start}>
            <DownloadIcon />
            {t('consentsDownload')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('consentsIntro')}
        </Text>
        {consents.isPending ? (
          <CardsSkeleton rows={2} testId="consents-skeleton" />
        ) : consents.isError ? (
          <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={consents.refetch} />
        ) : rows.length === 0 ? (
          <Text>{t('consentsEmpty')}</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxW="full">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('consentsWhen')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('consentsChange')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('consentsSource')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('consentsIp')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((record) => (
                  <Table.Row key={record.id} data-testid="consent-row">
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(record.dateCreate)}</Table.Cell>
                    <Table.Cell>
                      {record.from ? `${statusLabel(record.from)} → ` : ''}
                      {statusLabel(record.to)}
                    </Table.Cell>
                    <Table.Cell>{t(`source_${record.source}`)}</Table.Cell>
                    <Table.Cell overflowWrap="anywhere">{record.ip ?? t('consentsNoIp')}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
    </AppDialog>
  );
}
