import { SMS_OPT_IN_PRICE_CENTAVOS } from '@atalho/sdk/sms';
import { AppDialog, formatBRL, notify } from '@atalho/ui';
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useRequestOptInForAll } from '../../hooks/useContactMutations';
import { useSavedCount } from '../../hooks/useContacts';
import { useCreditBalance } from '../../hooks/useCreditBalance';
import { t } from '../../i18n';
import { InsufficientCredits } from './InsufficientCredits';
import { optInAllCost, statusOf } from './opt-in-cost';

/**
 * "Confirm opt-in for all" (spec 002 §2, §9): the SAVED contacts counted (`status=SAVED&size=1`), times
 * R$ 0,30, against the balance. The count confirmed travels with the request, so contacts saved meanwhile
 * are not charged unseen: a 409 recounts and asks again.
 */
export function OptInAllDialog({ onClose, onBuyCredits }: { onClose(): void; onBuyCredits(): void }) {
  const saved = useSavedCount();
  const balance = useCreditBalance();
  const request = useRequestOptInForAll();
  const [failure, setFailure] = useState<'short' | 'changed' | null>(null);
  const count = saved.data;
  const cost = optInAllCost(count ?? 0, balance.data);
  const price = formatBRL(SMS_OPT_IN_PRICE_CENTAVOS);
  const total = formatBRL(cost.total);

  // A new count is a new question: the notice of the old one goes.
  useEffect(() => {
    if (count !== undefined) setFailure((current) => (current === 'changed' ? null : current));
  }, [count]);

  const confirm = async () => {
    if (count === undefined) return;
    try {
      const answer = await request.mutateAsync(count);
      notify.success(t('optInAllDone', { count: answer.requested }));
      onClose();
    } catch (error) {
      const status = statusOf(error);
      if (status === 402) setFailure('short');
      else if (status === 409) {
        setFailure('changed');
        void saved.refetch();
      }
    }
  };

  const blocked = !count || !cost.affordable || failure !== null;

  return (
    <AppDialog
      open
      role="alertdialog"
      onClose={onClose}
      title={t('optInAllTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={blocked} loading={request.isPending} onClick={confirm}>
            {t('optInConfirm', { price: total })}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {count === undefined ? (
          <Skeleton height="5" width="60%" />
        ) : count === 0 ? (
          <Text>{t('optInAllNone')}</Text>
        ) : (
          <>
            <Text fontWeight="semibold" data-testid="opt-in-all-total">
              {t(count === 1 ? 'optInAllTextOne' : 'optInAllText', { count, price, total })}
            </Text>
            {balance.data === undefined ? (
              <Skeleton height="5" width="40%" />
            ) : (
              <Text data-testid="opt-in-all-balance">
                {t('optInAllBalance', { balance: formatBRL(balance.data) })}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              {t('optInAllExplain')}
            </Text>
          </>
        )}
        {failure === 'short' || !cost.affordable ? <InsufficientCredits onBuy={onBuyCredits} /> : null}
        {failure === 'changed' ? (
          <Text color="fg.error" role="alert">
            {t('optInAllChanged')}
          </Text>
        ) : null}
      </Stack>
    </AppDialog>
  );
}
