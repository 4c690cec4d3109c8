import { contactStatuses, listContacts, type ShootingRecipientsFilterInput, smsKeys } from '@atalho/sdk/sms';
import { AppDialog, formatNumber } from '@atalho/ui';
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { t } from '../../i18n';
import { ContactsFilters } from '../contacts/ContactsFilters';
import {
  emptyContactsFilters,
  type ContactsFilters as Filters,
  filterQuery,
} from '../contacts/contacts-view';

/** Only contacts that opted in receive a campaign, so the search starts there (spec 002 §5). */
export const defaultRecipientFilters: Filters = { ...emptyContactsFilters, status: 'OPT_IN' };

/** The contacts screen's filters as `addFilterFindRecipients` takes them ("Todas" is every status). */
export function recipientsFilterOf(filters: Filters): ShootingRecipientsFilterInput {
  const filter: ShootingRecipientsFilterInput = {
    status: filters.status ? [filters.status] : [...contactStatuses],
  };
  if (filters.text.trim()) filter.text = filters.text.trim();
  if (filters.tags.length) {
    filter.tags = filters.tags;
    filter.tagsExclusive = filters.tagsExclusive;
  }
  if (filters.segments.length) {
    filter.segmentIds = filters.segments;
    filter.segmentsExclusive = filters.segmentsExclusive;
  }
  if (filters.properties.length) {
    filter.propertiesNames = filters.properties;
    filter.propertiesExclusive = filters.propertiesExclusive;
  }
  return filter;
}

/** How many contacts match: the list call with `size=1`, whose `totalElements` is the count. */
function useMatchingCount(filters: Filters) {
  const query = { ...filterQuery(filters), page: 0, size: 1 };
  return useQuery({
    queryKey: smsKeys.contactList(query),
    queryFn: () => listContacts(query),
    select: (page) => page.totalElements,
    placeholderData: keepPreviousData,
  });
}

/**
 * "Buscar destinatários" (spec 002 §2 "SMS dialogs"): the contacts screen's filters, starting at the
 * opted-in, with how many contacts match; adding hands the filter to the editor, which sends it on save.
 */
export function FindRecipientsDialog({
  onClose,
  onAdd,
}: {
  onClose(): void;
  onAdd(filter: ShootingRecipientsFilterInput, count: number): void;
}) {
  const [filters, setFilters] = useState<Filters>(defaultRecipientFilters);
  const change = useCallback(
    (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch })),
    [],
  );
  const count = useMatchingCount(filters);
  const total = count.data;

  return (
    <AppDialog
      open
      wide
      onClose={onClose}
      title={t('findTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            disabled={!total || count.isPlaceholderData}
            onClick={() => {
              if (total) onAdd(recipientsFilterOf(filters), total);
            }}
          >
            {t('findAdd', { count: formatNumber(total ?? 0) })}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('findIntro')}
        </Text>
        <ContactsFilters filters={filters} onChange={change} />
        {total === undefined ? (
          <Skeleton height="5" width="50%" />
        ) : (
          <Text fontWeight="semibold" aria-live="polite" data-testid="find-count">
            {total === 0
              ? t('findCountNone')
              : total === 1
                ? t('findCountOne')
                : t('findCount', { count: formatNumber(total) })}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
