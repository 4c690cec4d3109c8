import { parseContactsView, writeContactsView } from '../components/contacts/contacts-view';
import { useUrlView } from './useUrlView';

/** The contacts screen's state in the URL (spec 002 §2 "Contacts screen"). */
export function useContactsView() {
  return useUrlView(parseContactsView, writeContactsView);
}
