import * as v from 'valibot';

/**
 * What every payment form shares (spec 002 §5): the customer's document (CPF/CNPJ) and phone, the card, the
 * billing address. The same schemas validate the wizards' steps in the browser and the bodies on the server.
 * Message keys are dotted (`document.invalid`); their texts (the spec's Portuguese messages) are in
 * @atalho/ui/i18n.
 */
export const billingMessages = {
  documentRequired: 'document.required',
  documentInvalid: 'document.invalid',
  customerNameRequired: 'customer.name.required',
  countryCodeRequired: 'phone.countryCode.required',
  areaCodeRequired: 'phone.areaCode.required',
  phoneNumberRequired: 'phone.number.required',
  phoneNumberInvalid: 'phone.number.invalid',
  cardNumberRequired: 'card.number.required',
  cardNumberInvalid: 'card.number.invalid',
  cvvRequired: 'card.cvv.required',
  cvvInvalid: 'card.cvv.invalid',
  holderNameRequired: 'card.holderName.required',
  holderNameInvalid: 'card.holderName.invalid',
  expirationRequired: 'card.expiration.required',
  expirationInvalid: 'card.expiration.invalid',
  /** The card chip's "Cartão inválido" (spec 002 §8), also answered for an unusable card token. */
  cardInvalid: 'card.invalid',
  line1Required: 'address.line1.required',
  zipCodeRequired: 'address.zipCode.required',
  zipCodeInvalid: 'address.zipCode.invalid',
  cityRequired: 'address.city.required',
  stateRequired: 'address.state.required',
  /** The subscribe failure banner (spec 002 §8): any failure of POST /api/v1/subscriptions. */
  subscriptionFailed: 'subscription.failed',
  /** A card payment the processor refused (credit purchases; subscriptions answer `subscription.failed` too). */
  paymentDeclined: 'payment.declined',
  paymentInsufficientFunds: 'payment.insufficient.funds',
  /** The same Idempotency-Key is still being processed (a double click): retry shortly, nothing is charged twice. */
  requestInProgress: 'request.in.progress',
  idempotencyKeyRequired: 'idempotency.key.required',
  /** Credit amount outside 20–1000 BRL or not a step of 10. */
  creditAmountInvalid: 'credit.amount.invalid',
  /** A card a live subscription will charge cannot be removed unless another card takes its place. */
  cardInUse: 'card.in.use',
  /** The card chosen to take a removed card's place is not a usable card of yours. */
  cardReplacementInvalid: 'card.replacement.invalid',
} as const;

const m = billingMessages;

const digitsOnly = (value: string) => value.replace(/\D+/g, '');

function allSameDigit(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

/** Check digit of a CPF/CNPJ prefix with the given weights (mod 11, 10 and 11 become 0). */
function checkDigit(prefix: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(prefix[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A CPF: 11 digits, both check digits right, not one repeated digit (000.000.000-00 and friends). */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || allSameDigit(value)) return false;
  const first = checkDigit(value, CPF_WEIGHTS_1);
  const second = checkDigit(value.slice(0, 9) + first, CPF_WEIGHTS_2);
  return value.endsWith(`${first}${second}`);
}

/** A CNPJ: 14 digits, both check digits right, not one repeated digit. */
export function isValidCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || allSameDigit(value)) return false;
  const first = checkDigit(value, CNPJ_WEIGHTS_1);
  const second = checkDigit(value.slice(0, 12) + first, CNPJ_WEIGHTS_2);
  return value.endsWith(`${first}${second}`);
}

export function isValidDocument(digits: string): boolean {
  return isValidCpf(digits) || isValidCnpj(digits);
}

/** Luhn checksum of a card number (the payment provider's library checks the rest). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The 27 federative units of Brazil (26 states and the Federal District). */
export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type BrazilianState = (typeof brazilianStates)[number];

/** A required text field: trimmed, non-empty (`required` key), at most `max` characters. */
const requiredText = (max: number, requiredKey: string) =>
  v.pipe(v.string(requiredKey), v.trim(), v.nonEmpty(requiredKey), v.maxLength(max, 'invalidSize'));

