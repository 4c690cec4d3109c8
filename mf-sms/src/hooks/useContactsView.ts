import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ContactsView,
  parseContactsView,
  writeContactsView,
} from '../components/contacts/contacts-view';

/**
 * The contacts screen's state, read from and written to the URL (spec 002 §2): reload, back and shared
 * addresses show the same list. A filter change starts again at page 0; other parameters of the address
 * (`smsConfig`) are kept.
 */
export function useContactsView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseContactsView(params), [params]);

  const update = useCallback(
    (patch: Partial<ContactsView>) => {
      setParams((current) => {
        const previous = parseContactsView(current);
        const keepsPage = Object.keys(patch).every((key) => key === 'page' || key === 'select');
        const next = writeContactsView({ ...previous, ...(keepsPage ? {} : { page: 0 }), ...patch });
        if (current.get('smsConfig') === 'true') next.set('smsConfig', 'true');
        return next;
      });
    },
    [setParams],
  );

  return { view, update };
}
