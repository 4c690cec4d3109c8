import type { DataExport, DataExportStep } from '@atalho/sdk/account';
import { formatDateTime, LoadError } from '@atalho/ui';
import { Alert, Button, Card, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useDataExportDownload, useDataExportRequest, useDataExports } from '../../hooks/useDataExports';
import { t } from '../../i18n';

const stepLabels: Record<DataExportStep, Parameters<typeof t>[0]> = {
  profile: 'accountStepProfile',
  links: 'accountStepLinks',
  biography: 'accountStepBiography',
  infoproducts: 'accountStepInfoproducts',
  leads: 'accountStepLeads',
  contacts: 'accountStepContacts',
  campaigns: 'accountStepCampaigns',
  billing: 'accountStepBilling',
  uploads: 'accountStepUploads',
  saving: 'accountStepSaving',
};

const sizeFormat = (unit: 'kilobyte' | 'megabyte') =>
  new Intl.NumberFormat('pt-BR', { style: 'unit', unit, maximumFractionDigits: 1 });

/** "820 kB", "12,4 MB". */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? sizeFormat('kilobyte').format(Math.max(1, Math.round(bytes / 1024)))
    : sizeFormat('megabyte').format(bytes / (1024 * 1024));
}

function ExportProgress({ item }: { item: DataExport }) {
  const label = item.step ? t(stepLabels[item.step]) : t('accountStepQueued');
  return (
    <Stack gap="2" aria-live="polite">
      <HStack justify="space-between" gap="3">
        <Text fontSize="sm">{t('accountExportRunning', { step: label })}</Text>
        <Text fontSize="sm" color="fg.muted">
          {item.progress}%
        </Text>
      </HStack>
      <Progress.Root value={item.progress} size="sm">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** "Baixar meus dados": starts an export, shows the job's progress, then downloads the ZIP. */
export function DataExportCard() {
  const list = useDataExports();
  const request = useDataExportRequest();
  const download = useDataExportDownload();
  const latest = list.data?.[0];
  const running = latest?.status === 'pending' || latest?.status === 'running';
  const ready = latest?.status === 'ready' ? latest : undefined;
  const percent = ready?.size ? Math.min(100, Math.round((download.bytes * 100) / ready.size)) : 0;

  const requestButton = (
    <Button
      variant={ready ? 'outline' : 'solid'}
      onClick={() => request.mutate()}
      loading={request.isPending}
      loadingText={t('accountExportStarting')}
      disabled={running}
    >
      {ready ? t('accountExportAgain') : t('accountExportStart')}
    </Button>
  );

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{t('accountExportTitle')}</Card.Title>
        <Card.Description>{t('accountExportText')}</Card.Description>
      </Card.Header>
      <Card.Body>
        {list.isPending ? (
          <Skeleton h="12" />
        ) : list.isError ? (
          <LoadError
            message={t('accountExportLoadError')}
            retryLabel={t('linksRetry')}
            onRetry={list.refetch}
          />
        ) : (
          <Stack gap="4">
            {running && latest && <ExportProgress item={latest} />}
            {latest?.status === 'failed' && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{t('accountExportFailed')}</Alert.Title>
              </Alert.Root>
            )}
            {ready && (
              <Text data-testid="data-export-ready">
                {t('accountExportReady', {
                  date: formatDateTime(ready.readyAt ?? ready.createdAt),
                  size: formatSize(ready.size ?? 0),
                  until: formatDateTime(ready.expiresAt),
                })}
              </Text>
            )}
            <HStack gap="3" wrap="wrap">
              {ready && (
                <Button
                  onClick={() => download.start(ready)}
                  loading={download.running}
                  loadingText={t('accountExportDownloading', { percent })}
                >
                  {t('accountExportDownload')}
                </Button>
              )}
              {requestButton}
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
