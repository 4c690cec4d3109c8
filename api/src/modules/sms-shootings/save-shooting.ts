import { messageKeys } from '@atalho/sdk/schemas';
import {
  type ShootingInput,
  type ShootingStatus,
  shootingMessageKeys,
  shootingTemplateProblems,
} from '@atalho/sdk/schemas/sms';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import type { SmsShootingRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { requireSmsConfig } from '../sms-configs';
import {
  findOwnedShooting,
  insertShooting,
  linksOfShootings,
  lockOwnedShooting,
  type NewShooting,
  replaceShootingLinks,
  updateShooting,
} from './queries';
import { linkedUrls, recipientMessage } from './recipient-message';
import { EXAMPLE_CONTACT_CODE, resolveRecipients } from './resolve-recipients';
import { scheduleInstant } from './schedule-instant';
import { type LinkHosts, type ShortenedTemplate, shortenTemplateLinks } from './shorten-template-links';

/** Statuses a save or a delete may no longer change: the send has started or ended (spec 002 §4). */
export const READ_ONLY: ReadonlySet<ShootingStatus> = new Set(['PROCESSING', 'SENT']);

export function assertEditable(row: SmsShootingRow): void {
  if (READ_ONLY.has(row.status)) throw new AppError(409, [messageKeys.conflict]);
}

/** The schedule's instant: in the future of its time zone, else 400 `invalid.dateTimeScheduled`. */
function scheduleOf(body: ShootingInput, now: Date): Date | null {
  if (!body.scheduled) return null;
  const instant = body.date && body.time ? scheduleInstant(body.date, body.time, body.timeZone) : null;
  if (!instant || instant.getTime() <= now.getTime()) {
    throw new AppError(400, [shootingMessageKeys.dateTimeScheduled]);
  }
  return instant;
}

/** The template's errors (the unused-link warning is the panel's): 400 with their keys. */
function assertTemplate(business: string, body: ShootingInput): void {
  const problems = shootingTemplateProblems({
    business,
    type: body.type,
    template: body.template,
    variables: body.variables,
    shortLinks: [],
    shortenUrls: body.shortenUrls,
  }).filter((key) => key !== shootingMessageKeys.linkUnused);
  if (problems.length > 0) throw new AppError(400, problems);
}

/**
 * POST /api/v1/sms-shootings (spec 002 §5): creates (no `id`) or replaces one of the owner's shootings, then
 * adds and removes recipients and sizes each one's message, all in one transaction. The template is checked
 * before any link is made; its URLs are shortened (`shortenUrls`) before the transaction, and a SIMPLE
 * message is measured again with the real short links. SAVED, or SCHEDULED when scheduled; PROCESSING and SENT
 * shootings are read-only (409 `conflict`).
 */
export async function saveShooting(
  db: Db,
  user: AuthenticatedUser,
  body: ShootingInput,
  hosts: LinkHosts,
  now = new Date(),
): Promise<{ id: number; created: boolean }> {
  const { business } = await requireSmsConfig(db, user.id);
  const existing = body.id ? await findOwnedShooting(db, user.id, body.id) : null;
  if (body.id && !existing) throw notFound();
  if (existing) assertEditable(existing);
  const dateTimeScheduled = scheduleOf(body, now);
  assertTemplate(business, body);

  const shortened: ShortenedTemplate = body.shortenUrls
    ? await shortenTemplateLinks(
        db,
        user,
        body.template,
        existing ? await linksOfShootings(db, [existing.id]) : [],
        hosts,
      )
    : { template: body.template, links: [] };
  const linked = linkedUrls(
    shortened.template,
    shortened.links.map((link) => link.code),
  );
  if (body.type === 'SIMPLE') {
    const example = recipientMessage({
      business,
      template: shortened.template,
      linked,
      contactCode: EXAMPLE_CONTACT_CODE,
    });
    if (example.smsSize > example.smsLimit) throw new AppError(400, [shootingMessageKeys.textSize]);
  }

  const values: NewShooting = {
    userId: user.id,
    title: body.title,
    description: body.description || null,
    tags: body.tags,
    type: body.type,
    template: shortened.template,
    variables: body.variables,
    shortenUrls: body.shortenUrls,
    scheduled: body.scheduled,
    dateTimeScheduled,
    scheduleDate: body.scheduled ? (body.date ?? null) : null,
    scheduleTime: body.scheduled ? (body.time ?? null) : null,
    timeZone: body.timeZone,
    status: body.scheduled ? 'SCHEDULED' : 'SAVED',
  };
  const contacts = body.smsShootingHasContacts;
  return db.transaction(async (tx) => {
    let id: number;
    if (existing) {
      // Locked: a send that started since the read above wins, and this save is refused.
      const locked = await lockOwnedShooting(tx, user.id, existing.id);
      if (!locked) throw notFound();
      assertEditable(locked);
      await updateShooting(tx, locked.id, values);
      id = locked.id;
    } else {
      id = (await insertShooting(tx, values)).id;
    }
    await replaceShootingLinks(
      tx,
      id,
      shortened.links.map((link) => link.id),
    );
    await resolveRecipients(
      tx,
      user.id,
      { id, type: body.type, business, template: shortened.template, linked },
      {
        filter: body.addFilterFindRecipients ?? null,
        add: contacts.filter((item) => !item.deleted).map((item) => item.contact.id),
        remove: contacts.filter((item) => item.deleted).map((item) => item.contact.id),
      },
    );
    return { id, created: !existing };
  });
}
