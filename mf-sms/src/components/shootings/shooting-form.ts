/**
 * The campaign editor's state and the rules it checks before saving (spec 002 §5 "Shooting"): what the
 * form holds, the POST /sms-shootings body it becomes, the schedule in the user's time zone and the live
 * preview measured as the API will measure it.
 */
import {
  composeShootingMessage,
  DEFAULT_SHOOTING_TIME_ZONE,
  EXAMPLE_CONTACT_LINK,
  SHOOTING_LIMITS,
  type Shooting,
  type ShootingBody,
  type ShootingRecipientsFilterInput,
  type ShootingType,
  shootingTemplateProblems,
  smsLimitOf,
  templateLinks,
  templateVariables,
} from '@atalho/sdk/sms';

export interface ShootingForm {
  title: string;
  description: string;
  /** Comma-separated as typed; the API takes them joined by `||`. */
  tags: string;
  type: ShootingType;
  template: string;
  variables: string[];
  shortenUrls: boolean;
  scheduled: boolean;
  /** YYYY-MM-DD and HH:mm in `timeZone`. */
  date: string;
  time: string;
  timeZone: string;
}

/** The browser's IANA time zone, the one the schedule is typed in (Brasília when it cannot tell). */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_SHOOTING_TIME_ZONE;
  } catch {
    return DEFAULT_SHOOTING_TIME_ZONE;
  }
}

/** "YYYY-MM-DD" and "HH:mm" of `now` in `timeZone`. */
export function localNow(timeZone: string, now = new Date()): { date: string; time: string } {
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

/** "America/Sao_Paulo" → "Sao Paulo": the city the schedule's clock is. */
export const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');

const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(/,|\|\|/)
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

export function formOf(shooting: Shooting | null, timeZone = userTimeZone()): ShootingForm {
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
    tags: tagsOf(shooting.tags).join(', '),
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

export type FormErrors = Partial<Record<'title' | 'description' | 'tags' | 'template' | 'schedule', string>>;

/** The rules the form checks before the call (the API checks them again), as catalogue keys. */
export function formErrors(form: ShootingForm, now = new Date()): FormErrors {
  const errors: FormErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = 'required';
  else if (title.length > SHOOTING_LIMITS.title) errors.title = 'invalidSize';
  if (form.description.trim().length > SHOOTING_LIMITS.description) errors.description = 'invalidSize';
  const tags = tagsOf(form.tags);
  if (tags.length > SHOOTING_LIMITS.tags || tags.some((tag) => tag.length > SHOOTING_LIMITS.tag)) {
    errors.tags = 'invalidSize';
  }
  if (!form.template.trim()) errors.template = 'required';
  else if (form.template.length > SHOOTING_LIMITS.template) errors.template = 'invalidSize';
  if (form.scheduled) {
    const here = localNow(form.timeZone, now);
    if (!form.date || !form.time) errors.schedule = 'editorScheduleRequired';
    else if (form.date < here.date || (form.date === here.date && form.time <= here.time)) {
      errors.schedule = 'editorPastSchedule';
    }
  }
  return errors;
}

/** The variables sent: the ones chosen, plus the contact properties the template names. */
export function variablesOf(form: ShootingForm, properties: readonly string[]): string[] {
  if (form.type !== 'DYNAMICS') return [];
  const used = templateVariables(form.template).filter((name) => properties.includes(name));
  return [...new Set([...form.variables, ...used])].slice(0, SHOOTING_LIMITS.variables);
}

export function bodyOf(
  form: ShootingForm,
  options: {
    id: number | null;
    properties: readonly string[];
    filter: ShootingRecipientsFilterInput | null;
    remove?: number[];
  },
): ShootingBody {
  return {
    id: options.id,
    title: form.title.trim(),
    description: form.description.trim() || null,
    tags: tagsOf(form.tags).join('||'),
    type: form.type,
    template: form.template.trim(),
    variables: variablesOf(form, options.properties),
    shortenUrls: form.shortenUrls,
    scheduled: form.scheduled,
    date: form.scheduled ? form.date : null,
    time: form.scheduled ? form.time : null,
    timeZone: form.timeZone,
    addFilterFindRecipients: options.filter,
    smsShootingHasContacts: (options.remove ?? []).map((id) => ({ contact: { id }, deleted: true })),
  };
}

/** The body that keeps a saved campaign as it is, removing `remove` (contact ids) from its recipients. */
export function removalBody(shooting: Shooting, remove: number[]): ShootingBody {
  return bodyOf(formOf(shooting), {
    id: shooting.id,
    properties: shooting.variables,
    filter: null,
    remove,
  });
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
export function previewOf(form: ShootingForm, business: string, shortLinks: readonly string[]): Preview {
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
