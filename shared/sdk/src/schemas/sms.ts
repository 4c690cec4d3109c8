import * as v from 'valibot';
import {
  booleanString,
  idNumber,
  idString,
  intString,
  messageKeys,
  pageSchema,
  pagingQueryEntries,
} from './common';
import { ContactStatus } from './sms-contact-statuses';

/**
 * The SMS area, part 1 (spec 002 §1–§9; spec 000 §2 opt-in and opt-out pages): the business name that signs
 * every message (the SMS config), the contact list with its segments, tags and properties, and the consent
 * each contact gives or withdraws. Campaigns ("shootings") come next, on these contacts.
 *
 * Import it from `@atalho/sdk/schemas/sms` (the API) or `@atalho/sdk/sms` (the browser, with the client): like
 * the info-product area it is not in `@atalho/sdk/schemas`, which every app loads.
 *
 * Wire names keep the spec's spelling: the status `OPT_IN_SENDED`, the keys `insufient.credits`,
 * `exitsRepeatNumber` and `contact:already:opt:in:or:number:invalid`. Inside the code the area is "sms".
 */

export const SMS_LIMITS = {
  /** One GSM-7 SMS; 70 when the text needs UCS-2 (accents; spec 002 §9). */
  smsLength: 160,
  smsLengthUnicode: 70,
  /** Contact numbers: 13 digits, 55 + DDD + a nine-digit mobile number (spec 002 §5, §9). */
  numberDigits: 13,
  /** A tag, a segment's name (spec 002 §9: tags 30; segments follow them). */
  tag: 30,
  segmentName: 30,
  /** Not in the spec: a property's name and value as a CSV cell holds them. */
  propertyName: 30,
  propertyValue: 100,
  /** Not in the spec: what one contact may carry. */
  tagsPerContact: 20,
  segmentsPerContact: 20,
  propertiesPerContact: 20,
  /** Not in the spec: contacts in one POST /contacts/all (the CSV import sends its lots in these). */
  contactsPerSave: 1000,
  /** Filter values in one query (tags, segmentIds, propertiesNames, contactIdNotIn). */
  filterValues: 100,
  text: 100,
  /** The opt-in and opt-out code entry (spec 000 §5). */
  last4Digits: 4,
  /** Wrong last-four-digit tries before a code is locked for an hour, per code and per address. */
  optAttemptsPerCode: 5,
  optAttemptsPerAddress: 20,
  /** Credit a PRO user may ask to buy automatically (spec 002 §3 "SMS config"), centavos; 0 = off. */
  creditsToBuyMaxCentavos: 100_000,
} as const;

/** R$ 0,30 per opt-in request, like any SMS (spec 002 §9; the same price as credits.ts's `smsPriceCentavos`). */
export const SMS_OPT_IN_PRICE_CENTAVOS = 30;

/**
 * The opt-in request's text after `{BUSINESS}: `; `{link}` is the contact's `/i/{code}` address. The business
 * name's length rule comes from it (spec 002 §5): at most 160 − this example's length + 1 characters, so the
 * request always fits one GSM-7 SMS. The example uses a link of the length real links have.
 */
export const SMS_OPT_IN_TEMPLATE =
  'quer receber nossas mensagens por SMS? Confirme em {link} . Para sair responda SAIR';
export const SMS_OPT_IN_EXAMPLE_LINK = 'https://atalho.app/i/AbCd3FgH1j';
export const SMS_OPT_IN_EXAMPLE = `: ${SMS_OPT_IN_TEMPLATE.replace('{link}', SMS_OPT_IN_EXAMPLE_LINK)}`;
export const SMS_BUSINESS_MAX = SMS_LIMITS.smsLength - SMS_OPT_IN_EXAMPLE.length + 1;

/** The opt-in SMS for one contact: business name, then the template with its link. */
export function optInMessage(business: string, link: string): string {
  return `${business}: ${SMS_OPT_IN_TEMPLATE.replace('{link}', link)}`;
}

/** Replies that opt a contact out, compared without case or accents (the gateway's inbound messages). */
export const SMS_STOP_WORDS = ['SAIR', 'PARAR', 'CANCELAR', 'STOP'] as const;

