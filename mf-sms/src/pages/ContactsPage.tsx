import { type Contact, smsKeys } from '@atalho/sdk/sms';
import {
  CardsSkeleton,
  ChartIcon,
  ComingSoonState,
  LoadError,
  MessageIcon,
  Pagination,
  PlusIcon,
} from '@atalho/ui';
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { BusinessRequiredInfo } from '../components/config/BusinessRequiredInfo';
import type { ContactAction } from '../components/contacts/ContactActionsMenu';
import { ContactCard } from '../components/contacts/ContactCard';
import { ContactsEmptyState } from '../components/contacts/ContactsEmptyState';
import { ContactsFilters } from '../components/contacts/ContactsFilters';
import { emptyContactsFilters, hasFilters } from '../components/contacts/contacts-view';
import { SmsLayout, useSmsArea } from '../components/SmsLayout';
import { useContactsList, useSavedCount } from '../hooks/useContacts';
import { useContactsView } from '../hooks/useContactsView';
import { t } from '../i18n';

// Dialogs load when they open, so the list stays light (CONTRIBUTING "a page").
const SaveContactsDialog = lazy(async () => ({
  default: (await import('../components/save-contacts/SaveContactsDialog')).SaveContactsDialog,
}));
const ContactFormDialog = lazy(async () => ({
  default: (await import('../components/contacts/ContactFormDialog')).ContactFormDialog,
}));
const OptInRequestDialog = lazy(async () => ({
  default: (await import('../components/contacts/OptInRequestDialog')).OptInRequestDialog,
}));
const OptInAllDialog = lazy(async () => ({
  default: (await import('../components/contacts/OptInAllDialog')).OptInAllDialog,
}));
const ConsentsDialog = lazy(async () => ({
  default: (await import('../components/contacts/ConsentsDialog')).ConsentsDialog,
}));
const DeleteContactDialog = lazy(async () => ({
  default: (await import('../components/contacts/DeleteContactDialog')).DeleteContactDialog,
}));

type Dialog =
  | { kind: 'add' | 'optInAll' }
  | { kind: 'edit' | 'optIn' | 'consents' | 'delete'; contact: Contact }
  | null;

function Contacts() {
  const { config, openConfig, buyCredits } = useSmsArea();
  const { view, update } = useContactsView();
  const ready = config.ready;
  const list = useContactsList(view, ready);
  const saved = useSavedCount(ready);
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const opener = useRef<HTMLElement | null>(null);
  const content = list.data?.content ?? [];
  const filtered = hasFilters(view);

  // A page past the end (its last contact deleted) shows the last page instead.
  useEffect(() => {
    if (list.data && list.data.content.length === 0 && view.page > 0 && !list.isPlaceholderData) {
      update({ page: Math.max(0, list.data.totalPages - 1) });
    }
  });

  const open = (next: Dialog, from: HTMLElement | null) => {
    opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setDialog(next);
  };
  const close = () => {
    setDialog(null);
    const from = opener.current;
    // Back to the control that opened the dialog, once the dialog has let go of the focus.
    if (from) setTimeout(() => from.isConnected && from.focus());
  };
  const act = (contact: Contact, action: ContactAction, from: HTMLElement | null) =>
    open({ kind: action, contact }, from);

  const addButton = (
    <Button disabled={!ready} onClick={(event) => open({ kind: 'add' }, event.currentTarget)}>
      <PlusIcon />
      {t('contactsAdd')}
    </Button>
  );

  let body: ReactNode;
  if (config.query.isPending || (ready && list.isPending)) {
    body = <CardsSkeleton rows={3} testId="contacts-skeleton" />;
  } else if (config.query.isError || list.isError) {
    body = (
      <LoadError
        message={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => (config.query.isError ? config.query.refetch() : list.refetch())}
      />
    );
  } else if (content.length === 0) {
    body = (
      <ContactsEmptyState
        filtered={filtered}
        disabled={!ready}
        onAdd={() => open({ kind: 'add' }, null)}
        onClear={() => update(emptyContactsFilters)}
      />
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" aria-busy={list.isPlaceholderData || undefined}>
        {content.map((contact) => (
          <ContactCard
            key={contact.id}
            contact={contact}
            selected={view.select === contact.id}
            actionsDisabled={!ready}
            onSelect={() => update({ select: view.select === contact.id ? null : contact.id })}
            onAction={(action, from) => act(contact, action, from)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      {config.missing ? <BusinessRequiredInfo onOpen={openConfig} /> : null}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <Stack gap="4" minW="0" as="section" aria-label={t('contactsListLabel')}>
          <HStack gap="2" wrap="wrap">
            {addButton}
            <Button
              variant="outline"
              disabled={!ready || !saved.data}
              onClick={(event) => open({ kind: 'optInAll' }, event.currentTarget)}
            >
              <MessageIcon />
              {t('contactsOptInAll')}
            </Button>
          </HStack>
          <ContactsFilters filters={view} onChange={update} />
          {list.data && content.length > 0 ? (
            <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="contacts-total">
              {list.data.totalElements === 1
                ? t('contactsCountOne')
                : t('contactsCount', { count: list.data.totalElements })}
            </Text>
          ) : null}
          {body}
          {list.data ? (
            <Box alignSelf="center">
              <Pagination
                page={view.page}
                totalPages={list.data.totalPages}
                onPageChange={(page) => update({ page })}
              />
            </Box>
          ) : null}
        </Stack>
        <Box
          as="aside"
          hideBelow="md"
          alignSelf="start"
          position="sticky"
          top="4"
          aria-label={t('panelTitle')}
        >
          <ComingSoonState
            icon={<ChartIcon />}
            title={t('panelTitle')}
            description={t('panelDescription')}
            actionLabel={t('panelAction')}
          />
        </Box>
      </Grid>

      <Suspense fallback={null}>
        {dialog?.kind === 'add' ? (
          <SaveContactsDialog
            open
            onClose={close}
            onSaved={() => void client.invalidateQueries({ queryKey: smsKeys.contacts })}
          />
        ) : null}
        {dialog?.kind === 'edit' ? <ContactFormDialog contact={dialog.contact} onClose={close} /> : null}
        {dialog?.kind === 'optIn' ? (
          <OptInRequestDialog contact={dialog.contact} onClose={close} onBuyCredits={buyCredits} />
        ) : null}
        {dialog?.kind === 'optInAll' ? <OptInAllDialog onClose={close} onBuyCredits={buyCredits} /> : null}
        {dialog?.kind === 'consents' ? <ConsentsDialog contact={dialog.contact} onClose={close} /> : null}
        {dialog?.kind === 'delete' ? (
          <DeleteContactDialog
            contact={dialog.contact}
            onClose={close}
            onDeleted={(contact) => {
              if (view.select === contact.id) update({ select: null });
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

/**
 * /painel/sms/contacts (spec 002 §2 "Contacts screen"): the contacts, 10 a page, with the filters of the
 * address; every action waits for the business name. The right column (metrics and timeline) is coming.
 */
export function ContactsPage() {
  return (
    <SmsLayout>
      <Contacts />
    </SmsLayout>
  );
}
