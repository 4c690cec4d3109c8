import type { BillingAddress, CardToken, CustomerPhone } from '@atalho/sdk/schemas';

/** The payer's contact (spec 002 §5 "Customer and phone"). */
export interface ContactDetails {
  name: string;
  phone: CustomerPhone;
}

/** A card verified by the tokeniser: never its number or CVV (spec 002 §3 "Subscription request"). */
export interface VerifiedCard extends CardToken {
  holderName: string;
}

/** What a payment wizard collects step by step. */
export interface PaymentDetails {
  document?: string;
  contact?: ContactDetails;
  card?: VerifiedCard;
  address?: BillingAddress;
}

/** Every step gets what was typed before (Back keeps it) and hands its output on. */
export interface StepProps<T> {
  defaultValues?: T | undefined;
  onBack?: () => void;
  onNext(values: T): void;
}