export const smsMessageKeys = {
  /** Not 55 + 11 digits: a number of another country (spec 002 §8). */
  brazilOnly: 'brazil.number.only',
  /** Not a Brazilian mobile number (digits, DDD, the leading 9). */
  numberInvalid: 'number.invalid.value',
  /** A number the owner already has (409), or repeated inside one save (400). */
  repeatedNumber: 'exitsRepeatNumber',
  /** The balance does not pay every opt-in request asked for (402); nothing is sent. */
  insufficientCredits: 'insufient.credits',
  /** Opt-in by code: not waiting for consent, or the last four digits are wrong (spec 002 §8). */
  optInRefused: 'contact:already:opt:in:or:number:invalid',
  /** Opt-out by code: already out, or the last four digits are wrong. */
  optOutRefused: 'contact:already:opt:out:or:number:invalid',
  /** Contact actions before the business name is set (spec 002 §6). */
  businessRequired: 'businerRequiredInfo',
  /** A bulk opt-in request whose confirmed count no longer matches the saved contacts (409). */
  countChanged: 'count.changed',
} as const;

// Contact statuses live in their own file: the campaigns' schemas (re-exported below) use them too.
export { ContactStatus, contactStatuses } from './sms-contact-statuses';

/**
 * The lifecycle as this product runs it (decision 032):
 * - SAVED: new, or its number changed; consent is needed.
 * - OPT_IN_REQUIRED: the owner asked (and paid); the request SMS waits in the gateway's queue.
 * - OPT_IN_SENDED: the gateway took the request; the contact may confirm at `/i/{code}`.
 * - OPT_IN_REQUIRED_ERROR: the request could not be sent (its price is given back); it may be asked again.
 * - OPT_IN: the contact confirmed with the last four digits. Only these receive campaigns.
 * - OPT_OUT: the contact left (page, reply with a stop word) or the business name changed.
 */
export const contactTransitions: Readonly<Record<ContactStatus, readonly ContactStatus[]>> = {
  SAVED: ['OPT_IN_REQUIRED', 'OPT_OUT'],
  OPT_IN_REQUIRED: ['OPT_IN_SENDED', 'OPT_IN_REQUIRED_ERROR', 'OPT_OUT', 'SAVED'],
  OPT_IN_SENDED: ['OPT_IN', 'OPT_OUT', 'OPT_IN_REQUIRED', 'SAVED'],
  OPT_IN_REQUIRED_ERROR: ['OPT_IN_REQUIRED', 'OPT_OUT', 'SAVED'],
  OPT_IN: ['OPT_OUT', 'SAVED'],
  OPT_OUT: ['OPT_IN_REQUIRED', 'SAVED'],
};

/** Whether a contact in `from` may move to `to`. */
export function canMoveContact(from: ContactStatus, to: ContactStatus): boolean {
  return contactTransitions[from].includes(to);
}

/** Statuses an owner may ask an opt-in request for (one contact). The bulk request takes SAVED only. */
export const optInRequestableStatuses: readonly ContactStatus[] = [
  'SAVED',
  'OPT_IN_SENDED',
  'OPT_IN_REQUIRED_ERROR',
  'OPT_OUT',
];

/** Who changed a contact's consent: the owner's request, the contact on the page, a reply, the business name. */
export const consentSources = ['OWNER', 'PAGE', 'REPLY', 'BUSINESS_CHANGE', 'GATEWAY'] as const;
export const ConsentSource = v.picklist(consentSources);
export type ConsentSource = v.InferOutput<typeof ConsentSource>;

// ── numbers ──────────────────────────────────────────────────────────────────────────────────────────────

/** Brazilian area codes (DDD) in use. */
const areaCodes = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * What is wrong with a number as typed (spaces, `+`, dots, hyphens and brackets are ignored), or null for a
 * Brazilian mobile number: 55, a DDD in use, then 9 and eight digits.
 */
export function contactNumberProblem(
  raw: string,
): (typeof smsMessageKeys)['brazilOnly' | 'numberInvalid'] | null {
  const digits = normalizeContactNumber(raw);
  if (!/^\d+$/.test(digits)) return smsMessageKeys.numberInvalid;
  if (!digits.startsWith('55')) return smsMessageKeys.brazilOnly;
  if (digits.length !== SMS_LIMITS.numberDigits) return smsMessageKeys.numberInvalid;
  if (!areaCodes.has(Number(digits.slice(2, 4))) || digits[4] !== '9') return smsMessageKeys.numberInvalid;
  return null;
}

/** The number's digits (formatting characters dropped). */
export function normalizeContactNumber(raw: string): string {
  return raw.trim().replace(/[\s+().-]/g, '');
}

