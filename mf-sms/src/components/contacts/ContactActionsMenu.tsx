import { type Contact, formatContactNumber, optInRequestableStatuses } from '@atalho/sdk/sms';
import { BookIcon, EditIcon, MessageIcon, MoreIcon, TrashIcon } from '@atalho/ui';
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { t } from '../../i18n';

export type ContactAction = 'edit' | 'optIn' | 'consents' | 'delete';

/** Whether a contact's status lets the owner ask it for permission (spec 002 §4; the contract's list). */
export const canRequestOptIn = (contact: Contact) => optInRequestableStatuses.includes(contact.status);

/** The contact's actions (spec 002 §2): edit, ask for permission, consent record, delete. */
export function ContactActionsMenu({
  contact,
  disabled,
  onAction,
}: {
  contact: Contact;
  /** No business name yet: every contact action waits (spec 002 §6). */
  disabled: boolean;
  onAction(action: ContactAction, opener: HTMLElement | null): void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => onAction(details.value as ContactAction, trigger.current)}
    >
      <Menu.Trigger asChild>
        <IconButton
          ref={trigger}
          size="sm"
          variant="ghost"
          disabled={disabled}
          aria-label={t('contactActions', { number: formatContactNumber(contact.number) })}
        >
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="15rem">
            <Menu.Item value="edit">
              <EditIcon />
              {t('actionEdit')}
            </Menu.Item>
            <Menu.Item value="optIn" disabled={!canRequestOptIn(contact)}>
              <MessageIcon />
              {t('actionOptIn')}
            </Menu.Item>
            <Menu.Item value="consents">
              <BookIcon />
              {t('actionConsents')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <TrashIcon />
              {t('actionDelete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