/** A field of digits: non-digits stripped first (masks), then required and bounded. */
const digitsField = (max: number, requiredKey: string, invalidKey = requiredKey) =>
  v.pipe(
    v.string(requiredKey),
    v.maxLength(64, invalidKey),
    v.transform(digitsOnly),
    v.nonEmpty(requiredKey),
    v.maxLength(max, invalidKey),
  );

/** CPF (11 digits) or CNPJ (14 digits); punctuation is stripped, the output is digits only. */
export const documentNumber = v.pipe(
  digitsField(16, m.documentRequired, m.documentInvalid),
  v.check(isValidDocument, m.documentInvalid),
);

export const PHONE_NUMBER_MAX_DIGITS = 13;

/** Spec 002 §5 "Customer and phone": DDI, DDD and number, digits only. */
export const customerPhone = v.object(
  {
    countryCode: digitsField(5, m.countryCodeRequired),
    areaCode: digitsField(5, m.areaCodeRequired),
    number: v.pipe(
      digitsField(15, m.phoneNumberRequired, m.phoneNumberInvalid),
      v.regex(new RegExp(`^\\d{8,${PHONE_NUMBER_MAX_DIGITS}}$`), m.phoneNumberInvalid),
    ),
  },
  m.phoneNumberRequired,
);
export type CustomerPhone = v.InferOutput<typeof customerPhone>;

/** The payer: document, name (at most 40) and phone. */
export const customer = v.object(
  {
    document: documentNumber,
    name: requiredText(40, m.customerNameRequired),
    phone: customerPhone,
  },
  m.documentRequired,
);
export type Customer = v.InferOutput<typeof customer>;
export type CustomerInput = v.InferInput<typeof customer>;

/** Card expiry `MM/YY` (the mask inserts the slash); a month already past is invalid. */
export function isValidExpiration(value: string, now: Date = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year > currentYear || (year === currentYear && month >= currentMonth);
}

/**
 * How many CVV digits a brand's cards carry: American Express prints 4 on the front, the others 3 on the back.
 * The spec asks 3 (002 §5); a 4-digit code is accepted only for the brands that have one, never cut to 3.
 */
export function cvvLengthOf(brand: string): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

