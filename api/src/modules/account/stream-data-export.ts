import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { dataExportFileName } from '@atalho/sdk/schemas/account';
import { unzipSync } from 'fflate';
import { AppError, notFound } from '../../errors';
import type { AccountDeps } from './deps';
import { findOwnedDataExport } from './queries';
import { ZipWriter } from './zip-writer';

/** The answer's body and file name. */
export interface DataExportDownload {
  fileName: string;
  body: Readable;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * GET /api/v1/account/data-exports/{id}/file (decision 037): the owner's ready export as one ZIP, streamed from
 * its stored parts: the JSON and CSV files the job stored, then each upload's bytes read from storage, so a large
 * account's files are never copied into a second stored archive. 404 for an export that is not the user's, is
 * gone or expired; 409 `data.export.not.ready` while the job runs. An upload whose bytes went since the export was
 * made is listed in `arquivos/AUSENTES.txt`.
 */
export async function streamDataExport(
  deps: AccountDeps,
  userId: number,
  id: number,
  now: Date,
): Promise<DataExportDownload> {
  const row = await findOwnedDataExport(deps.db, userId, id);
  if (!row || (row.expiresAt && row.expiresAt <= now) || row.status === 'failed') throw notFound();
  if (row.status !== 'ready' || !row.key) throw new AppError(409, ['data.export.not.ready']);
  const stored = await deps.storage.get(row.key);
  if (!stored) throw notFound();
  const files = unzipSync(new Uint8Array(await readAll(stored.body)));

  const out = new PassThrough();
  const zip = new ZipWriter((chunk) => out.write(chunk), row.readyAt ?? row.createdAt);
  const drained = async () => {
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    return !out.destroyed;
  };
  const produce = async () => {
    for (const [name, bytes] of Object.entries(files)) {
      const file = zip.text(name);
      file.write(bytes);
      file.end();
      if (!(await drained())) return;
    }
    const missing: string[] = [];
    for (const upload of row.uploads ?? []) {
      const object = await deps.storage.get(upload.key);
      if (!object) {
        missing.push(upload.name);
        continue;
      }
      const file = zip.stored(upload.name);
      for await (const chunk of object.body) {
        file.write(chunk as Uint8Array);
        if (!(await drained())) {
          object.body.destroy();
          return;
        }
      }
      file.end();
    }
    if (missing.length > 0) {
      const note = zip.text('arquivos/AUSENTES.txt');
      note.write(`Estes arquivos foram excluídos depois que a cópia foi gerada:\n${missing.join('\n')}\n`);
      note.end();
    }
    zip.end();
    out.end();
  };
  produce().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return { fileName: dataExportFileName(row.createdAt.toISOString()), body: out };
}
