import * as v from 'valibot';
import {
  booleanString,
  idNumber,
  idRef,
  idString,
  messageKeys,
  pageSchema,
  pagingQueryEntries,
} from './common';
import { ContactStatus } from './sms-contact-statuses';

/**
 * SMS campaigns ("shootings", spec 002 §3–§5, §7): a template sent once to each chosen contact that opted in,
 * signed by the business name and ending with the opt-out text, every message one SMS. Re-exported by
 * `./sms`, so the API imports it from `@atalho/sdk/schemas/sms` and the browser from `@atalho/sdk/sms`.
 */

export const shootingStatuses = ['SAVED', 'SCHEDULED', 'PROCESSING', 'SENT', 'FAILURE'] as const;
export const ShootingStatus = v.picklist(shootingStatuses, messageKeys.invalid);
export type ShootingStatus = v.InferOutput<typeof ShootingStatus>;

export const shootingTypes = ['SIMPLE', 'DYNAMICS'] as const;
export const ShootingType = v.picklist(shootingTypes, messageKeys.invalid);
export type ShootingType = v.InferOutput<typeof ShootingType>;

export const SHOOTING_LIMITS = {
  title: 30,
  description: 450,
  tag: 30,
  tags: 10,
  /** Characters typed; the composed message is what must fit one SMS. */
  template: 480,
  variables: 10,
  links: 5,
  recipientsPerShooting: 200_000,
  /** Explicit adds and removals in one save. */
  contactsPerSave: 1000,
} as const;

export const shootingMessageKeys = {
  /** SIMPLE: the composed message does not fit one SMS (400 at save). */
  textSize: 'invalid.sms.text.size',
  /** A selected variable is not in the template as `{name}`. */
  variableUnused: 'variableDefinedUnsed',
  /** A short link of the shooting is not in the template (a warning). */
  linkUnused: 'unusedLinkInMessage',
  /** Scheduled without a date and time in the future of its time zone. */
  dateTimeScheduled: 'invalid.dateTimeScheduled',
  /** Some recipient's message does not fit one SMS (400 at send). */
  largeMessage: 'large.sms.text',
} as const;

/** Appended after a space to every campaign message: the same words as the opt-in request's end. */
export const SHOOTING_OPT_OUT_TEXT = 'Para sair responda SAIR';

/** A per-contact link of the real length (7-character link code, 10-character contact code). */
export const EXAMPLE_CONTACT_LINK = 'https://atalho.app/AbC1234/AbCd3FgH1j';