/** A contact's number in a body: normalized, then checked (`brazil.number.only`, `number.invalid.value`). */
export const contactNumber = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(30, messageKeys.invalidSize),
  v.transform(normalizeContactNumber),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = contactNumberProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

/** `(11) 98765-4321` for `5511987654321`: how the panel shows a number. */
export function formatContactNumber(number: string): string {
  const m = /^55(\d{2})(\d{5})(\d{4})$/.exec(number);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : number;
}

// ── SMS config ───────────────────────────────────────────────────────────────────────────────────────────

/** The business name (spec 002 §5): required, trimmed and uppercased, at most SMS_BUSINESS_MAX characters. */
export const smsBusiness = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.toUpperCase(),
  v.maxLength(SMS_BUSINESS_MAX, messageKeys.invalidSize),
);

/**
 * POST /api/v1/sms-configs: creates or replaces the signed-in user's config. Changing an existing business
 * name moves every contact to OPT_OUT (spec 002 §4): the request must then carry `confirmBusinessChange: true`
 * (the panel's "areYouSure" dialog), else 409 `conflict` and nothing changes.
 */
export const smsConfigBody = v.object({
  business: smsBusiness,
  buyAutomatically: v.optional(v.boolean(messageKeys.invalid), false),
  creditsToBuy: v.optional(
    v.pipe(
      v.number(messageKeys.invalid),
      v.integer(messageKeys.invalid),
      v.minValue(0, messageKeys.invalid),
      v.maxValue(SMS_LIMITS.creditsToBuyMaxCentavos, messageKeys.invalid),
    ),
    0,
  ),
  confirmBusinessChange: v.optional(v.boolean(messageKeys.invalid), false),
});
export type SmsConfigBody = v.InferInput<typeof smsConfigBody>;

export const SmsConfig = v.object({
  id: v.number(),
  business: v.string(),
  buyAutomatically: v.boolean(),
  creditsToBuy: v.number(),
  /** Whether the owner's plan sends SMS (`smsSending`, PRO). */
  canSend: v.boolean(),
  dateCreate: v.string(),
  dateUpdate: v.string(),
});
export type SmsConfig = v.InferOutput<typeof SmsConfig>;

/** GET /api/v1/sms-configs/opt-in/{code} (public): the business a contact's opt-in code belongs to. */
export const SmsOptInConfig = v.object({ business: v.string() });
export type SmsOptInConfig = v.InferOutput<typeof SmsOptInConfig>;

/** A contact's code as it travels in `/i/{code}` and `/o/{code}`. */
export const contactCode = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.regex(/^[A-Za-z0-9]{6,20}$/, messageKeys.invalid),
);
export const ContactCodeParams = v.object({ code: contactCode });
export type ContactCodeParams = v.InferOutput<typeof ContactCodeParams>;

// ── contacts ─────────────────────────────────────────────────────────────────────────────────────────────

const tagName = v.pipe(
  v.string(messageKeys.invalid),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(SMS_LIMITS.tag, messageKeys.invalidSize),
  v.regex(/^[^,|]+$/, messageKeys.invalid),
);

/** Tags travel as one comma-separated string (spec 002 §3 "Contact"); empty parts are dropped, repeats too. */
export const contactTags = v.pipe(
  v.optional(v.string(messageKeys.invalid), ''),
  v.transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ]),
  v.maxLength(SMS_LIMITS.tagsPerContact, messageKeys.invalidSize),
  v.array(tagName),
);

export const segmentInput = v.object({
  /** An existing segment of the owner's; without it the segment is found or created by name. */
  id: v.optional(v.nullable(idNumber), null),
  name: v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(SMS_LIMITS.segmentName, messageKeys.invalidSize),
  ),
});

export const propertyInput = v.object({
  name: v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(SMS_LIMITS.propertyName, messageKeys.invalidSize),
    v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, messageKeys.invalid),
  ),
  value: v.pipe(
    v.string(messageKeys.invalid),
    v.trim(),
    v.maxLength(SMS_LIMITS.propertyValue, messageKeys.invalidSize),
  ),
});

/**
 * POST /api/v1/contacts (one) and each item of POST /api/v1/contacts/all. Without `id` a new contact (SAVED);
 * with it, the owner's contact replaced — a changed number goes back to SAVED (consent was for the old one).
 * A number the owner already has is refused (409 `exitsRepeatNumber`). Property names are variables of the
 * campaigns (`{name}`), so letters, digits and `_`.
 */
