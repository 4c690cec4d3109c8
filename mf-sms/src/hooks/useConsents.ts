import { api } from '@atalho/sdk';
import { consentsExportPath, listConsents, smsKeys } from '@atalho/sdk/sms';
import { notify, saveFile } from '@atalho/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { t } from '../i18n';

/** GET /contacts/{id}/consents: the contact's consent record, newest first (first 100 changes). */
export function useConsents(contactId: number) {
  return useQuery({
    queryKey: smsKeys.consents(contactId, 0),
    queryFn: () => listConsents(contactId, 0),
  });
}

/**
 * The consent record as CSV. The export needs the session's bearer token, which a plain link would not
 * send, so it is fetched through the SDK's client and saved from memory.
 */
export function useConsentsExport(contactId: number) {
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const start = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      const blob = await api.get(consentsExportPath(contactId)).blob();
      saveFile(blob, `consentimento-${contactId}.csv`);
    } catch {
      notify.error(t('consentsDownloadFailed'));
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, [contactId]);
  return { running, start };
}
