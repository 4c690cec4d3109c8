import type {
  Shooting,
  ShootingLink,
  ShootingRecipient,
  ShootingRecipientState,
} from '@atalho/sdk/schemas/sms';
import type { SmsShootingRow } from '../../db/schema';
import type { MessageCounts, RecipientListRow, ShootingLinkRow } from './queries';

const NO_MESSAGES: MessageCounts = { processing: 0, submissions: 0, failed: 0 };

/** A short link of a shooting; `origin` is where the owner's links are shared. */
export function toShootingLink(row: ShootingLinkRow, origin: string): ShootingLink {
  return {
    id: row.id,
    onlineAddress: {
      id: row.onlineAddressId,
      code: row.code,
      url: row.url,
      shortUrl: `${origin}/${row.code}`,
    },
    views: row.views,
    contactUniqueViews: row.contactUniqueViews,
    deleted: row.deleted,
  };
}

export function toShooting(
  row: SmsShootingRow,
  counts: MessageCounts | undefined,
  links: readonly ShootingLinkRow[],
  origin: string,
): Shooting {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags.join('||'),
    type: row.type,
    template: row.template,
    variables: row.variables,
    shortenUrls: row.shortenUrls,
    scheduled: row.scheduled,
    dateTimeScheduled: row.dateTimeScheduled?.toISOString() ?? null,
    date: row.scheduleDate,
    time: row.scheduleTime,
    timeZone: row.timeZone,
    dateTimeSend: row.dateTimeSend?.toISOString() ?? null,
    status: row.status,
    failureReason: row.failureReason,
    ...(counts ?? NO_MESSAGES),
    recipients: row.recipients,
    largeMessages: row.largeMessages,
    costEffective: row.costDebited - row.costRefunded,
    dateCreate: row.createdAt.toISOString(),
    dateUpdate: row.updatedAt.toISOString(),
    smsShootingHasOnlineAddresses: links.map((link) => toShootingLink(link, origin)),
  };
}

/** A queued recipient's progress is its message's status; the others say where the send left them. */
function sentOf(row: RecipientListRow): ShootingRecipientState {
  if (row.state !== 'QUEUED' || row.messageStatus === null) return row.state;
  return row.messageStatus as ShootingRecipientState;
}

export function toShootingRecipient(row: RecipientListRow): ShootingRecipient {
  return {
    id: row.id,
    contact: {
      id: row.contact.id,
      number: row.contact.number,
      tags: row.contact.tags.join(','),
      code: row.contact.code,
      status: row.contact.status,
      ...(row.segments ? { segments: row.segments } : {}),
      ...(row.properties || row.segments ? { properties: row.properties ?? [] } : {}),
    },
    deleted: row.deleted,
    smsSize: row.smsSize,
    smsLimit: row.smsLimit,
    sent: sentOf(row),
    dateCreate: row.createdAt.toISOString(),
  };
}