export const contactBody = v.object({
  id: v.optional(v.nullable(idNumber), null),
  number: contactNumber,
  segments: v.optional(
    v.pipe(
      v.array(segmentInput, messageKeys.invalid),
      v.maxLength(SMS_LIMITS.segmentsPerContact, messageKeys.invalidSize),
    ),
    [],
  ),
  tags: contactTags,
  properties: v.optional(
    v.pipe(
      v.array(propertyInput, messageKeys.invalid),
      v.maxLength(SMS_LIMITS.propertiesPerContact, messageKeys.invalidSize),
    ),
    [],
  ),
});
export type ContactBody = v.InferInput<typeof contactBody>;
export type ContactInput = v.InferOutput<typeof contactBody>;

/**
 * POST /api/v1/contacts/all: up to 1,000 contacts in one transaction. Numbers repeated inside the list are
 * refused (400 `exitsRepeatNumber`, nothing saved); new contacts whose number the owner already has are skipped
 * and listed in the answer's `duplicates`, so importing the same file twice adds nothing.
 */
export const contactsBody = v.pipe(
  v.array(contactBody, messageKeys.invalid),
  v.minLength(1, messageKeys.required),
  v.maxLength(SMS_LIMITS.contactsPerSave, messageKeys.invalidSize),
);
export type ContactsBody = v.InferInput<typeof contactsBody>;

export const Segment = v.object({ id: v.number(), name: v.string() });
export type Segment = v.InferOutput<typeof Segment>;

export const ContactProperty = v.object({ name: v.string(), value: v.string() });
export type ContactProperty = v.InferOutput<typeof ContactProperty>;

/** A contact (spec 002 §3 "Contact"). `code` is its opt-in and opt-out code (`/i/{code}`, `/o/{code}`). */
export const Contact = v.object({
  id: v.number(),
  number: v.string(),
  status: ContactStatus,
  code: v.string(),
  /** Comma-separated, as the spec carries them. */
  tags: v.string(),
  /** Present with `embedSegments=true` (always on a save and on GET /contacts/{id}). */
  segments: v.optional(v.array(Segment)),
  properties: v.array(ContactProperty),
  dateCreate: v.string(),
  dateUpdate: v.string(),
});
export type Contact = v.InferOutput<typeof Contact>;

export const ContactPage = pageSchema(Contact);
export type ContactPage = v.InferOutput<typeof ContactPage>;

/** The answer of POST /api/v1/contacts/all. */
export const ContactsSaved = v.object({
  created: v.number(),
  updated: v.number(),
  /** Numbers skipped because the owner already has them. */
  duplicates: v.array(v.string()),
});
export type ContactsSaved = v.InferOutput<typeof ContactsSaved>;

const csvList = <T extends v.GenericSchema<string, unknown>>(item: T) =>
  v.pipe(
    v.string(messageKeys.invalid),
    v.maxLength(4000, messageKeys.invalidSize),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
    v.maxLength(SMS_LIMITS.filterValues, messageKeys.invalidSize),
    v.array(item),
  );
const statusList = v.pipe(
  v.string(messageKeys.invalid),
  v.maxLength(200, messageKeys.invalidSize),
  v.transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
  v.array(ContactStatus),
);

/**
 * GET /api/v1/contacts (spec 002 §7): every filter is ANDed with the others. Within `tags`, `segmentIds` and
 * `propertiesNames` a contact matches when it has any of the values — or every one of them when the matching
 * `…Exclusive` flag is true (decision 032). `text` finds numbers containing its digits and tags or property
 * values starting with it. `smsOptIn=true` is `status=OPT_IN`. Newest first by default
 * (`orderBy=dateCreate:DESC`; also `number`, `status`, `dateUpdate`).
 */
export const contactsQuery = v.object({
  ...pagingQueryEntries,
  number: v.optional(v.pipe(v.string(messageKeys.invalid), v.maxLength(30, messageKeys.invalidSize))),
  code: v.optional(contactCode),
  status: v.optional(statusList),
  smsOptIn: v.optional(booleanString),
  text: v.optional(
    v.pipe(v.string(messageKeys.invalid), v.trim(), v.maxLength(SMS_LIMITS.text, messageKeys.invalidSize)),
  ),
  tags: v.optional(csvList(tagName)),
  tagsExclusive: v.optional(booleanString),
  segmentIds: v.optional(csvList(idString)),
  segmentsExclusive: v.optional(booleanString),
  propertiesNames: v.optional(
    csvList(v.pipe(v.string(), v.maxLength(SMS_LIMITS.propertyName, messageKeys.invalidSize))),
  ),
  propertiesExclusive: v.optional(booleanString),
  contactIdNotIn: v.optional(csvList(idString)),
  embedSegments: v.optional(booleanString),
});
export type ContactsQuery = v.InferInput<typeof contactsQuery>;
export type ContactsFilter = v.InferOutput<typeof contactsQuery>;

