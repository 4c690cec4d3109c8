import type { Page } from '@atalho/sdk/schemas';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors';

export interface PageRequest {
  /** 0-based page number. */
  page: number;
  size: number;
}

/** Builds the spec's page object from one page of rows and the total count. */
export function toPage<T>(content: T[], totalElements: number, { page, size }: PageRequest): Page<T> {
  const totalPages = size > 0 ? Math.ceil(totalElements / size) : 0;
  return {
    content,
    totalElements,
    totalPages,
    number: page,
    size,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
  };
}

export type SortDirection = 'ASC' | 'DESC';

export interface SortField<F extends string> {
  field: F;
  direction: SortDirection;
}

/**
 * Parses `orderBy=field:DESC,other:ASC` (direction optional, ASC by default) against the route's whitelist.
 * An unknown field is a 400 `invalid`; duplicates keep the first occurrence.
 */
export function parseOrderBy<F extends string>(
  orderBy: string | undefined,
  allowed: readonly F[],
  fallback: readonly SortField<F>[] = [],
): SortField<F>[] {
  if (!orderBy) return [...fallback];
  const seen = new Set<string>();
  const fields: SortField<F>[] = [];
  for (const part of orderBy.split(',')) {
    const [name = '', dir = 'ASC'] = part.trim().split(':');
    const field = allowed.find((candidate) => candidate === name);
    const direction = dir.toUpperCase();
    if (!field || (direction !== 'ASC' && direction !== 'DESC')) throw new AppError(400, ['invalid']);
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, direction });
  }
  return fields;
}

/** Maps parsed sort fields to Drizzle `ORDER BY` expressions through the route's column map. */
export function orderByColumns<F extends string>(
  fields: readonly SortField<F>[],
  columns: Record<F, AnyPgColumn | SQL>,
): SQL[] {
  return fields.map(({ field, direction }) =>
    direction === 'DESC' ? desc(columns[field]) : asc(columns[field]),
  );
}
