import { creditKeys } from '@atalho/sdk';
import {
  deleteShooting,
  getShooting,
  listShootingLinks,
  listShootingRecipients,
  listShootings,
  type Shooting,
  type ShootingBody,
  saveShooting,
  sendShooting,
  shootingKeys,
} from '@atalho/sdk/sms';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type ShootingsView, shootingsQuery } from '../components/shootings/shootings-view';

/** Spec 002 §4, §9: a processing campaign is asked for again every second. */
export const PROCESSING_POLL_MS = 1000;
export const RECIPIENTS_PAGE_SIZE = 12;
export const LINKS_PAGE_SIZE = 100;

/** One page of the campaigns with the screen's status filter. */
export function useShootingsList(view: ShootingsView, enabled = true) {
  const query = shootingsQuery(view);
  return useQuery({
    queryKey: shootingKeys.list(query),
    queryFn: () => listShootings(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * A campaign as the list gave it, asked for again every second while PROCESSING (spec 002 §4): its
 * progress moves on the card. When it leaves PROCESSING the list, the metrics and the balance (refunds)
 * are refreshed once.
 */
export function useLiveShooting(shooting: Shooting): Shooting {
  const client = useQueryClient();
  const processing = shooting.status === 'PROCESSING';
  const live = useQuery({
    queryKey: shootingKeys.one(shooting.id),
    queryFn: () => getShooting(shooting.id),
    enabled: processing,
    refetchInterval: (query) =>
      (query.state.data?.status ?? shooting.status) === 'PROCESSING' ? PROCESSING_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
  const current = processing && live.data ? live.data : shooting;
  const was = useRef(current.status);
  useEffect(() => {
    if (was.current === 'PROCESSING' && current.status !== 'PROCESSING') {
      void client.invalidateQueries({ queryKey: shootingKeys.all });
      void client.invalidateQueries({ queryKey: creditKeys.all });
    }
    was.current = current.status;
  }, [client, current.status]);
  return current;
}

/** GET /sms-shootings/{id}: the campaign the editor or the metrics panel shows. */
export function useShooting(id: number | null) {
  return useQuery({
    queryKey: shootingKeys.one(id ?? 0),
    queryFn: () => getShooting(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'PROCESSING' ? PROCESSING_POLL_MS : false),
  });
}

const recipientsQuery = (id: number, page: number) => ({
  smsShootingId: id,
  page,
  size: RECIPIENTS_PAGE_SIZE,
  orderBy: 'smsSize:DESC,dateCreate:DESC',
});

/** GET /sms-shootings-has-contacts: 12 a page, the over-limit messages first. */
export function useShootingRecipients(id: number, page: number) {
  return useQuery({
    queryKey: shootingKeys.recipients(recipientsQuery(id, page)),
    queryFn: () => listShootingRecipients(recipientsQuery(id, page)),
    placeholderData: keepPreviousData,
  });
}

const linksQuery = (id: number) => ({ smsShootingId: id, page: 0, size: LINKS_PAGE_SIZE });

/** GET /sms-shootings-has-online-addresses: the campaign's short links with their views (100 a page). */
export function useShootingLinks(id: number) {
  return useQuery({
    queryKey: shootingKeys.links(linksQuery(id)),
    queryFn: () => listShootingLinks(linksQuery(id)),
  });
}

/** POST /sms-shootings: create (no id) or replace; the campaigns refresh. */
export function useSaveShooting() {
  return useMutation({
    mutationFn: (body: ShootingBody) => saveShooting(body),
    meta: { invalidates: [shootingKeys.all] },
  });
}

/** POST /sms-shootings/send: debits recipients × R$ 0,30, so the balance refreshes too. */
export function useSendShooting() {
  return useMutation({
    mutationFn: (id: number) => sendShooting(id),
    meta: { invalidates: [shootingKeys.all, creditKeys.all] },
  });
}

/** DELETE /sms-shootings/{id}. */
export function useDeleteShooting() {
  return useMutation({ mutationFn: deleteShooting, meta: { invalidates: [shootingKeys.all] } });
}
