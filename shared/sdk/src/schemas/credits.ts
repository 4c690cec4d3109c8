import * as v from 'valibot';
import { billingMessages, customer, newCard } from './billing';
import { idRef, idString, messageKeys, pageSchema, pagingQueryEntries } from './common';

/** Credit purchases: 20 to 1000 BRL in steps of 10 (spec 002 §9), sent in centavos. */
export const CREDIT_LIMITS = {
  minCentavos: 2_000,
  maxCentavos: 100_000,
  stepCentavos: 1_000,
  /** The PRO plan's monthly bonus, R$ 4,00. */
  monthlyBonusCentavos: 400,
  /** One SMS, R$ 0,30. */
  smsPriceCentavos: 30,
} as const;

/** `PAID` (a purchase) and `SUCCESS` (a bonus) count in the balance; the others never do. */
export const creditStatuses = ['PENDING', 'PAID', 'SUCCESS', 'FAILED', 'CANCELED'] as const;
export const CreditStatus = v.picklist(creditStatuses, messageKeys.invalid);
export type CreditStatus = v.InferOutput<typeof CreditStatus>;

/** `REFUND`: SMS paid for and never sent (a campaign's skipped or failed messages), given back as SUCCESS. */
export const creditTypes = ['PURCHASE', 'BONUS', 'REFUND'] as const;
export const CreditType = v.picklist(creditTypes);
export type CreditType = v.InferOutput<typeof CreditType>;

/** A ledger entry (spec 002 §3 "Credit entry"): amounts in centavos; `remaining` is what debits left of it. */
export const CreditEntry = v.object({
  id: v.number(),
  type: CreditType,
  status: CreditStatus,
  total: v.number(),
  remaining: v.number(),
  dateCreate: v.string(),
  card: v.nullable(v.object({ brand: v.string(), lastFourDigits: v.string() })),
});
export type CreditEntry = v.InferOutput<typeof CreditEntry>;

export const CreditEntryPage = pageSchema(CreditEntry);
export type CreditEntryPage = v.InferOutput<typeof CreditEntryPage>;

/** GET /api/v1/credits: `statusIn=PAID,SUCCESS&page=0&size=100&orderBy=dateCreate:DESC` as the wizard asks. */
export const creditsQuery = v.object({
  ...pagingQueryEntries,
  statusIn: v.optional(
    v.pipe(
      v.string(messageKeys.invalid),
      v.maxLength(100, messageKeys.invalid),
      v.transform((value) => value.split(',').filter(Boolean)),
      v.array(CreditStatus),
    ),
  ),
});
export type CreditsQuery = v.InferInput<typeof creditsQuery>;

/** GET /api/v1/credits/balance: the sum of `remaining` over PAID and SUCCESS entries, in centavos. */
export const CreditBalance = v.object({ balance: v.number() });
export type CreditBalance = v.InferOutput<typeof CreditBalance>;

export const creditTotal = v.pipe(
  v.number(billingMessages.creditAmountInvalid),
  v.integer(billingMessages.creditAmountInvalid),
  v.minValue(CREDIT_LIMITS.minCentavos, billingMessages.creditAmountInvalid),
  v.maxValue(CREDIT_LIMITS.maxCentavos, billingMessages.creditAmountInvalid),
  v.multipleOf(CREDIT_LIMITS.stepCentavos, billingMessages.creditAmountInvalid),
);

/**
 * POST /api/v1/credits (spec: "save", used when saved cards exist): buy `total` centavos with a saved active
 * card, `card: { id }`. Sent with an `Idempotency-Key` header.
 */
export const creditPurchaseWithSavedCard = v.object({
  total: creditTotal,
  card: idRef,
});
export type CreditPurchaseWithSavedCard = v.InferInput<typeof creditPurchaseWithSavedCard>;

/**
 * PUT /api/v1/credits (spec: "update", used when there is no saved card): buy with a new card, which is saved
 * for next time. Sent with an `Idempotency-Key` header.
 */
export const creditPurchaseWithNewCard = v.object({
  total: creditTotal,
  customer,
  card: newCard,
});
export type CreditPurchaseWithNewCard = v.InferInput<typeof creditPurchaseWithNewCard>;

export const cardStatuses = ['active', 'inactive', 'expired'] as const;
export const CardStatus = v.picklist(cardStatuses);
export type CardStatus = v.InferOutput<typeof CardStatus>;

/** Why the last charge with a card failed (kept until a charge with it succeeds). */
export const CardChargeFailure = v.picklist(['declined', 'insufficient_funds']);
export type CardChargeFailure = v.InferOutput<typeof CardChargeFailure>;

/**
 * A saved card (spec 002 §3): only `active` ones can be chosen; one per card (saving it again updates it),
 * `expired` once its `MM/YY` has passed. The optional fields are sent by the API; they are optional so older
 * answers and fixtures still parse.
 */
export const SavedCard = v.object({
  id: v.number(),
  lastFourDigits: v.string(),
  brand: v.string(),
  status: CardStatus,
  holderName: v.string(),
  /** `MM/YY`, null for cards saved before expiries were kept. */
  expiration: v.optional(v.nullable(v.string()), null),
  /** The card purchases and the credit wizard use first. */
  isDefault: v.optional(v.boolean(), false),
  /** The last charge with it failed (still `active`: it may work again), null when it went through. */
  lastChargeFailure: v.optional(v.nullable(CardChargeFailure), null),
});
export type SavedCard = v.InferOutput<typeof SavedCard>;

export const SavedCardList = v.array(SavedCard);
export type SavedCardList = v.InferOutput<typeof SavedCardList>;

/** `/api/v1/cards/{cardId}` path parameters. */
export const CardParams = v.object({ cardId: idString });
export type CardParams = v.InferOutput<typeof CardParams>;

/**
 * DELETE /api/v1/cards/{cardId}: a card a live subscription will charge is removed only with
 * `replacementCardId`, another active card of yours that those subscriptions move to (else 409 `card.in.use`).
 */
export const removeCardQuery = v.object({ replacementCardId: v.optional(idString) });
export type RemoveCardQuery = v.InferInput<typeof removeCardQuery>;
