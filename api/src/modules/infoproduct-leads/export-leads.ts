import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { csvLine } from './csv';
import { getOwnedInfoproductOrThrow } from './get-owned-infoproduct-or-throw';
import { type ExportRow, findExportPage, findLiveFieldsOf } from './queries';
import { maskEmail } from './transform';

/** Leads read per statement: a page is a few hundred KiB of CSV, so memory stays flat for any number of leads. */
const PAGE = 2_000;

/**
 * GET /api/v1/infoproducts-forms-answers/export: every lead of an owner's item as `leeds.csv` (spec 001 §4):
 * `email`, one column per live field in page order, then the consent (LGPD). Read in keyset pages as the
 * client takes the bytes (a Readable pulls the next page only when its buffer has room), on PGlite and
 * PostgreSQL alike. The item and the owner's plan are checked before the first byte, so a 404 is still JSON.
 */
export async function exportLeads(db: Db, ownerId: number, infoproductId: number): Promise<Readable> {
  const item = await getOwnedInfoproductOrThrow(db, ownerId, infoproductId);
  const fields = await findLiveFieldsOf(db, item.id);
  const header = csvLine([
    'email',
    ...fields.map((field) => field.name),
    'dateCreate',
    'consentAt',
    'consentIp',
    'consentUserAgent',
    'consentText',
  ]);
  const line = (row: ExportRow) =>
    csvLine([
      item.masked ? maskEmail(row.email) : row.email,
      ...fields.map((field) => row.answers[String(field.id)] ?? ''),
      row.createdAt,
      row.consentAt,
      row.consentIp,
      row.consentUserAgent,
      row.consentText,
    ]);
  async function* lines(): AsyncGenerator<string> {
    yield header;
    let after: { cursor: string; id: number } | null = null;
    for (;;) {
      const rows = await findExportPage(db, item.id, after, PAGE);
      if (rows.length > 0) yield rows.map(line).join('');
      const last = rows.at(-1);
      if (!last || rows.length < PAGE) return;
      after = { cursor: last.cursor, id: last.id };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
