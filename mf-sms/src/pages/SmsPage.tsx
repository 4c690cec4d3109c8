import { ComingSoonPage, type ComingSoonStateProps, MessageIcon, UsersIcon } from '@atalho/ui';
import { Button, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { t } from '../i18n';

export type SmsTab = 'shootings' | 'contacts';

const soon: Record<SmsTab, () => ComingSoonStateProps> = {
  shootings: () => ({
    icon: <MessageIcon />,
    title: t('shootingsEmptyTitle'),
    description: t('shootingsEmptyDescription'),
    actionLabel: t('shootingsAction'),
    note: t('smsSoon'),
  }),
  contacts: () => ({
    icon: <UsersIcon />,
    title: t('contactsEmptyTitle'),
    description: t('contactsEmptyDescription'),
    actionLabel: t('contactsAction'),
    note: t('smsSoon'),
  }),
};

export const SMS_ROOT = '/painel/sms';

function TabLink({ to, label }: { to: string; label: string }) {
  return (
    <NavLink to={to} end>
      {({ isActive }) => (
        <Button
          as="span"
          variant={isActive ? 'subtle' : 'ghost'}
          aria-current={isActive ? 'page' : undefined}
        >
          {label}
        </Button>
      )}
    </NavLink>
  );
}

function SmsTabs() {
  return (
    <HStack as="nav" gap="2" mb="5" borderBottomWidth="1px" pb="2">
      <TabLink to={SMS_ROOT} label={t('smsTabShootings')} />
      <TabLink to={`${SMS_ROOT}/contacts`} label={t('smsTabContacts')} />
    </HStack>
  );
}

/**
 * /painel/sms (shootings, also /sender) and /painel/sms/contacts (routes in src/routes.tsx). Their lists
 * (sms-configs, sms-shootings, contacts) arrive with the SMS feature; until then the page calls nothing.
 */
export function SmsPage({ tab }: { tab: SmsTab }) {
  return <ComingSoonPage title={t('smsTitle')} intro={t('smsIntro')} nav={<SmsTabs />} soon={soon[tab]()} />;
}