/** GET /api/v1/contacts/tags: the owner's tags, alphabetical; `tagLike` keeps those containing it. */
export const contactTagsQuery = v.object({
  ...pagingQueryEntries,
  tagLike: v.optional(
    v.pipe(v.string(messageKeys.invalid), v.trim(), v.maxLength(SMS_LIMITS.tag, messageKeys.invalidSize)),
  ),
});
export type ContactTagsQuery = v.InferInput<typeof contactTagsQuery>;
export const TagPage = pageSchema(v.string());
export type TagPage = v.InferOutput<typeof TagPage>;

/** GET /api/v1/contacts/properties: the owner's property names, alphabetical. */
export const contactPropertiesQuery = v.object({
  ...pagingQueryEntries,
  nameStartWith: v.optional(
    v.pipe(
      v.string(messageKeys.invalid),
      v.trim(),
      v.maxLength(SMS_LIMITS.propertyName, messageKeys.invalidSize),
    ),
  ),
});
export type ContactPropertiesQuery = v.InferInput<typeof contactPropertiesQuery>;
export const PropertyNamePage = pageSchema(v.object({ name: v.string() }));
export type PropertyNamePage = v.InferOutput<typeof PropertyNamePage>;

/** GET /api/v1/segments (the spec's "segments page"): the owner's segments with how many contacts each has. */
export const segmentsQuery = v.object({
  ...pagingQueryEntries,
  text: v.optional(
    v.pipe(
      v.string(messageKeys.invalid),
      v.trim(),
      v.maxLength(SMS_LIMITS.segmentName, messageKeys.invalidSize),
    ),
  ),
  ids: v.optional(csvList(idString)),
});
export type SegmentsQuery = v.InferInput<typeof segmentsQuery>;
export const SegmentWithCount = v.object({ id: v.number(), name: v.string(), contacts: v.number() });
export const SegmentPage = pageSchema(SegmentWithCount);
export type SegmentPage = v.InferOutput<typeof SegmentPage>;

// ── consent ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * PATCH /api/v1/contacts/opt-in-request (every SAVED contact): `count` is the number the owner confirmed
 * (R$ 0,30 each); when the SAVED contacts are no longer that many the answer is 409 and nothing is sent.
 */
export const optInRequestAllQuery = v.object({ count: v.optional(intString) });
export type OptInRequestAllQuery = v.InferInput<typeof optInRequestAllQuery>;

/** The answer of the bulk request: how many were asked for and what it cost (centavos). */
export const OptInRequested = v.object({ requested: v.number(), costCentavos: v.number() });
export type OptInRequested = v.InferOutput<typeof OptInRequested>;

/** PATCH /api/v1/contacts/opt-in and /opt-out (public; spec 002 §3 "Opt-in payload"). */
export const optPayload = v.object({
  smsOptInCode: contactCode,
  last4NumberDigits: v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.regex(/^\d{4}$/, messageKeys.invalid),
  ),
});
export type OptPayload = v.InferInput<typeof optPayload>;

/** What the public pages learn after a confirmed opt-in or opt-out. */
export const OptResult = v.object({ business: v.string(), status: ContactStatus });
export type OptResult = v.InferOutput<typeof OptResult>;

/** One recorded consent change: the proof LGPD asks for (GET /api/v1/contacts/{id}/consents, and `/export` as CSV). */
export const ConsentRecord = v.object({
  id: v.number(),
  from: v.nullable(ContactStatus),
  to: ContactStatus,
  source: ConsentSource,
  number: v.string(),
  business: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  /** The SMS involved (the request or the reply), its text as sent or received. */
  message: v.nullable(v.string()),
  dateCreate: v.string(),
});
export type ConsentRecord = v.InferOutput<typeof ConsentRecord>;
export const ConsentRecordPage = pageSchema(ConsentRecord);
export type ConsentRecordPage = v.InferOutput<typeof ConsentRecordPage>;

// ── campaigns ────────────────────────────────────────────────────────────────────────────────────────────

export * from './sms-shootings';
