import {
  accountKeys,
  type DataExport,
  type DataExportList,
  dataExportFileName,
  downloadDataExport,
  listDataExports,
  requestDataExport,
} from '@atalho/sdk/account';
import { notify, saveFile } from '@atalho/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { t } from '../i18n';

/** How often the page asks for the progress of an export being made. */
const POLL_MS = 1_500;

const inProgress = (list: DataExportList | undefined) =>
  list?.some((item) => item.status === 'pending' || item.status === 'running') ?? false;

/** The user's exports, polled while one is being made (its progress and step). */
export function useDataExports() {
  return useQuery({
    queryKey: accountKeys.dataExports(),
    queryFn: listDataExports,
    refetchInterval: (query) => (inProgress(query.state.data) ? POLL_MS : false),
  });
}

/**
 * Starts a new export. Its answer (queued, 0%) shows at once, before the refetch that the mutation's `invalidates`
 * makes; from then on the polled list follows the job's progress.
 */
export function useDataExportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const created = await requestDataExport();
      client.setQueryData<DataExportList>(accountKeys.dataExports(), (list = []) => [
        created,
        ...list.filter((item) => item.id !== created.id),
      ]);
      return created;
    },
    meta: { invalidates: [accountKeys.dataExports()] },
  });
}

/** Downloads a ready export, counting the bytes as they arrive for a percentage against its size. */
export function useDataExportDownload() {
  const [state, setState] = useState<{ running: boolean; bytes: number }>({ running: false, bytes: 0 });
  const running = useRef(false);
  const start = useCallback(async (item: DataExport) => {
    if (running.current) return;
    running.current = true;
    setState({ running: true, bytes: 0 });
    try {
      const blob = await downloadDataExport(item.id, (bytes) => setState({ running: true, bytes }));
      saveFile(blob, dataExportFileName(item.createdAt));
    } catch {
      notify.error(t('accountExportDownloadFailed'));
    } finally {
      running.current = false;
      setState({ running: false, bytes: 0 });
    }
  }, []);
  return { ...state, start };
}
