import { creditKeys } from '@atalho/sdk';
import {
  type ContactBody,
  deleteContact,
  requestOptIn,
  requestOptInForAll,
  saveContact,
  smsKeys,
} from '@atalho/sdk/sms';
import { useMutation } from '@tanstack/react-query';

/** POST /contacts (one contact, new or replaced); the list, its tags, segments and properties refresh. */
export function useSaveContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => saveContact(body),
    meta: { invalidates: [smsKeys.contacts] },
  });
}

/** DELETE /contacts/{id}. */
export function useDeleteContact() {
  return useMutation({ mutationFn: deleteContact, meta: { invalidates: [smsKeys.contacts] } });
}

/** PATCH /contacts/{id}/opt-in-request: R$ 0,30 from the credits, so the balance refreshes too. */
export function useRequestOptIn() {
  return useMutation({
    mutationFn: requestOptIn,
    meta: { invalidates: [smsKeys.contacts, creditKeys.all] },
  });
}

/** PATCH /contacts/opt-in-request?count=N: every SAVED contact, `count` being the number confirmed. */
export function useRequestOptInForAll() {
  return useMutation({
    mutationFn: requestOptInForAll,
    meta: { invalidates: [smsKeys.contacts, creditKeys.all] },
  });
}
