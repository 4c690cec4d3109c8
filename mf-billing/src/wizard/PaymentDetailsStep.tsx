import { t } from '../i18n';
import { AddressStep } from './AddressStep';
import { CardStep } from './CardStep';
import { ContactStep } from './ContactStep';
import { DocumentStep } from './DocumentStep';
import type { PaymentDetails } from './types';

/** Titles of the four steps both wizards share (document, contact, card, billing address). */
export const paymentStepTitles = (): string[] => [
  t('stepDocument'),
  t('stepContact'),
  t('stepCard'),
  t('stepAddress'),
];

export const PAYMENT_STEPS = 4;

export interface PaymentDetailsStepProps {
  /** 0 document, 1 contact, 2 card, 3 billing address. */
  step: number;
  details: PaymentDetails;
  onChange(details: PaymentDetails): void;
  /** Left out on the first step of a wizard. */
  onBack?: () => void;
  onNext(): void;
}

/** One of the shared steps; each hands its output to `details` and moves on (spec 002 §4). */
export function PaymentDetailsStep({ step, details, onChange, onBack, onNext }: PaymentDetailsStepProps) {
  const next = (patch: PaymentDetails) => {
    onChange({ ...details, ...patch });
    onNext();
  };
  switch (step) {
    case 0:
      return (
        <DocumentStep
          defaultValues={details.document}
          onBack={onBack}
          onNext={(document) => next({ document })}
        />
      );
    case 1:
      return (
        <ContactStep
          defaultValues={details.contact}
          onBack={onBack}
          onNext={(contact) => next({ contact })}
        />
      );
    case 2:
      return (
        <CardStep
          defaultValues={details.card}
          document={details.document}
          onBack={onBack}
          onNext={(card) => next({ card })}
        />
      );
    default:
      return (
        <AddressStep
          defaultValues={details.address}
          onBack={onBack}
          onNext={(address) => next({ address })}
        />
      );
  }
}

/** All four steps done: what a purchase with a new card needs. */
export function isComplete(details: PaymentDetails): details is Required<PaymentDetails> {
  return Boolean(details.document && details.contact && details.card && details.address);
}
