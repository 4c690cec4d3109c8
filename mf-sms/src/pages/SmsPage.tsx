import { ComingSoonState, MessageIcon, PageHeader, UsersIcon } from '@atalho/ui';
import { Button, Container, HStack, Text } from '@chakra-ui/react';
import { NavLink, Route, Routes } from 'react-router';
import { t } from '../i18n';

function ShootingsPanel() {
  return (
    <ComingSoonState
      icon={<MessageIcon />}
      title={t('shootingsEmptyTitle')}
      description={t('shootingsEmptyDescription')}
      actionLabel={t('shootingsAction')}
      note={t('smsSoon')}
    />
  );
}

function ContactsPanel() {
  return (
    <ComingSoonState
      icon={<UsersIcon />}
      title={t('contactsEmptyTitle')}
      description={t('contactsEmptyDescription')}
      actionLabel={t('contactsAction')}
      note={t('smsSoon')}
    />
  );
}

// Absolute: relative links inside a splat route resolve from the whole URL (/painel/sms/contacts/contacts).
const SMS_ROOT = '/painel/sms';

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

/**
 * /painel/sms/* — relative routes: '' (shootings, also 'sender') and 'contacts'. Their lists
 * (sms-configs, sms-shootings, contacts) arrive with the SMS feature; until then the page calls nothing.
 */
export function SmsPage() {
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('smsTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('smsIntro')}
        </Text>
      </PageHeader>
      <HStack as="nav" gap="2" mb="5" borderBottomWidth="1px" pb="2">
        <TabLink to={SMS_ROOT} label={t('smsTabShootings')} />
        <TabLink to={`${SMS_ROOT}/contacts`} label={t('smsTabContacts')} />
      </HStack>
      <Routes>
        <Route index element={<ShootingsPanel />} />
        <Route path="sender" element={<ShootingsPanel />} />
        <Route path="contacts" element={<ContactsPanel />} />
      </Routes>
    </Container>
  );
}
