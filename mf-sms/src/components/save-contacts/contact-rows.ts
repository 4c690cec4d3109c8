import {
  type ContactBody,
  contactBody,
  normalizeContactNumber,
  propertyInput,
  SMS_LIMITS,
} from '@atalho/sdk/sms';
import * as v from 'valibot';

/**
 * The batch editor's rows (spec 002 §2 "Save contacts", §5 Contacts): what the owner typed or the CSV held,
 * checked against the contract's `contactBody` as it changes, so a list of 100,000 rows is never validated
 * again as a whole.
 */

export type RowField = 'number' | 'segments' | 'tags' | 'properties';

/** The first thing the contract refuses in a row: the field, the message key, and for properties its name. */
export interface RowProblem {
  field: RowField;
  key: string;
  property?: string;
}

export interface ContactRow {
  /** Stable within the page (React keys, edits). */
  id: number;
  number: string;
  /** Names separated by commas, as typed. */
  segments: string;
  tags: string;
  /** Values by property name; an empty value is not sent. */
  properties: Readonly<Record<string, string>>;
  /** null when the contract takes the row (a blank row has none either: see `isBlankRow`). */
  problem: RowProblem | null;
}

export type RowInput = Omit<ContactRow, 'id' | 'problem'>;

let lastRowId = 0;

const fields: ReadonlySet<string> = new Set(['number', 'segments', 'tags', 'properties']);

/** Comma-separated names, trimmed, without empty parts or repeats. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/** The row as POST /contacts/all takes it (before the contract's own trimming and normalizing). */
export function contactBodyOf(row: RowInput): ContactBody {
  return {
    number: row.number,
    segments: splitList(row.segments).map((name) => ({ name })),
    tags: row.tags,
    properties: Object.entries(row.properties)
      .filter(([, value]) => value.trim() !== '')
      .map(([name, value]) => ({ name, value })),
  };
}

export function isBlankRow(row: RowInput): boolean {
  return (
    row.number.trim() === '' &&
    row.segments.trim() === '' &&
    row.tags.trim() === '' &&
    Object.values(row.properties).every((value) => value.trim() === '')
  );
}

/** What the contract says of the row, or null when it takes it. */
export function rowProblem(row: RowInput): RowProblem | null {
  const body = contactBodyOf(row);
  const result = v.safeParse(contactBody, body);
  if (result.success) return null;
  const [issue] = result.issues;
  const [first, index] = issue.path ?? [];
  const field = typeof first?.key === 'string' && fields.has(first.key) ? (first.key as RowField) : 'number';
  const problem: RowProblem = { field, key: issue.message };
  if (field === 'properties' && typeof index?.key === 'number') {
    problem.property = body.properties?.[index.key]?.name;
  }
  return problem;
}

/** A new row with its id and its contract check. */
export function createRow(input: Partial<RowInput> = {}): ContactRow {
  const row: RowInput = {
    number: input.number ?? '',
    segments: input.segments ?? '',
    tags: input.tags ?? '',
    properties: input.properties ?? {},
  };
  lastRowId += 1;
  return { ...row, id: lastRowId, problem: isBlankRow(row) ? null : rowProblem(row) };
}

/** The row with some fields changed, checked again. */
export function updateRow(row: ContactRow, change: Partial<RowInput>): ContactRow {
  const next: RowInput = {
    number: change.number ?? row.number,
    segments: change.segments ?? row.segments,
    tags: change.tags ?? row.tags,
    properties: change.properties ?? row.properties,
  };
  return { ...next, id: row.id, problem: isBlankRow(next) ? null : rowProblem(next) };
}

/**
 * Rows whose number an earlier row already has (compared as the API stores it, formatting dropped): the
 * API refuses a save that repeats a number (`exitsRepeatNumber`), so the first one stays and these are flagged.
 */
export function findRepeatedRows(rows: readonly ContactRow[]): ReadonlySet<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  for (const row of rows) {
    const number = normalizeContactNumber(row.number);
    if (number === '') continue;
    if (seen.has(number)) repeated.add(row.id);
    else seen.add(number);
  }
  return repeated;
}

/** The list with the rows the contract refuses moved to the end, each group in its order (spec 002 §4). */
export function sortInvalidLast<T extends { problem: RowProblem | null }>(rows: readonly T[]): T[] {
  const valid: T[] = [];
  const invalid: T[] = [];
  for (const row of rows) (row.problem ? invalid : valid).push(row);
  return valid.concat(invalid);
}

/** Rows are shown 100 at a time ("lotes", spec 002 §4): only the current lot is rendered. */
export const LOT_SIZE = 100;

export function lotCount(total: number, size = LOT_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The rows of lot `lot` (0-based). */
export function lotOf<T>(rows: readonly T[], lot: number, size = LOT_SIZE): T[] {
  return rows.slice(lot * size, (lot + 1) * size);
}

/** The lot a row index falls in. */
export function lotOfIndex(index: number, size = LOT_SIZE): number {
  return Math.floor(Math.max(0, index) / size);
}

export interface RowsSummary {
  /** Rows that would be sent. */
  valid: number;
  /** Rows the contract refuses. */
  invalid: number;
  /** Rows repeating an earlier number (and otherwise valid). */
  repeated: number;
  /** Empty rows: left out of the save, never flagged. */
  blank: number;
}

export function summarizeRows(rows: readonly ContactRow[], repeated: ReadonlySet<number>): RowsSummary {
  const summary: RowsSummary = { valid: 0, invalid: 0, repeated: 0, blank: 0 };
  for (const row of rows) {
    if (row.problem) summary.invalid += 1;
    else if (isBlankRow(row)) summary.blank += 1;
    else if (repeated.has(row.id)) summary.repeated += 1;
    else summary.valid += 1;
  }
  return summary;
}

/** The list without the rows the contract refuses ("remover inválidos"). Blank rows go too. */
export function withoutInvalid(rows: readonly ContactRow[]): ContactRow[] {
  return rows.filter((row) => !row.problem && !isBlankRow(row));
}

/** The list without the rows repeating an earlier number ("excluir repetidos"). */
export function withoutRepeated(rows: readonly ContactRow[]): ContactRow[] {
  const repeated = findRepeatedRows(rows);
  return rows.filter((row) => !repeated.has(row.id));
}

/** The message key of a property name the contract refuses, or null (letters, digits and `_`; 30 at most). */
export function propertyNameProblem(name: string): string | null {
  const result = v.safeParse(propertyInput.entries.name, name);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** How many properties a row may carry, for the column editor. */
export const MAX_PROPERTIES = SMS_LIMITS.propertiesPerContact;
