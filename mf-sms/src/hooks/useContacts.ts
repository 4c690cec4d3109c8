import { listContacts, smsKeys } from '@atalho/sdk/sms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ContactsView, listQuery } from '../components/contacts/contacts-view';

/** One page of the contact list with the screen's filters. */
export function useContactsList(view: ContactsView, enabled = true) {
  const query = listQuery(view);
  return useQuery({
    queryKey: smsKeys.contactList(query),
    queryFn: () => listContacts(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The count call of spec 002 §7: `status=SAVED&size=1`, whose `totalElements` is how many wait for a request. */
export const savedCountQuery = { status: 'SAVED', page: 0, size: 1 } as const;

/** How many contacts are SAVED (the tab's warning, the bulk request's confirmation). */
export function useSavedCount(enabled = true) {
  return useQuery({
    queryKey: smsKeys.contactList(savedCountQuery),
    queryFn: () => listContacts(savedCountQuery),
    select: (page) => page.totalElements,
    enabled,
  });
}
