import type { ConsentRecordPage } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { type PageRequest, toPage } from '../../http/paging';
import { countConsentRows, findOwnedContactId, listConsentRows } from './queries';
import { toConsentRecord } from './transform';

/** GET /contacts/{id}/consents: one of the owner's contacts' consent record, newest first. */
export async function listConsents(
  db: Db,
  userId: number,
  contactId: number,
  paging: PageRequest,
): Promise<ConsentRecordPage> {
  if (!(await findOwnedContactId(db, userId, contactId))) throw notFound();
  const [rows, total] = await Promise.all([
    listConsentRows(db, userId, contactId, paging),
    countConsentRows(db, userId, contactId),
  ]);
  return toPage(rows.map(toConsentRecord), total, paging);
}
