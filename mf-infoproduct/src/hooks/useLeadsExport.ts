import { exportLeads, LEADS_CSV } from '@atalho/sdk/infoproducts';
import { notify } from '@atalho/ui';
import { useCallback, useRef, useState } from 'react';
import { t } from '../i18n';

export interface ExportState {
  running: boolean;
  /** Lead rows received so far. */
  rows: number;
}

/** Saves `blob` as `name` through a temporary object URL and `<a download>`. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the bytes to the browser's download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * The CSV export of one item's leads (spec 001 §4): streamed, counting the rows as they arrive for the
 * progress bar, saved as `leeds.csv`. One export at a time.
 */
export function useLeadsExport(infoproductId: number) {
  const [state, setState] = useState<ExportState>({ running: false, rows: 0 });
  const running = useRef(false);

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ running: true, rows: 0 });
    try {
      const blob = await exportLeads(infoproductId, (rows) => setState({ running: true, rows }));
      saveFile(blob, LEADS_CSV.fileName);
      notify.success(t('exportDone'));
    } catch {
      notify.error(t('exportFailed'));
    } finally {
      running.current = false;
      setState({ running: false, rows: 0 });
    }
  }, [infoproductId]);

  return { ...state, start };
}
