import { formatNumber, Pagination } from '@atalho/ui';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Progress,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useDeferredValue, useMemo, useReducer, useState } from 'react';
import { ContactRowEditor } from './ContactRowEditor';
import { CsvImport } from './CsvImport';
import {
  contactBodyOf,
  findRepeatedRows,
  LOT_SIZE,
  lotCount,
  lotOf,
  type RowInput,
  summarizeRows,
} from './contact-rows';
import { editorReducer, firstProblemIndex, initialEditor, rowsToSend } from './editor-state';
import { t, tCount } from './i18n';
import { PropertyColumns } from './PropertyColumns';
import { SaveSummary } from './SaveSummary';
import { useSaveContactsRun } from './useSaveContactsRun';

export interface SaveContactsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once every contact is saved (the lists are already stale); the dialog stays on its summary. */
  onSaved?: () => void;
}

/**
 * "Salvar contatos" (spec 002 §2, §4, §5): a batch editor of numbers, segments, tags and properties, filled by
 * hand or from a CSV, checked against the contract row by row, 100 rows on screen at a time, saved in requests
 * of 1,000. Its content mounts when it opens and is dropped when it closes, so each opening starts afresh.
 */
export function SaveContactsDialog({ open, onClose, onSaved }: SaveContactsDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
      placement={{ base: 'bottom', md: 'center' }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            // As tall as its content; on a phone the whole width, up to the screen's height, its actions always
            // in view below the scrolling body.
            minH="auto"
            h="auto"
            maxH={{ base: '100dvh', md: 'calc(100dvh - 4rem)' }}
            borderTopRadius={{ base: 'l3', md: undefined }}
          >
            <SaveContactsEditor onClose={onClose} onSaved={onSaved} onSavingChange={setSaving} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SaveContactsEditor({
  onClose,
  onSaved,
  onSavingChange,
}: {
  onClose(): void;
  onSaved?: () => void;
  onSavingChange(saving: boolean): void;
}) {
  const [editor, dispatch] = useReducer(editorReducer, undefined, initialEditor);
  const [reading, setReading] = useState(false);
  const [asked, setAsked] = useState(false);
  const { run, saved, start } = useSaveContactsRun({
    onSent: (count) => dispatch({ type: 'sent', count }),
    onSaved,
  });
  const saving = run.phase === 'saving';

  // The list-wide checks follow the typing a moment later: at 100,000 rows they take a few milliseconds.
  const rows = useDeferredValue(editor.rows);
  const repeated = useMemo(() => findRepeatedRows(rows), [rows]);
  const summary = useMemo(() => summarizeRows(rows, repeated), [rows, repeated]);
  const problems = summary.invalid + summary.repeated;

  const lots = lotCount(editor.rows.length);
  const lotRows = lotOf(editor.rows, editor.lot);
  const firstPosition = editor.lot * LOT_SIZE + 1;

  const onChange = useCallback(
    (id: number, change: Partial<RowInput>) => dispatch({ type: 'change', id, change }),
    [],
  );
  const onRemove = useCallback((id: number) => dispatch({ type: 'remove', id }), []);

  const save = async (removeProblems: boolean) => {
    let list = editor.rows;
    if (removeProblems) {
      const now = findRepeatedRows(list);
      list = list.filter((row) => !row.problem && !now.has(row.id));
      dispatch({ type: 'removeProblems' });
    } else {
      const now = findRepeatedRows(list);
      if (list.some((row) => row.problem || now.has(row.id))) {
        setAsked(true);
        return;
      }
    }
    setAsked(false);
    onSavingChange(true);
    await start(rowsToSend(list).map(contactBodyOf));
    onSavingChange(false);
  };

  if (run.phase === 'done') {
    return (
      <>
        <Dialog.Header>
          <Dialog.Title>{t('summaryTitle')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <SaveSummary saved={saved} />
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>{t('done')}</Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={t('close')} />
        </Dialog.CloseTrigger>
      </>
    );
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5" aria-busy={reading || saving}>
          <Text fontSize="sm">{t('intro')}</Text>
          <CsvImport
            onImported={(parsed) => dispatch({ type: 'import', parsed })}
            onReadingChange={setReading}
            disabled={saving}
          />
          <Separator />
          <PropertyColumns
            properties={editor.properties}
            onAdd={(name) => dispatch({ type: 'addProperty', name })}
            onRemove={(name) => dispatch({ type: 'removeProperty', name })}
          />
          <Separator />
          <Stack gap="2">
            <HStack gap="3" wrap="wrap" fontSize="sm" data-testid="rows-summary">
              <Text fontWeight="semibold">{tCount(editor.rows.length, 'statsTotalOne', 'statsTotal')}</Text>
              <Text>{t('statsValid', { count: formatNumber(summary.valid) })}</Text>
              {summary.invalid > 0 && (
                <Text color="red.fg">{t('statsInvalid', { count: formatNumber(summary.invalid) })}</Text>
              )}
              {summary.repeated > 0 && (
                <Text color="orange.fg">{t('statsRepeated', { count: formatNumber(summary.repeated) })}</Text>
              )}
            </HStack>
            {problems > 0 && (
              <HStack gap="2" wrap="wrap">
                {summary.invalid > 0 && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => dispatch({ type: 'removeInvalid' })}
                    disabled={saving}
                  >
                    {t('removeInvalid')}
                  </Button>
                )}
                {summary.repeated > 0 && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => dispatch({ type: 'removeRepeated' })}
                    disabled={saving}
                  >
                    {t('removeRepeated')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => {
                    const index = firstProblemIndex(editor.rows, findRepeatedRows(editor.rows));
                    if (index >= 0) dispatch({ type: 'lot', lot: Math.floor(index / LOT_SIZE) });
                  }}
                >
                  {t('showFirstProblem')}
                </Button>
              </HStack>
            )}
          </Stack>
          <Stack as="section" aria-label={t('lotTitle', { lot: editor.lot + 1, lots })} gap="3">
            {lots > 1 && (
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {t('lotTitle', { lot: formatNumber(editor.lot + 1), lots: formatNumber(lots) })} ·{' '}
                {t('lotRange', {
                  from: formatNumber(firstPosition),
                  to: formatNumber(firstPosition + lotRows.length - 1),
                  total: formatNumber(editor.rows.length),
                })}
              </Text>
            )}
            {lotRows.map((row, index) => (
              <ContactRowEditor
                key={row.id}
                row={row}
                position={firstPosition + index}
                repeated={repeated.has(row.id)}
                properties={editor.properties}
                onChange={onChange}
                onRemove={onRemove}
              />
            ))}
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={() => dispatch({ type: 'add' })}
              disabled={saving}
            >
              {t('addRow')}
            </Button>
            <Box maxW="full" overflowX="auto">
              <Pagination
                page={editor.lot}
                totalPages={lots}
                onPageChange={(lot) => dispatch({ type: 'lot', lot })}
              />
            </Box>
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px" pt="3">
        {saving && (
          <Progress.Root
            value={run.total === 0 ? 0 : Math.round((run.sent / run.total) * 100)}
            size="sm"
            aria-label={t('savingProgress')}
          >
            <Progress.Label fontSize="sm" fontWeight="normal" mb="1">
              {t('saving', { sent: formatNumber(run.sent), total: formatNumber(run.total) })}
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {run.phase === 'failed' && (
          <Alert.Root status="error" variant="subtle" size="sm">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {run.sent > 0
                ? t('savePartial', {
                    sent: formatNumber(run.sent),
                    total: formatNumber(run.total),
                    rest: formatNumber(run.total - run.sent),
                  })
                : t('saveFailed')}
            </Alert.Title>
          </Alert.Root>
        )}
        {asked && problems > 0 && (
          <Alert.Root status="warning" variant="subtle" size="sm">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title fontWeight="normal">
                {t('saveBlocked', { count: formatNumber(problems) })}
              </Alert.Title>
              {summary.valid > 0 && (
                <Button size="xs" alignSelf="start" onClick={() => void save(true)}>
                  {t('saveBlockedAction')}
                </Button>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        {summary.valid === 0 && problems === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('saveNeedsOne')}
          </Text>
        )}
        <HStack justify="flex-end" gap="2" wrap="wrap">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void save(false)} loading={saving} disabled={reading || summary.valid === 0}>
            {run.phase === 'failed'
              ? t('retry')
              : summary.valid === 0
                ? t('saveNone')
                : tCount(summary.valid, 'saveOne', 'save')}
          </Button>
        </HStack>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('close')} disabled={saving} />
      </Dialog.CloseTrigger>
    </>
  );
}
