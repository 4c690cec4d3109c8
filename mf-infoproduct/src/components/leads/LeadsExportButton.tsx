import { DownloadIcon } from '@atalho/ui';
import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useLeadsExport } from '../../hooks/useLeadsExport';
import { t } from '../../i18n';

/** The percentage of `rows` out of `total`, whole, at most 100 (a lead may arrive during the export). */
export function exportPercent(rows: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((rows / total) * 100));
}

/**
 * "Exportar CSV" (spec 001 §4): downloads `leeds.csv`, with a progress bar and percentage against the list's
 * `totalElements` while it streams; disabled while running.
 */
export function LeadsExportButton({ infoproductId, total }: { infoproductId: number; total: number }) {
  const exporting = useLeadsExport(infoproductId);
  const percent = exportPercent(exporting.rows, total);
  return (
    <Stack gap="2" minW="0">
      <Button
        size="sm"
        variant="outline"
        onClick={() => void exporting.start()}
        disabled={exporting.running || total === 0}
        loading={exporting.running}
        loadingText={t('exportRunning')}
        alignSelf="start"
      >
        <DownloadIcon />
        {t('exportAction')}
      </Button>
      {exporting.running ? (
        <HStack gap="2">
          <Progress.Root
            value={percent}
            max={100}
            size="sm"
            flex="1"
            colorPalette="brand"
            aria-label={t('exportProgress')}
            data-testid="export-progress"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text
            fontSize="sm"
            fontVariantNumeric="tabular-nums"
            aria-live="polite"
            minW="3rem"
            textAlign="end"
          >
            {percent}%
          </Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
