import { DownloadIcon, formatNumber } from '@atalho/ui';
import { Alert, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { t, tCount } from './i18n';
import {
  type CsvProgress,
  contactsTemplateCsv,
  isImportAborted,
  type ParsedContacts,
  parseContactsCsv,
  TEMPLATE_FILE_NAME,
} from './parse-contacts-csv';

/** Saves `text` as `name` through a temporary object URL and `<a download>`. */
function downloadText(name: string, text: string, type: string) {
  const href = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

type ImportState =
  | { status: 'idle' }
  | { status: 'reading'; file: string; progress: CsvProgress }
  | { status: 'done'; file: string; rows: number; ignoredColumns: string[] }
  | { status: 'failed' };

export interface CsvImportProps {
  onImported(parsed: ParsedContacts): void;
  /** While a file is read, the editor's save waits. */
  onReadingChange(reading: boolean): void;
  disabled?: boolean;
}

/** "Importar CSV" and "Baixar modelo", the reading progress, and what the last file gave. */
export function CsvImport({ onImported, onReadingChange, disabled }: CsvImportProps) {
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [state, setState] = useState<ImportState>({ status: 'idle' });

  useEffect(() => () => running.current?.abort(), []);

  const read = async (file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'reading', file: file.name, progress: { rows: 0, fraction: 0 } });
    onReadingChange(true);
    try {
      const parsed = await parseContactsCsv(file, {
        signal: controller.signal,
        onProgress: (progress) => setState({ status: 'reading', file: file.name, progress }),
      });
      onImported(parsed);
      setState({
        status: 'done',
        file: file.name,
        rows: parsed.rows.length,
        ignoredColumns: parsed.ignoredColumns,
      });
    } catch (error) {
      setState(isImportAborted(error) ? { status: 'idle' } : { status: 'failed' });
    } finally {
      if (running.current === controller) running.current = null;
      onReadingChange(false);
    }
  };

  const reading = state.status === 'reading';
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label={t('fileInputLabel')}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void read(file);
          }}
        />
        <Button size="sm" onClick={() => input.current?.click()} disabled={disabled || reading}>
          {t('importCsv')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadText(TEMPLATE_FILE_NAME, contactsTemplateCsv(), 'text/csv;charset=utf-8')}
        >
          <DownloadIcon />
          {t('downloadTemplate')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('csvHelp')}
      </Text>
      {state.status === 'reading' && (
        <Stack gap="2" aria-live="polite">
          <Progress.Root
            value={Math.round(state.progress.fraction * 100)}
            size="sm"
            aria-label={t('importProgress')}
          >
            <HStack justify="space-between" gap="2">
              <Progress.Label fontSize="sm" fontWeight="normal">
                {t('importing', { rows: formatNumber(state.progress.rows) })}
              </Progress.Label>
              <Progress.ValueText fontSize="sm" />
            </HStack>
            <Progress.Track mt="1">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => running.current?.abort()}>
            {t('importCancel')}
          </Button>
        </Stack>
      )}
      {state.status === 'done' && (
        <Alert.Root status={state.rows === 0 ? 'warning' : 'success'} variant="subtle" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="normal">
              {state.rows === 0
                ? t('importEmpty', { file: state.file })
                : tCount(state.rows, 'importDoneOne', 'importDone', { file: state.file })}
            </Alert.Title>
            {state.ignoredColumns.length > 0 && (
              <Alert.Description>
                {t('ignoredColumns', { columns: state.ignoredColumns.join(', ') })}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {state.status === 'failed' && (
        <Alert.Root status="error" variant="subtle" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('importFailed')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
