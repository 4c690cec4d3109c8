import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The SMS config dialog lives in the address (`?smsConfig=true`, spec 002 §2) on both SMS tabs. */
export function useSmsConfigDialog() {
  const [params, setParams] = useSearchParams();
  const isOpen = params.get('smsConfig') === 'true';
  const set = useCallback(
    (open: boolean) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('smsConfig', 'true');
        else next.delete('smsConfig');
        return next;
      }),
    [setParams],
  );
  return { isOpen, open: useCallback(() => set(true), [set]), close: useCallback(() => set(false), [set]) };
}
