import { formatBRL } from '@atalho/ui';
import { Button } from '@chakra-ui/react';
import { useCreditBalance } from '../../hooks/useCreditBalance';
import { t } from '../../i18n';

/** The credit button (spec 002 §2): the balance in BRL; it opens the purchase wizard. */
export function CreditsButton({ onOpen }: { onOpen(): void }) {
  const balance = useCreditBalance();
  return (
    <Button variant="outline" onClick={onOpen} data-testid="credits-button">
      {balance.data === undefined
        ? t('creditsButtonLoading')
        : t('creditsButton', { balance: formatBRL(balance.data) })}
    </Button>
  );
}
