import type { DataExportStep } from '@atalho/sdk/schemas/account';
import type { Db } from '../../db/client';
import type { DataExportUpload } from '../../db/schema';
import { hasFeature } from '../../entitlements';
import { csvLine, maskEmail } from '../infoproduct-leads';
import { findActivePlans } from '../plans';
import {
  type ExportRow,
  findBilling,
  findBiography,
  findContactAccessesPage,
  findContactConsentsPage,
  findContactsPage,
  findInfoproducts,
  findLeadsPage,
  findLinksPage,
  findMailMessagesPage,
  findProfile,
  findProfileParts,
  findSegments,
  findShootingRecipientsPage,
  findShootings,
  findSmsMessagesPage,
  findUploads,
  type PageReader,
} from './data-queries';
import { README } from './readme';
import type { ZipWriter } from './zip-writer';

/** Rows read per statement for the CSV files: a page is a few hundred KiB, whatever the account's size. */
const PAGE = 2_000;

/**
 * Upload bytes carried in one ZIP (3 GiB): fflate writes no ZIP64, so the archive must stay under 4 GiB. The
 * uploads past it are listed in `arquivos.json` with their public address instead (decision 037).
 */
export const MAX_UPLOAD_BYTES_IN_ZIP = 3 * 1024 ** 3;

export interface AccountDataOptions {
  /** Called before each step; false stops the export (the account was deleted, another run took over). */
  step(step: DataExportStep): Promise<boolean>;
  /** Where uploads are served (`filesOrigin` of the files module): the address of an upload left out. */
  filesOrigin: string;
}

/** A CSV column: its header and how a row gives its value. */
type Column = [header: string, value: (row: ExportRow) => unknown];

const col = (name: string, map?: (value: unknown) => unknown): Column => [
  name,
  (row) => (map ? map(row[name]) : row[name]),
];

function cell(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function writeJson(zip: ZipWriter, name: string, value: unknown): void {
  const file = zip.text(name);
  file.write(`${JSON.stringify(value, null, 2)}\n`);
  file.end();
}

/** A CSV file (`;`-separated, like `leeds.csv`) read page by page. */
async function writeCsv(
  zip: ZipWriter,
  name: string,
  columns: readonly Column[],
  read: (after: number) => Promise<ExportRow[]>,
): Promise<number> {
  const file = zip.text(name);
  file.write(csvLine(columns.map(([header]) => header)));
  let after = 0;
  let count = 0;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0)
      file.write(rows.map((row) => csvLine(columns.map(([, value]) => cell(value(row))))).join(''));
    count += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) break;
    after = Number(last.id);
  }
  file.end();
  return count;
}

const pages = (db: Db, userId: number, reader: PageReader) => (after: number) =>
  reader(db, userId, after, PAGE);

const extensionOf = (key: unknown) => String(key).split('.').at(-1) ?? 'bin';

/**
 * Writes every area's data of `userId` into `zip` (the JSON and CSV files, decision 037) and answers the uploads
 * whose bytes the ZIP is to carry (added when it is downloaded). Null when `options.step` said stop.
 */
