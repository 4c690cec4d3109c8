import { creditKeys } from '@atalho/sdk';
import { CREDIT_LIMITS } from '@atalho/sdk/schemas';
import type { Shooting } from '@atalho/sdk/sms';
import { AppDialog, formatBRL, formatNumber, notify } from '@atalho/ui';
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCreditBalance } from '../../hooks/useCreditBalance';
import { useSendShooting } from '../../hooks/useShootings';
import { t } from '../../i18n';
import { InsufficientCredits } from '../contacts/InsufficientCredits';
import { statusOf } from '../contacts/opt-in-cost';

/** What sending costs (spec 002 §4, §9): R$ 0,30 a recipient, in centavos so the total is exact. */
export function sendCost(recipients: number): number {
  return recipients * CREDIT_LIMITS.smsPriceCentavos;
}

/**
 * The send confirmation (spec 002 §4 "Save and send flow"): recipients × R$ 0,30 against the balance.
 * A failure shows its snackbar (the shared error display), stops the spinner and reloads the credits; a 402
 * `insufient.credits` offers the purchase.
 */
export function SendShootingDialog({
  shooting,
  onClose,
  onSent,
  onBuyCredits,
}: {
  shooting: Shooting;
  onClose(): void;
  onSent(sent: Shooting): void;
  onBuyCredits(): void;
}) {
  const client = useQueryClient();
  const balance = useCreditBalance();
  const send = useSendShooting();
  const [short, setShort] = useState(false);
  const count = shooting.recipients;
  const price = formatBRL(CREDIT_LIMITS.smsPriceCentavos);
  const total = formatBRL(sendCost(count));
  const affordable = balance.data === undefined || balance.data >= sendCost(count);

  // Credits bought meanwhile (the purchase opens over this dialog): the send may be tried again.
  useEffect(() => {
    if (balance.data !== undefined) setShort(false);
  }, [balance.data]);

  const confirm = async () => {
    try {
      const sent = await send.mutateAsync(shooting.id);
      notify.success(t('sendDone'));
      onSent(sent);
    } catch (error) {
      void client.invalidateQueries({ queryKey: creditKeys.all });
      if (statusOf(error) === 402) setShort(true);
    }
  };

  return (
    <AppDialog
      open
      role="alertdialog"
      onClose={onClose}
      title={t('sendTitle', { title: shooting.title })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={count === 0 || short || !affordable} loading={send.isPending} onClick={confirm}>
            {t('sendConfirm', { total })}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text fontWeight="semibold" data-testid="send-cost">
          {t(count === 1 ? 'sendCostOne' : 'sendCost', { count: formatNumber(count), price, total })}
        </Text>
        {balance.data === undefined ? (
          <Skeleton height="5" width="40%" />
        ) : (
          <Text data-testid="send-balance">{t('sendBalance', { balance: formatBRL(balance.data) })}</Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('sendExplain')}
        </Text>
        {short || !affordable ? <InsufficientCredits text={t('sendNoCredits')} onBuy={onBuyCredits} /> : null}
      </Stack>
    </AppDialog>
  );
}
