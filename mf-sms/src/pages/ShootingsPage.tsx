import { ComingSoonState, MessageIcon } from '@atalho/ui';
import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { BusinessRequiredInfo } from '../components/config/BusinessRequiredInfo';
import { SMS_CONTACTS, SmsLayout, useSmsArea } from '../components/SmsLayout';
import { t } from '../i18n';

function Shootings() {
  const { config, openConfig } = useSmsArea();
  return (
    <Stack gap="5">
      {config.missing ? <BusinessRequiredInfo onOpen={openConfig} /> : null}
      <ComingSoonState
        icon={<MessageIcon />}
        title={t('shootingsSoonTitle')}
        description={t('shootingsSoonDescription')}
        actionLabel={t('shootingsSoonAction')}
        note={t('shootingsSoonNote')}
      />
      <Button asChild variant="outline" alignSelf="center">
        <RouterLink to={SMS_CONTACTS}>{t('shootingsGoContacts')}</RouterLink>
      </Button>
    </Stack>
  );
}

/**
 * /painel/sms (also /sender), the first tab (spec 002 §2). Campaigns are the next part of the SMS area, so
 * the tab says what they will do and sends the owner to the contacts, which work today.
 */
export function ShootingsPage() {
  return (
    <SmsLayout>
      <Shootings />
    </SmsLayout>
  );
}