export async function writeAccountData(
  db: Db,
  userId: number,
  zip: ZipWriter,
  options: AccountDataOptions,
): Promise<{ uploads: DataExportUpload[] } | null> {
  const read = (reader: PageReader) => pages(db, userId, reader);

  if (!(await options.step('profile'))) return null;
  const readme = zip.text('LEIA-ME.txt');
  readme.write(README);
  readme.end();
  const profile = await findProfile(db, userId);
  writeJson(zip, 'perfil.json', { ...profile, ...(await findProfileParts(db, userId)) });

  if (!(await options.step('links'))) return null;
  await writeCsv(
    zip,
    'links.csv',
    [
      'id',
      'code',
      'url',
      'type',
      'tags',
      'active',
      'openGraphFields',
      'createdAt',
      'updatedAt',
      'deletedAt',
    ].map((name) => col(name)),
    read(findLinksPage),
  );

  if (!(await options.step('biography'))) return null;
  writeJson(zip, 'bio.json', await findBiography(db, userId));

  if (!(await options.step('infoproducts'))) return null;
  writeJson(zip, 'infoprodutos.json', await findInfoproducts(db, userId));

  if (!(await options.step('leads'))) return null;
  const plans = await findActivePlans(db, [userId]);
  const masked = !hasFeature({ plans: plans.get(userId) ?? [] }, 'infoproductPro');
  await writeCsv(
    zip,
    'leads.csv',
    [
      col('infoproductId'),
      col('email', (email) => (masked ? maskEmail(String(email)) : email)),
      col('answers'),
      col('createdAt'),
      col('updatedAt'),
      col('consentAt'),
      col('consentIp'),
      col('consentUserAgent'),
      col('consentText'),
    ],
    read(findLeadsPage),
  );

  if (!(await options.step('contacts'))) return null;
  await writeCsv(
    zip,
    'contatos.csv',
    ['id', 'number', 'status', 'code', 'tags', 'segments', 'properties', 'createdAt', 'updatedAt'].map(
      (name) => col(name),
    ),
    read(findContactsPage),
  );
  await writeCsv(
    zip,
    'consentimentos.csv',
    [
      'id',
      'contactId',
      'number',
      'fromStatus',
      'toStatus',
      'source',
      'business',
      'ip',
      'userAgent',
      'createdAt',
    ].map((name) => col(name)),
    read(findContactConsentsPage),
  );
  writeJson(zip, 'segmentos.json', await findSegments(db, userId));

  if (!(await options.step('campaigns'))) return null;
  writeJson(zip, 'disparos-sms.json', await findShootings(db, userId));
  await writeCsv(
    zip,
    'disparos-sms-destinatarios.csv',
    ['id', 'shootingId', 'number', 'state', 'deleted', 'smsSize', 'smsLimit', 'createdAt'].map((name) =>
      col(name),
    ),
    read(findShootingRecipientsPage),
  );
  await writeCsv(
    zip,
    'disparos-sms-acessos.csv',
    ['id', 'shootingId', 'number', 'code', 'createdAt'].map((name) => col(name)),
    read(findContactAccessesPage),
  );
  await writeCsv(
    zip,
    'sms-enviados.csv',
    ['id', 'kind', 'to', 'text', 'segments', 'status', 'createdAt', 'sentAt', 'deliveredAt'].map((name) =>
      col(name),
    ),
    read(findSmsMessagesPage),
  );

  if (!(await options.step('billing'))) return null;
  const billing = await findBilling(db, userId);
  writeJson(zip, 'assinaturas.json', billing.subscriptions);
  writeJson(zip, 'pagamentos.json', {
    payments: billing.payments,
    cards: billing.cards,
    payers: billing.payers,
  });
  writeJson(zip, 'recibos.json', billing.receipts);
  writeJson(zip, 'creditos.json', billing.credits);
  await writeCsv(
    zip,
    'e-mails.csv',
    ['id', 'to', 'subject', 'text', 'createdAt', 'sentAt'].map((name) => col(name)),
    read(findMailMessagesPage),
  );

  if (!(await options.step('uploads'))) return null;
  const uploads: DataExportUpload[] = [];
  const listed: ExportRow[] = [];
  const names = new Map<string, string>();
  let carried = 0;
  for (const row of await findUploads(db, userId)) {
    const key = String(row.key);
    const live = row.deletedAt === null;
    let file = names.get(key) ?? null;
    if (live && file === null && carried + Number(row.size) <= MAX_UPLOAD_BYTES_IN_ZIP) {
      file = `arquivos/${row.id}-${row.kind}.${extensionOf(key)}`;
      names.set(key, file);
      uploads.push({ key, name: file, size: Number(row.size) });
      carried += Number(row.size);
    }
    const { key: _key, ...rest } = row;
    listed.push({ ...rest, src: `${options.filesOrigin}/files/${key}`, fileInZip: live ? file : null });
  }
  writeJson(zip, 'arquivos.json', listed);
  return { uploads };
}
