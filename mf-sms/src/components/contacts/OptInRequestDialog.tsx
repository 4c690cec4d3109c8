import { type Contact, formatContactNumber, SMS_OPT_IN_PRICE_CENTAVOS } from '@atalho/sdk/sms';
import { ConfirmDialog, formatBRL, notify } from '@atalho/ui';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRequestOptIn } from '../../hooks/useContactMutations';
import { t } from '../../i18n';
import { InsufficientCredits } from './InsufficientCredits';
import { statusOf } from './opt-in-cost';

/** One contact's opt-in request (spec 002 §4, §9): the R$ 0,30 it costs, confirmed first. */
export function OptInRequestDialog({
  contact,
  onClose,
  onBuyCredits,
}: {
  contact: Contact;
  onClose(): void;
  onBuyCredits(): void;
}) {
  const request = useRequestOptIn();
  const [short, setShort] = useState(false);
  const price = formatBRL(SMS_OPT_IN_PRICE_CENTAVOS);

  const confirm = async () => {
    try {
      await request.mutateAsync(contact.id);
      notify.success(t('optInDone'));
      onClose();
    } catch (error) {
      if (statusOf(error) === 402) setShort(true);
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('optInTitle', { number: formatContactNumber(contact.number) })}
      confirmLabel={t('optInConfirm', { price })}
      loading={request.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text>{t('optInText', { price })}</Text>
        {short ? <InsufficientCredits onBuy={onBuyCredits} /> : null}
      </Stack>
    </ConfirmDialog>
  );
}
