import { AlertIcon, PanelPage } from '@atalho/ui';
import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { useSavedCount } from '../hooks/useContacts';
import { useSmsConfig } from '../hooks/useSmsConfig';
import { useSmsConfigDialog } from '../hooks/useSmsConfigDialog';
import { t } from '../i18n';
import { SmsConfigButton } from './config/SmsConfigButton';
import { CreditsButton } from './credits/CreditsButton';

const SmsConfigDialog = lazy(async () => ({
  default: (await import('./config/SmsConfigDialog')).SmsConfigDialog,
}));
const RemoteCreditPurchase = lazy(async () => ({
  default: (await import('./credits/RemoteCreditPurchase')).RemoteCreditPurchase,
}));

export const SMS_ROOT = '/painel/sms';
export const SMS_CONTACTS = `${SMS_ROOT}/contacts`;

interface SmsArea {
  config: ReturnType<typeof useSmsConfig>;
  openConfig(): void;
  buyCredits(): void;
}

const SmsAreaContext = createContext<SmsArea | null>(null);

/** The SMS area's shared state: its config, and the config and credit dialogs of the layout. */
export function useSmsArea(): SmsArea {
  const area = useContext(SmsAreaContext);
  if (!area) throw new Error('useSmsArea outside SmsLayout');
  return area;
}

function TabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink to={to} end>
      {({ isActive }) => (
        <Button
          as="span"
          variant={isActive ? 'subtle' : 'ghost'}
          aria-current={isActive ? 'page' : undefined}
        >
          {children}
        </Button>
      )}
    </NavLink>
  );
}

/** The two tabs (spec 002 §2); Contatos carries a warning while any contact waits for its request. */
function SmsTabs({ waiting }: { waiting: boolean }) {
  return (
    <HStack as="nav" aria-label={t('smsTabs')} gap="2" mb="5" borderBottomWidth="1px" pb="2">
      <TabLink to={SMS_ROOT}>{t('smsTabShootings')}</TabLink>
      <TabLink to={SMS_CONTACTS}>
        {t('smsTabContacts')}
        {waiting ? (
          <>
            <Box as="span" display="inline-flex" color="orange.fg" data-testid="contacts-waiting">
              <AlertIcon />
            </Box>
            <VisuallyHidden>{t('smsTabContactsWaiting')}</VisuallyHidden>
          </>
        ) : null}
      </TabLink>
    </HStack>
  );
}

/**
 * The frame of both SMS tabs: heading, credit and config buttons, the tabs, and the config dialog
 * (`?smsConfig=true`, spec 002 §2) and credit purchase, which either tab may open.
 */
export function SmsLayout({ children }: { children: ReactNode }) {
  const config = useSmsConfig();
  const dialog = useSmsConfigDialog();
  const saved = useSavedCount(config.ready);
  const [buying, setBuying] = useState(false);
  const area = useMemo<SmsArea>(
    () => ({ config, openConfig: dialog.open, buyCredits: () => setBuying(true) }),
    [config, dialog.open],
  );

  return (
    <PanelPage
      title={t('smsTitle')}
      header={
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ md: 'end' }}
          gap="3"
        >
          <Text color="fg.muted" maxW="2xl">
            {t('smsIntro')}
          </Text>
          <HStack gap="2" flexShrink={0}>
            <CreditsButton onOpen={() => setBuying(true)} />
            <SmsConfigButton missing={config.missing} onOpen={dialog.open} />
          </HStack>
        </Stack>
      }
    >
      <SmsTabs waiting={(saved.data ?? 0) > 0} />
      <SmsAreaContext.Provider value={area}>{children}</SmsAreaContext.Provider>
      <Suspense fallback={null}>
        {dialog.isOpen && config.query.isSuccess ? (
          <SmsConfigDialog open config={config.config} onClose={dialog.close} />
        ) : null}
        {buying ? <RemoteCreditPurchase onClose={() => setBuying(false)} /> : null}
      </Suspense>
    </PanelPage>
  );
}
