import { type ContactBody, type ContactsSaved, saveContacts, smsKeys } from '@atalho/sdk/sms';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { addSaved, EMPTY_SAVED, sendContacts } from './send-contacts';

export type SaveRun =
  | { phase: 'idle' }
  | { phase: 'saving'; sent: number; total: number }
  | { phase: 'failed'; sent: number; total: number }
  | { phase: 'done' };

/**
 * A save of the editor's contacts: requests of 1,000 one after another with the count sent, the answers added
 * up across retries, the contact lists made stale once anything was saved. After a failure the caller drops the
 * rows sent (`onSent`) so a retry sends only the rest.
 */
export function useSaveContactsRun({
  onSent,
  onSaved,
}: {
  onSent(count: number): void;
  onSaved?: () => void;
}) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<SaveRun>({ phase: 'idle' });
  const [saved, setSaved] = useState<ContactsSaved>(EMPTY_SAVED);
  const busy = useRef(false);

  const start = async (contacts: ContactBody[]) => {
    if (busy.current || contacts.length === 0) return;
    busy.current = true;
    setRun({ phase: 'saving', sent: 0, total: contacts.length });
    const outcome = await sendContacts(contacts, saveContacts, {
      onProgress: (sent, total) => setRun({ phase: 'saving', sent, total }),
    });
    busy.current = false;
    setSaved((before) => addSaved(before, outcome.saved));
    if (outcome.sent > 0) {
      onSent(outcome.sent);
      void queryClient.invalidateQueries({ queryKey: smsKeys.contacts });
    }
    if (outcome.error === null) {
      setRun({ phase: 'done' });
      onSaved?.();
    } else {
      setRun({ phase: 'failed', sent: outcome.sent, total: contacts.length });
    }
  };

  return { run, saved, start };
}
