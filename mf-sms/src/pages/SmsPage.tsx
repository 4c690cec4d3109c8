import { PageHeader } from '@atalho/ui';
import { Button, Container, HStack, Text } from '@chakra-ui/react';
import { NavLink, Route, Routes } from 'react-router';
import { PagedPanel } from '../components/PagedPanel';
import { t } from '../i18n';

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

function ShootingsPanel() {
  return (
    <PagedPanel
      path="sms-shootings"
      orderBy="dateCreate:DESC"
      empty={{ title: t('shootingsEmptyTitle'), description: t('shootingsEmptyDescription') }}
      label={(row) => text(row.name, `#${row.id}`)}
    />
  );
}

function ContactsPanel() {
  return (
    <PagedPanel
      path="contacts"
      orderBy="dateCreate:DESC"
      empty={{ title: t('contactsEmptyTitle'), description: t('contactsEmptyDescription') }}
      label={(row) => text(row.name, text(row.number, `#${row.id}`))}
    />
  );
}

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

/** /painel/sms/* — relative routes: '' (shootings, also 'sender') and 'contacts'. */
export function SmsPage() {
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('smsTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('smsIntro')}
        </Text>
      </PageHeader>
      <HStack as="nav" gap="2" mb="5" borderBottomWidth="1px" pb="2">
        <TabLink to="." label={t('smsTabShootings')} />
        <TabLink to="contacts" label={t('smsTabContacts')} />
      </HStack>
      <Routes>
        <Route index element={<ShootingsPanel />} />
        <Route path="sender" element={<ShootingsPanel />} />
        <Route path="contacts" element={<ContactsPanel />} />
      </Routes>
    </Container>
  );
}
