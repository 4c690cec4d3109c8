import { AppDialog, CardsSkeleton, formatBRL, notify } from '@atalho/ui';
import { Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { t } from '../i18n';
import { cardLabel, preferredCard } from '../lib/cards';
import {
  isComplete,
  PAYMENT_STEPS,
  PaymentDetailsStep,
  paymentStepTitles,
} from '../wizard/PaymentDetailsStep';
import type { PaymentDetails } from '../wizard/types';
import { WizardLayout } from '../wizard/WizardLayout';
import { AmountStep } from './AmountStep';
import { SavedCardStep } from './SavedCardStep';
import { useBuyCredits, useCreditBalance, useSavedCards } from './useCredits';

export interface CreditPurchaseDialogProps {
  open: boolean;
  onClose(): void;
  /** Called after a purchase (mf-sms reloads what depends on the balance). */
  onConfirm?: () => void;
}

function CreditPurchaseWizard({ onConfirm }: Pick<CreditPurchaseDialogProps, 'onConfirm'>) {
  const cards = useSavedCards();
  const balance = useCreditBalance();
  const buy = useBuyCredits();
  const [addingCard, setAddingCard] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  // null until the person moves: with saved cards the wizard opens on the amount (spec 002 §4).
  const [movedTo, setMovedTo] = useState<number | null>(null);
  const [details, setDetails] = useState<PaymentDetails>({});

  if (cards.isPending) return <CardsSkeleton rows={2} />;
  const saved = cards.data ?? [];
  // The default card is preselected (else the first active one).
  const firstActive = preferredCard(saved)?.id ?? null;
  const selected = chosen ?? firstActive;
  const selectedCard = saved.find((card) => card.id === selected);
  const withSavedCard = !addingCard && saved.length > 0;
  const step = movedTo ?? (withSavedCard && firstActive !== null ? 1 : 0);
  const titles = withSavedCard
    ? [t('stepCardChoice'), t('stepAmount')]
    : [...paymentStepTitles(), t('stepAmount')];
  const amountStep = titles.length - 1;
  const back = () => setMovedTo(Math.max(0, step - 1));
  const next = () => setMovedTo(step + 1);

  const purchased = (total: number) => {
    notify.success(t('creditsBought', { amount: formatBRL(total) }));
    setAddingCard(false);
    setChosen(null);
    setDetails({});
    setMovedTo(0);
    onConfirm?.();
  };
  const purchase = (total: number) => {
    if (withSavedCard && selected !== null) {
      buy.mutate(
        { with: 'saved', body: { total, card: { id: selected } } },
        { onSuccess: () => purchased(total) },
      );
    } else if (isComplete(details)) {
      const { document, contact, card, address } = details;
      const body = {
        total,
        customer: { document, name: contact.name, phone: contact.phone },
        card: { hash: card.hash, holderName: card.holderName, billingAddress: address },
      };
      buy.mutate({ with: 'new', body }, { onSuccess: () => purchased(total) });
    }
  };

  const addCard = () => {
    setAddingCard(true);
    setMovedTo(0);
  };
  let content: ReactNode;
  if (step === amountStep) {
    content = (
      <AmountStep
        submitting={buy.isPending}
        chargedCard={withSavedCard && selectedCard ? cardLabel(selectedCard) : undefined}
        onBack={back}
        onBuy={purchase}
      />
    );
  } else if (withSavedCard) {
    content = (
      <SavedCardStep
        cards={saved}
        selected={selected}
        onSelect={setChosen}
        onAddCard={addCard}
        onNext={next}
      />
    );
  } else {
    const toSavedCards = saved.length > 0 ? () => setAddingCard(false) : undefined;
    content = (
      <PaymentDetailsStep
        step={Math.min(step, PAYMENT_STEPS - 1)}
        details={details}
        onChange={setDetails}
        onBack={step > 0 ? back : toSavedCards}
        onNext={next}
      />
    );
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted" data-testid="credit-balance">
        {t('creditsBalance', { amount: formatBRL(balance.data?.balance ?? 0) })}
      </Text>
      <WizardLayout titles={titles} step={step}>
        {content}
      </WizardLayout>
    </Stack>
  );
}

/**
 * The credit purchase wizard (spec 002 §4): saved cards first when there are any, else document, contact,
 * card and billing address; then the amount. Exposed as `mf_billing/CreditPurchaseDialog` for mf-sms.
 */
export function CreditPurchaseDialog({ open, onClose, onConfirm }: CreditPurchaseDialogProps) {
  if (!open) return null;
  return (
    <AppDialog open onClose={onClose} wide title={t('creditsTitle')}>
      <CreditPurchaseWizard onConfirm={onConfirm} />
    </AppDialog>
  );
}
