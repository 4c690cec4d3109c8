import { exportLeads, LEADS_CSV } from '@atalho/sdk/infoproducts';
import { notify, saveFile } from '@atalho/ui';
import { useCallback, useRef, useState } from 'react';
import { t } from '../i18n';

export interface ExportState {
  running: boolean;
  /** Lead rows received so far. */
  rows: number;
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