/** The text without accents: NFD, combining marks dropped (ç→c, ã→a), recomposed. */
export function stripAccents(text: string): string {
  // ASCII has nothing to strip: the common case, kept cheap (a save sizes 100,000 messages).
  if (/^[\n\r\x20-\x7e]*$/.test(text)) return text;
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

const VARIABLE = /\{([A-Za-z0-9_-]+)\}/g;

/** The variables the template uses as `{name}`, in order, once each. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((match) => match[1] as string))];
}

/** Punctuation that ends a sentence after a URL rather than belonging to it. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/** The http(s) URLs in the template, in order, once each. */
export function templateLinks(template: string): string[] {
  const links = [...template.matchAll(/https?:\/\/[^\s<>"'{}]+/gi)]
    .map((match) => match[0].replace(TRAILING, ''))
    .filter((link) => /^https?:\/\/[^/?#]+/i.test(link));
  return [...new Set(links)];
}

/** GSM 03.38: the basic set and the extension table (escaped characters). */
const GSM7 = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€\f',
);

/** 160 when the text is GSM-7, 70 when it still needs UCS-2 (emoji, other scripts) after stripping accents. */
export function smsLimitOf(text: string): 160 | 70 {
  // Printable ASCII but the backtick is all GSM-7 (some characters through its extension table).
  if (/^[\n\r\x20-\x5f\x61-\x7e]*$/.test(text)) return 160;
  for (const ch of stripAccents(text)) if (!GSM7.has(ch)) return 70;
  return 160;
}

/** Replaces every occurrence of each key, longest first (so a URL that prefixes another cannot cut it). */
function replaceAll(text: string, replacements: Readonly<Record<string, string>>): string {
  let result = text;
  for (const from of Object.keys(replacements).sort((a, b) => b.length - a.length)) {
    if (from) result = result.split(from).join(replacements[from] as string);
  }
  return result;
}

export interface ComposeShootingInput {
  business: string;
  template: string;
  /** The contact's property values by name; a variable without one becomes empty. */
  properties?: Readonly<Record<string, string>>;
  /** URL in the template → the URL this contact gets (`{shortUrl}/{contactCode}`). */
  links?: Readonly<Record<string, string>>;
}

/** The exact SMS one contact receives: `${business}: ${body} ${SHOOTING_OPT_OUT_TEXT}`, accents stripped. */
export function composeShootingMessage({
  business,
  template,
  properties = {},
  links = {},
}: ComposeShootingInput): string {
  const body = replaceAll(template, links).replace(VARIABLE, (_, name: string) =>
    Object.hasOwn(properties, name) ? (properties[name] as string) : '',
  );
  return stripAccents(`${business}: ${body} ${SHOOTING_OPT_OUT_TEXT}`);
}

/** The message with every linked URL as an example per-contact link: how a SIMPLE template is measured. */
export function exampleShootingMessage(
  business: string,
  template: string,
  linked: readonly string[],
): string {
  const links = Object.fromEntries(linked.map((link) => [link, EXAMPLE_CONTACT_LINK]));
  return composeShootingMessage({ business, template, links });
}

export interface ShootingTemplateInput {
  business: string;
  type: ShootingType;
  template: string;
  variables: readonly string[];
  /** The shooting's short links (each gets `/{contactCode}` per recipient). */
  shortLinks: readonly string[];
  /** With it every URL of the template will be a per-contact short link, so all are measured as one. */
  shortenUrls?: boolean;
}

/**
 * What is wrong with a template, as message keys: `invalid.sms.text.size` (SIMPLE: the composed message with
 * example links over one SMS), `variableDefinedUnsed`, `unusedLinkInMessage` (a warning in the panel).
 */
export function shootingTemplateProblems(input: ShootingTemplateInput): string[] {
  const problems: string[] = [];
  const links = templateLinks(input.template);
  if (input.type === 'SIMPLE') {
    const linked = input.shortenUrls ? links : links.filter((link) => input.shortLinks.includes(link));
    const message = exampleShootingMessage(input.business, input.template, linked);
    if (message.length > smsLimitOf(message)) problems.push(shootingMessageKeys.textSize);
  }
  const used = new Set(templateVariables(input.template));
  if (input.variables.some((name) => !used.has(name))) problems.push(shootingMessageKeys.variableUnused);
  if (input.shortLinks.some((link) => !input.template.includes(link))) {
    problems.push(shootingMessageKeys.linkUnused);
  }
  return problems;
}

// ── bodies ───────────────────────────────────────────────────────────────────────────────────────────────

const shootingTag = v.pipe(
  v.string(messageKeys.invalid),
  v.maxLength(SHOOTING_LIMITS.tag, messageKeys.invalidSize),
);

/** Tags travel joined by `||` (spec 002 §3); empty parts and repeats are dropped. */
export const shootingTags = v.pipe(
  v.optional(v.nullable(v.string(messageKeys.invalid)), ''),
  v.transform((text) => [
    ...new Set(
      (text ?? '')
        .split('||')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ]),
  v.maxLength(SHOOTING_LIMITS.tags, messageKeys.invalidSize),
  v.array(shootingTag),
);

const variableName = v.pipe(
  v.string(messageKeys.invalid),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{1,30}$/, messageKeys.invalid),
);

const tagFilter = v.pipe(
  v.string(messageKeys.invalid),
  v.trim(),
  v.nonEmpty(messageKeys.invalid),
  v.maxLength(30, messageKeys.invalidSize),
);

/** Filter values per list, as the contacts list bounds them. */
const FILTER_VALUES = 100;
const filterList = <T extends v.GenericSchema>(item: T) =>
  v.optional(v.pipe(v.array(item, messageKeys.invalid), v.maxLength(FILTER_VALUES, messageKeys.invalidSize)));

/**
 * `addFilterFindRecipients`: every contact of the owner matching it is added; the same semantics as the
 * contacts list's filters (any of the values, or all of them with the `…Exclusive` flag). Only OPT_IN contacts
 * by default: only those receive the campaign.
 */
export const shootingRecipientsFilter = v.object({
  status: v.optional(
    v.pipe(v.array(ContactStatus, messageKeys.invalid), v.maxLength(6, messageKeys.invalidSize)),
    (): ContactStatus[] => ['OPT_IN'],
  ),
  text: v.optional(
    v.nullable(v.pipe(v.string(messageKeys.invalid), v.trim(), v.maxLength(100, messageKeys.invalidSize))),
  ),
  tags: filterList(tagFilter),
  tagsExclusive: v.optional(v.boolean(messageKeys.invalid)),
  segmentIds: filterList(idNumber),
  segmentsExclusive: v.optional(v.boolean(messageKeys.invalid)),
  propertiesNames: filterList(
    v.pipe(v.string(messageKeys.invalid), v.trim(), v.maxLength(30, messageKeys.invalidSize)),
  ),
  propertiesExclusive: v.optional(v.boolean(messageKeys.invalid)),
});
export type ShootingRecipientsFilterInput = v.InferInput<typeof shootingRecipientsFilter>;
export type ShootingRecipientsFilter = v.InferOutput<typeof shootingRecipientsFilter>;

/** An IANA time zone name this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const DEFAULT_SHOOTING_TIME_ZONE = 'America/Sao_Paulo';

const shootingTitle = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(SHOOTING_LIMITS.title, messageKeys.invalidSize),
);

const shootingDescription = v.pipe(
  v.string(messageKeys.invalid),
  v.trim(),
  v.maxLength(SHOOTING_LIMITS.description, messageKeys.invalidSize),
);

const shootingTemplate = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(SHOOTING_LIMITS.template, messageKeys.invalidSize),
  v.transform(stripAccents),
  v.check((text) => templateLinks(text).length <= SHOOTING_LIMITS.links, messageKeys.invalidSize),
  v.check((text) => templateVariables(text).length <= SHOOTING_LIMITS.variables, messageKeys.invalidSize),
);

const shootingVariables = v.pipe(
  v.array(variableName, messageKeys.invalid),
  v.maxLength(SHOOTING_LIMITS.variables, messageKeys.invalidSize),
  v.transform((names) => [...new Set(names)]),
);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

const shootingTimeZone = v.pipe(
  v.string(messageKeys.invalid),
  v.maxLength(64, messageKeys.invalidSize),
  v.check(isTimeZone, messageKeys.invalid),
);

/**
 * POST /api/v1/sms-shootings: creates (no `id`) or replaces the owner's shooting. The template's accents are
 * stripped; with `shortenUrls` its URLs become the owner's short links. `addFilterFindRecipients` adds every
 * matching contact; `smsShootingHasContacts` adds contacts one by one, or removes them with `deleted: true`.
 */
export const shootingBody = v.object({
  id: v.optional(v.nullable(idNumber), null),
  title: shootingTitle,
  description: v.optional(v.nullable(shootingDescription), null),
  tags: shootingTags,
  type: ShootingType,
  template: shootingTemplate,
  variables: v.optional(shootingVariables, []),
  shortenUrls: v.optional(v.boolean(messageKeys.invalid), false),
  scheduled: v.optional(v.boolean(messageKeys.invalid), false),
  date: v.optional(v.nullable(v.pipe(v.string(messageKeys.invalid), v.regex(DATE, messageKeys.invalid)))),
  time: v.optional(v.nullable(v.pipe(v.string(messageKeys.invalid), v.regex(TIME, messageKeys.invalid)))),
  timeZone: v.optional(shootingTimeZone, DEFAULT_SHOOTING_TIME_ZONE),
  addFilterFindRecipients: v.optional(v.nullable(shootingRecipientsFilter), null),
  smsShootingHasContacts: v.optional(
    v.pipe(
      v.array(
        v.object({
          contact: idRef,
          deleted: v.optional(v.boolean(messageKeys.invalid), false),
        }),
        messageKeys.invalid,
      ),
      v.maxLength(SHOOTING_LIMITS.contactsPerSave, messageKeys.invalidSize),
    ),
    [],
  ),
});
export type ShootingBody = v.InferInput<typeof shootingBody>;
export type ShootingInput = v.InferOutput<typeof shootingBody>;

/** "YYYY-MM-DD" and "HH:mm" of `now` on the clock of `timeZone`: how a schedule is typed and compared. */
export function localDateTime(timeZone: string, now = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Tags as a person types them: split on commas (or `||`), trimmed, empty parts and repeats dropped. */
export function typedShootingTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/,|\|\|/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** Whether a scheduled campaign's date is not before today in its time zone. */
function dateNotPast({ scheduled, date, timeZone }: { scheduled: boolean; date: string; timeZone: string }) {
  return !scheduled || !DATE.test(date) || date >= localDateTime(timeZone).date;
}

/** Whether a scheduled campaign set for today is later than now in its time zone. */
function timeAhead(input: { scheduled: boolean; date: string; time: string; timeZone: string }) {
  if (!input.scheduled || !DATE.test(input.date) || !TIME.test(input.time)) return true;
  const now = localDateTime(input.timeZone);
  return input.date !== now.date || input.time > now.time;
}

/**
 * The campaign editor's form (spec 002 §2 "SMS dialogs", §5): `shootingBody`'s rules on the fields as they are
 * typed, for `useSchemaForm`. Tags are one comma-separated text (the output is the list); the schedule is a
 * date and a time on the clock of `timeZone`, required when scheduled and, like the API's check, later than
 * now (`invalid.dateTimeScheduled` under the date when the day is gone, else under the time). Recipients and
 * the template's SMS-size rules (`shootingTemplateProblems`, which need the business name) are the editor's.
 * The schedule's checks follow the object's, so a form shows them beside the fields' errors only with
 * `criteriaMode: 'all'` (react-hook-form's valibot resolver otherwise stops the pipe at the first issue).
 */
export const shootingForm = v.pipe(
  v.object({
    title: shootingTitle,
    description: shootingDescription,
    tags: v.pipe(
      v.string(messageKeys.invalid),
      v.transform(typedShootingTags),
      v.maxLength(SHOOTING_LIMITS.tags, messageKeys.invalidSize),
      v.check((tags) => tags.every((tag) => tag.length <= SHOOTING_LIMITS.tag), messageKeys.invalidSize),
    ),
    type: ShootingType,
    template: shootingTemplate,
    variables: shootingVariables,
    shortenUrls: v.boolean(messageKeys.invalid),
    scheduled: v.boolean(messageKeys.invalid),
    /** YYYY-MM-DD and HH:mm on the clock of `timeZone`; empty until chosen. */
    date: v.string(messageKeys.invalid),
    time: v.string(messageKeys.invalid),
    timeZone: shootingTimeZone,
  }),
  v.forward(
    v.partialCheck(
      [['scheduled'], ['date']],
      ({ scheduled, date }) => !scheduled || DATE.test(date),
      messageKeys.required,
    ),
    ['date'],
  ),
  v.forward(
    v.partialCheck(
      [['scheduled'], ['time']],
      ({ scheduled, time }) => !scheduled || TIME.test(time),
      messageKeys.required,
    ),
    ['time'],
  ),
  v.forward(
    v.partialCheck(
      [['scheduled'], ['date'], ['timeZone']],
      dateNotPast,
      shootingMessageKeys.dateTimeScheduled,
    ),
    ['date'],
  ),
  v.forward(
    v.partialCheck(
      [['scheduled'], ['date'], ['time'], ['timeZone']],
      timeAhead,
      shootingMessageKeys.dateTimeScheduled,
    ),
    ['time'],
  ),
);
export type ShootingFormInput = v.InferInput<typeof shootingForm>;
export type ShootingFormOutput = v.InferOutput<typeof shootingForm>;

/** POST /api/v1/sms-shootings/send. */
export const shootingSendBody = v.object({ id: idNumber });
export type ShootingSendBody = v.InferInput<typeof shootingSendBody>;

// ── answers ──────────────────────────────────────────────────────────────────────────────────────────────

/** A short link of a shooting, with its contacts' accesses. */
export const ShootingLink = v.object({
  id: v.number(),
  onlineAddress: v.object({ id: v.number(), code: v.string(), url: v.string(), shortUrl: v.string() }),
  /** Contact accesses through the link. */
  views: v.number(),
  /** Distinct contacts among them. */
  contactUniqueViews: v.number(),
  deleted: v.boolean(),
});
export type ShootingLink = v.InferOutput<typeof ShootingLink>;
export const ShootingLinkPage = pageSchema(ShootingLink);
export type ShootingLinkPage = v.InferOutput<typeof ShootingLinkPage>;

export const Shooting = v.object({
  id: v.number(),
  title: v.string(),
  description: v.nullable(v.string()),
  /** Joined by `||`. */
  tags: v.string(),
  type: ShootingType,
  template: v.string(),
  variables: v.array(v.string()),
  shortenUrls: v.boolean(),
  scheduled: v.boolean(),
  /** ISO, UTC. */
  dateTimeScheduled: v.nullable(v.string()),
  /** The schedule as typed, in `timeZone`. */
  date: v.nullable(v.string()),
  time: v.nullable(v.string()),
  timeZone: v.string(),
  dateTimeSend: v.nullable(v.string()),
  status: ShootingStatus,
  /** A message key, for FAILURE. */
  failureReason: v.nullable(v.string()),
  /** Messages not yet handed to the gateway. */
  processing: v.number(),
  /** Messages handed to the gateway. */
  submissions: v.number(),
  /** Messages the gateway reported failed. */
  failed: v.number(),
  /** Recipients not removed. */
  recipients: v.number(),
  /** Recipients whose message does not fit one SMS. */
  largeMessages: v.number(),
  /** Centavos debited minus refunded. */
  costEffective: v.number(),
  dateCreate: v.string(),
  dateUpdate: v.string(),
  smsShootingHasOnlineAddresses: v.array(ShootingLink),
});
export type Shooting = v.InferOutput<typeof Shooting>;
export const ShootingPage = pageSchema(Shooting);
export type ShootingPage = v.InferOutput<typeof ShootingPage>;

const statusCsv = v.pipe(
  v.string(messageKeys.invalid),
  v.maxLength(200, messageKeys.invalidSize),
  v.transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
  v.array(ShootingStatus),
);

/** GET /api/v1/sms-shootings: newest first (`orderBy=dateCreate:DESC`), `status` a comma list. */
export const shootingsQuery = v.object({
  ...pagingQueryEntries,
  status: v.optional(statusCsv),
});
export type ShootingsQuery = v.InferInput<typeof shootingsQuery>;
export type ShootingsFilter = v.InferOutput<typeof shootingsQuery>;

export const shootingRecipientStates = [
  'WAITING',
  'QUEUED',
  'SENT',
  'DELIVERED',
  'FAILED',
  'SKIPPED',
] as const;
export const ShootingRecipientState = v.picklist(shootingRecipientStates);
export type ShootingRecipientState = v.InferOutput<typeof ShootingRecipientState>;

export const ShootingRecipient = v.object({
  id: v.number(),
  contact: v.object({
    id: v.number(),
    number: v.string(),
    /** Comma-separated. */
    tags: v.string(),
    code: v.string(),
    status: ContactStatus,
    segments: v.optional(v.array(v.object({ id: v.number(), name: v.string() }))),
    properties: v.optional(v.array(v.object({ name: v.string(), value: v.string() }))),
  }),
  deleted: v.boolean(),
  /** The composed message's length for this contact. */
  smsSize: v.number(),
  /** The limit it is measured against: 160, or 70 when the message needs UCS-2. */
  smsLimit: v.optional(v.number(), 160),
  sent: ShootingRecipientState,
  dateCreate: v.string(),
});
export type ShootingRecipient = v.InferOutput<typeof ShootingRecipient>;
export const ShootingRecipientPage = pageSchema(ShootingRecipient);
export type ShootingRecipientPage = v.InferOutput<typeof ShootingRecipientPage>;

/** GET /api/v1/sms-shootings-has-contacts: the largest messages first (`smsSize:DESC,dateCreate:DESC`). */
export const shootingRecipientsQuery = v.object({
  ...pagingQueryEntries,
  size: v.optional(pagingQueryEntries.size.wrapped, '12'),
  smsShootingId: idString,
  contactNumber: v.optional(v.pipe(v.string(messageKeys.invalid), v.maxLength(30, messageKeys.invalidSize))),
  contactNumberStartsWith: v.optional(
    v.pipe(v.string(messageKeys.invalid), v.maxLength(30, messageKeys.invalidSize)),
  ),
  embedContactProperties: v.optional(booleanString),
});
export type ShootingRecipientsQuery = v.InferInput<typeof shootingRecipientsQuery>;
export type ShootingRecipientsFilterQuery = v.InferOutput<typeof shootingRecipientsQuery>;

/** GET /api/v1/sms-shootings-has-online-addresses. */
export const shootingLinksQuery = v.object({
  ...pagingQueryEntries,
  size: v.optional(pagingQueryEntries.size.wrapped, '100'),
  smsShootingId: idString,
});
export type ShootingLinksQuery = v.InferInput<typeof shootingLinksQuery>;
export type ShootingLinksFilter = v.InferOutput<typeof shootingLinksQuery>;

// ── contact accesses ─────────────────────────────────────────────────────────────────────────────────────

const publicCode = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, messageKeys.invalid),
);

/** POST /api/v1/contacts-access-address (public, 204): a contact opened a campaign link. */
export const contactAccessBody = v.object({
  contact: v.object({ code: publicCode }, messageKeys.required),
  onlineAddress: v.object({ code: publicCode }, messageKeys.required),
  visitToken: v.optional(v.pipe(v.string(messageKeys.invalid), v.maxLength(1000, messageKeys.invalidSize))),
});
export type ContactAccessBody = v.InferInput<typeof contactAccessBody>;

export const ContactAccess = v.object({
  id: v.number(),
  contact: v.object({ id: v.number(), number: v.string(), code: v.string() }),
  onlineAddress: v.object({ id: v.number(), code: v.string() }),
  dateCreate: v.string(),
});
export type ContactAccess = v.InferOutput<typeof ContactAccess>;
export const ContactAccessPage = pageSchema(ContactAccess);
export type ContactAccessPage = v.InferOutput<typeof ContactAccessPage>;

/** GET /api/v1/contacts-access-address (owner). */
export const contactAccessesQuery = v.object({
  ...pagingQueryEntries,
  smsShootingId: idString,
});
export type ContactAccessesQuery = v.InferInput<typeof contactAccessesQuery>;
export type ContactAccessesFilter = v.InferOutput<typeof contactAccessesQuery>;
