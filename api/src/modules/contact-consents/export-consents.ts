import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { csvLine } from '../infoproduct-leads/csv';
import { allConsentRows, findOwnedContactId } from './queries';
import { toConsentRecord } from './transform';

export const CONSENTS_CSV_HEADER = [
  'dateCreate',
  'from',
  'to',
  'source',
  'number',
  'business',
  'ip',
  'userAgent',
  'message',
] as const;

/**
 * GET /contacts/{id}/consents/export: the contact's consent record as CSV (`;`, a UTF-8 BOM for spreadsheets,
 * cells formula-safe like leeds.csv), newest first: the proof an owner hands over when asked.
 */
export async function exportConsents(db: Db, userId: number, contactId: number): Promise<string> {
  if (!(await findOwnedContactId(db, userId, contactId))) throw notFound();
  const records = (await allConsentRows(db, userId, contactId)).map(toConsentRecord);
  const lines = records.map((record) =>
    csvLine([
      record.dateCreate,
      record.from,
      record.to,
      record.source,
      record.number,
      record.business,
      record.ip,
      record.userAgent,
      record.message,
    ]),
  );
  return `\uFEFF${csvLine(CONSENTS_CSV_HEADER)}${lines.join('')}`;
}