const cardFieldEntries = {
  number: v.pipe(
    digitsField(19, m.cardNumberRequired, m.cardNumberInvalid),
    v.minLength(13, m.cardNumberInvalid),
    v.check(passesLuhn, m.cardNumberInvalid),
  ),
  cvv: v.pipe(
    v.string(m.cvvRequired),
    v.trim(),
    v.nonEmpty(m.cvvRequired),
    v.regex(/^\d{3,4}$/, m.cvvInvalid),
  ),
  expiration: v.pipe(
    v.string(m.expirationRequired),
    v.trim(),
    v.nonEmpty(m.expirationRequired),
    v.maxLength(5, m.expirationInvalid),
    v.check((value) => isValidExpiration(value), m.expirationInvalid),
  ),
  holderName: v.pipe(
    requiredText(40, m.holderNameRequired),
    v.toUpperCase(),
    v.regex(/^[\p{L} '.-]+$/u, m.holderNameInvalid),
  ),
};

/** The CVV has the length of the number's brand (3, or 4 for American Express). */
const cvvFitsBrand = (input: { number: string; cvv: string }) =>
  input.cvv.length === cvvLengthOf(cardBrandOf(input.number));

/**
 * The card as typed in the browser (spec 002 §5 "Card"). It is only ever sent to the tokeniser (the payment
 * provider's own in production, the sandbox's token endpoint in development), never in a purchase.
 */
export const cardFields = v.pipe(
  v.object(cardFieldEntries),
  v.forward(v.partialCheck([['number'], ['cvv']], cvvFitsBrand, m.cvvInvalid), ['cvv']),
);
export type CardFields = v.InferOutput<typeof cardFields>;
export type CardFieldsInput = v.InferInput<typeof cardFields>;

/** Spec 002 §5 "Billing address"; the CEP keeps its mask 99999-999. */
export const billingAddress = v.object(
  {
    line1: requiredText(55, m.line1Required),
    line2: v.optional(v.nullable(v.pipe(v.string('invalid'), v.trim(), v.maxLength(30, 'invalidSize')))),
    zipCode: v.pipe(
      v.string(m.zipCodeRequired),
      v.trim(),
      v.nonEmpty(m.zipCodeRequired),
      v.maxLength(9, m.zipCodeInvalid),
      v.regex(/^\d{5}-\d{3}$/, m.zipCodeInvalid),
    ),
    city: requiredText(50, m.cityRequired),
    state: v.picklist(brazilianStates, m.stateRequired),
  },
  m.line1Required,
);
export type BillingAddress = v.InferOutput<typeof billingAddress>;
export type BillingAddressInput = v.InferInput<typeof billingAddress>;

/**
 * A new card in a purchase: never its number or CVV, only the provider's token of it (`hash`, from
 * `createCardToken` in @atalho/sdk), the holder and the billing address. The server keeps the token, the
 * brand, the last four digits and a status.
 */
export const newCard = v.object(
  {
    hash: v.pipe(
      v.string(m.cardInvalid),
      v.trim(),
      v.nonEmpty(m.cardInvalid),
      v.maxLength(512, m.cardInvalid),
    ),
    holderName: v.pipe(requiredText(40, m.holderNameRequired), v.toUpperCase()),
    billingAddress,
  },
  m.cardInvalid,
);
export type NewCard = v.InferOutput<typeof newCard>;
export type NewCardInput = v.InferInput<typeof newCard>;

/** Header every charging write carries; the same key on a retry or a double click charges once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** `Idempotency-Key`: 8–100 letters, digits, `-` or `_` (a UUID is fine). */
export const idempotencyHeaders = v.object({
  [IDEMPOTENCY_HEADER]: v.pipe(
    v.string(m.idempotencyKeyRequired),
    v.regex(/^[A-Za-z0-9_-]{8,100}$/, m.idempotencyKeyRequired),
  ),
});

/** Which processor the browser tokenises cards with (GET /api/v1/payments/config). */
export const paymentProviders = ['sandbox', 'mercadopago'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** A documented sandbox test card (README "Test cards"). */
export const SandboxTestCard = v.object({
  number: v.string(),
  brand: v.string(),
  outcome: v.picklist(['approved', 'declined', 'insufficient_funds']),
});
export type SandboxTestCard = v.InferOutput<typeof SandboxTestCard>;

/**
 * GET /api/v1/payments/config: how the browser turns card fields into a token. `sandbox`: POST the fields to
 * /api/v1/payments/sandbox/card-tokens (test cards only). `mercadopago`: Mercado Pago's own tokenisation with
 * `publicKey` (the card never reaches our server); `createCardToken` in @atalho/sdk does either.
 */
export const PaymentsConfig = v.object({
  provider: v.picklist(paymentProviders),
  publicKey: v.nullable(v.string()),
  /** Only for the sandbox: the cards that approve, decline and fail as insufficient funds. */
  testCards: v.array(SandboxTestCard),
});
export type PaymentsConfig = v.InferOutput<typeof PaymentsConfig>;

/** Body of POST /api/v1/payments/sandbox/card-tokens: the card fields plus the payer's document. */
export const sandboxCardTokenBody = v.pipe(
  v.object({ ...cardFieldEntries, document: v.optional(documentNumber) }),
  v.forward(v.partialCheck([['number'], ['cvv']], cvvFitsBrand, m.cvvInvalid), ['cvv']),
);
export type SandboxCardTokenBody = v.InferInput<typeof sandboxCardTokenBody>;

/** A card token: what a purchase sends as `card.hash`; brand and last four digits for the review step. */
export const CardToken = v.object({
  hash: v.string(),
  brand: v.string(),
  lastFourDigits: v.string(),
});
export type CardToken = v.InferOutput<typeof CardToken>;

/** The card brand guessed from its first digits (shown on saved cards; the processor has the last word). */
export function cardBrandOf(digits: string): string {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits))
    return 'elo';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'master';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(606282|3841)/.test(digits)) return 'hipercard';
  return 'unknown';
}
