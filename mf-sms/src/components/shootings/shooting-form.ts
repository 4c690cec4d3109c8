/**
 * The campaign editor's values (spec 002 §5 "Shooting"; the SDK's `shootingForm` checks them): what the form
 * starts from, the POST /sms-shootings body its checked values become, the schedule's time zone and the live
 * preview measured as the API will measure it.
 */
import {
  composeShootingMessage,
  DEFAULT_SHOOTING_TIME_ZONE,
  EXAMPLE_CONTACT_LINK,
  SHOOTING_LIMITS,
  type Shooting,
  type ShootingBody,
  type ShootingFormInput,
  type ShootingFormOutput,
  type ShootingRecipientsFilterInput,
  shootingTemplateProblems,
  smsLimitOf,
  templateLinks,
  templateVariables,
  typedShootingTags,
} from '@atalho/sdk/sms';

/** The browser's IANA time zone, the one the schedule is typed in (Brasília when it cannot tell). */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_SHOOTING_TIME_ZONE;
  } catch {
    return DEFAULT_SHOOTING_TIME_ZONE;
  }
}

/** "America/Sao_Paulo" → "Sao Paulo": the city the schedule's clock is. */
export const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');

/** The editor's starting values (`shootingForm` checks them): empty for a new campaign, else the saved one's. */
export function formOf(shooting: Shooting | null, timeZone = userTimeZone()): ShootingFormInput {
  if (!shooting) {
    return {
      title: '',
      description: '',
      tags: '',
      type: 'SIMPLE',
      template: '',
      variables: [],
      shortenUrls: true,
      scheduled: false,
      date: '',
      time: '',
      timeZone,
    };
  }
  return {
    title: shooting.title,
    description: shooting.description ?? '',
    tags: typedShootingTags(shooting.tags).join(', '),
    type: shooting.type,
    template: shooting.template,
    variables: shooting.variables,
    shortenUrls: shooting.shortenUrls,
    scheduled: shooting.scheduled,
    date: shooting.date ?? '',
    time: shooting.time ?? '',
    timeZone: shooting.timeZone || timeZone,
  };
}

type VariableFields = Pick<ShootingFormInput, 'type' | 'template' | 'variables'>;

/** The variables sent: the ones chosen, plus the contact properties the template names. */
export function variablesOf(form: VariableFields, properties: readonly string[]): string[] {
  if (form.type !== 'DYNAMICS') return [];
  const used = templateVariables(form.template).filter((name) => properties.includes(name));
  return [...new Set([...form.variables, ...used])].slice(0, SHOOTING_LIMITS.variables);
}

/** The POST /sms-shootings body of the form's checked values. */
export function bodyOf(
  form: ShootingFormOutput,
  options: {
    id: number | null;
    properties: readonly string[];
    filter: ShootingRecipientsFilterInput | null;
  },
): ShootingBody {
  return {
    id: options.id,
    title: form.title,
    description: form.description || null,
    tags: form.tags.join('||'),
    type: form.type,
    template: form.template,
    variables: variablesOf(form, options.properties),
    shortenUrls: form.shortenUrls,
    scheduled: form.scheduled,
    date: form.scheduled ? form.date : null,
    time: form.scheduled ? form.time : null,
    timeZone: form.timeZone,
    addFilterFindRecipients: options.filter,
    smsShootingHasContacts: [],
  };
}

/** The body that keeps a saved campaign as it is, removing `remove` (contact ids) from its recipients. */
export function removalBody(shooting: Shooting, remove: number[]): ShootingBody {
  return {
    id: shooting.id,
    title: shooting.title,
    description: shooting.description,
    tags: shooting.tags,
    type: shooting.type,
    template: shooting.template,
    variables: variablesOf(shooting, shooting.variables),
    shortenUrls: shooting.shortenUrls,
    scheduled: shooting.scheduled,
    date: shooting.scheduled ? shooting.date : null,
    time: shooting.scheduled ? shooting.time : null,
    timeZone: shooting.timeZone,
    addFilterFindRecipients: null,
    smsShootingHasContacts: remove.map((id) => ({ contact: { id }, deleted: true })),
  };
}

export interface Preview {
  /** What the phone shows: the message with the variables as `{name}`. */
  text: string;
  /** The length measured (variables empty for DYNAMICS) and its limit. */
  length: number;
  limit: 160 | 70;
  problems: string[];
}

/**
 * The message as a contact receives it, with each link as a per-contact link of the real length when it
 * will be one (spec 002 §5): for SIMPLE the whole message must fit; for DYNAMICS the length without the
 * values is shown and each contact's is measured at save.
 */
export function previewOf(
  form: Pick<ShootingFormInput, 'type' | 'template' | 'variables' | 'shortenUrls'>,
  business: string,
  shortLinks: readonly string[],
): Preview {
  const template = form.template.trim();
  const linked = templateLinks(template).filter((link) => form.shortenUrls || shortLinks.includes(link));
  const links = Object.fromEntries(linked.map((link) => [link, EXAMPLE_CONTACT_LINK]));
  const measured = composeShootingMessage({ business, template, links });
  const shown =
    form.type === 'DYNAMICS'
      ? composeShootingMessage({
          business,
          template,
          links,
          properties: Object.fromEntries(templateVariables(template).map((name) => [name, `{${name}}`])),
        })
      : measured;
  return {
    text: shown,
    length: measured.length,
    limit: smsLimitOf(measured),
    problems: template
      ? shootingTemplateProblems({
          business,
          type: form.type,
          template,
          variables: form.type === 'DYNAMICS' ? form.variables : [],
          shortLinks,
          shortenUrls: form.shortenUrls,
        })
      : [],
  };
}
