import type { ParseResult, Parser } from 'papaparse';
import { type ContactRow, createRow, propertyNameProblem, sortInvalidLast } from './contact-rows';

/**
 * The CSV import of contacts (spec 002 §4, §9): `;` separates the columns number, segments, tags, then one
 * column per property named by its header (the template: number;segments;tags;name;age); within a cell,
 * segments and tags are separated by `,`. Rows are checked in groups of 100, giving the page a turn when a
 * group has taken long enough, so a file of 100,000 rows keeps the page responsive while it reports progress.
 * papaparse is imported when a file is chosen, not with the page.
 */

export const CSV_SEPARATOR = ';';
/** Rows checked between progress reports (spec 002 §4: "parsed in chunks of 100 rows"). */
export const CSV_CHUNK_ROWS = 100;
/** Bytes papaparse reads at a time. */
const READ_CHUNK_BYTES = 256 * 1024;
/** Work done before the page gets a turn (a frame is 16 ms). */
const TURN_MS = 12;

export const TEMPLATE_FILE_NAME = 'modelo-contatos.csv';
export const TEMPLATE_COLUMNS = ['number', 'segments', 'tags', 'name', 'age'] as const;

/** The template the "baixar modelo" button downloads: UTF-8 with a BOM (Excel reads accents), two examples. */
export function contactsTemplateCsv(): string {
  const lines = [
    TEMPLATE_COLUMNS.join(CSV_SEPARATOR),
    '5511987654321;Clientes,VIP;promoção,black friday;Ana;32',
    '5521998765432;Clientes;;Bruno;45',
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

export interface CsvProgress {
  /** Data rows read so far. */
  rows: number;
  /** 0 to 1, by bytes (files) or characters (text) read. */
  fraction: number;
}

export interface ParsedContacts {
  /** Every non-empty data row, those the contract refuses last. */
  rows: ContactRow[];
  /** Property names taken from the header, in order. */
  properties: string[];
  /** Headers after the third column that cannot name a property (left out of every row). */
  ignoredColumns: string[];
  /** Whether the first line was taken as the header. */
  hasHeader: boolean;
}

export interface ParseOptions {
  onProgress?(progress: CsvProgress): void;
  signal?: AbortSignal;
}

/** A header's first cell names a column; a data row's first cell is a phone number, which has digits. */
function isHeader(cells: readonly string[]): boolean {
  return !/\d/.test(cells[0] ?? '');
}

const yieldToPage = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

class ImportAborted extends Error {
  constructor() {
    super('import aborted');
    this.name = 'AbortError';
  }
}

/** Whether an error is the import being cancelled through its signal. */
export function isImportAborted(error: unknown): boolean {
  return error instanceof ImportAborted;
}

/** Reads contacts from a CSV file (or its text); rejects with an AbortError when `signal` aborts. */
export async function parseContactsCsv(
  input: File | string,
  { onProgress, signal }: ParseOptions = {},
): Promise<ParsedContacts> {
  const { default: Papa } = await import('papaparse');
  const total = typeof input === 'string' ? input.length : input.size;
  const rows: ContactRow[] = [];
  let header: string[] | null | undefined;
  let properties: { name: string; column: number }[] = [];
  const ignoredColumns: string[] = [];
  let lastTurn = performance.now();

  const readHeader = (cells: string[]) => {
    header = isHeader(cells) ? cells : null;
    if (!header) return;
    const seen = new Set<string>();
    properties = [];
    header.slice(3).forEach((cell, offset) => {
      const name = cell.trim();
      if (name === '' || propertyNameProblem(name) !== null || seen.has(name)) {
        ignoredColumns.push(name === '' ? `#${offset + 4}` : name);
        return;
      }
      seen.add(name);
      properties.push({ name, column: offset + 3 });
    });
  };

  const toRow = (cells: string[]): ContactRow | null => {
    if (cells.every((cell) => cell.trim() === '')) return null;
    const values: Record<string, string> = {};
    for (const { name, column } of properties) {
      const value = cells[column]?.trim() ?? '';
      if (value !== '') values[name] = value;
    }
    return createRow({
      number: cells[0]?.trim() ?? '',
      segments: cells[1] ?? '',
      tags: cells[2] ?? '',
      properties: values,
    });
  };

  /** Data rows read but not yet checked: they are checked 100 at a time, whatever papaparse's chunks hold. */
  let pending: string[][] = [];

  const checkGroups = async (cursor: number, flush: boolean) => {
    let start = 0;
    while (pending.length - start >= CSV_CHUNK_ROWS || (flush && start < pending.length)) {
      if (signal?.aborted) throw new ImportAborted();
      for (const cells of pending.slice(start, start + CSV_CHUNK_ROWS)) {
        const row = toRow(cells);
        if (row) rows.push(row);
      }
      start += CSV_CHUNK_ROWS;
      if (performance.now() - lastTurn >= TURN_MS) {
        onProgress?.({ rows: rows.length, fraction: total === 0 ? 1 : Math.min(1, cursor / total) });
        await yieldToPage();
        lastTurn = performance.now();
      }
    }
    pending = pending.slice(start);
  };

  const takeChunk = async (data: string[][], cursor: number) => {
    for (const cells of data) {
      if (header === undefined) {
        if (cells[0] !== undefined) cells[0] = cells[0].replace(/^\ufeff/, '');
        readHeader(cells);
        if (header) continue;
      }
      pending.push(cells);
    }
    await checkGroups(cursor, false);
  };

  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      reject(error);
    };
    Papa.parse<string[]>(input as File, {
      delimiter: CSV_SEPARATOR,
      skipEmptyLines: 'greedy',
      chunkSize: READ_CHUNK_BYTES,
      chunk: (results: ParseResult<string[]>, parser: Parser) => {
        parser.pause();
        takeChunk(results.data, results.meta.cursor).then(
          () => parser.resume(),
          (error: unknown) => {
            fail(error);
            parser.abort();
          },
        );
      },
      complete: () => {
        if (!failed) resolve();
      },
      error: (error: Error) => fail(error),
    });
  });
  if (signal?.aborted) throw new ImportAborted();
  await checkGroups(total, true);
  onProgress?.({ rows: rows.length, fraction: 1 });
  return {
    rows: sortInvalidLast(rows),
    properties: properties.map((property) => property.name),
    ignoredColumns,
    hasHeader: header !== null && header !== undefined,
  };
}
