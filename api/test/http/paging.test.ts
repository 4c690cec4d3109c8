import { PagingQuery } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseOrderBy, toPage } from '../../src/http/paging';

describe('paging', () => {
  it('builds the page object, 0-based', () => {
    expect(toPage(['a', 'b'], 5, { page: 0, size: 2 })).toEqual({
      content: ['a', 'b'],
      totalElements: 5,
      totalPages: 3,
      number: 0,
      size: 2,
      first: true,
      last: false,
      empty: false,
    });
    expect(toPage([], 0, { page: 0, size: 10 })).toMatchObject({
      totalPages: 0,
      first: true,
      last: true,
      empty: true,
    });
    expect(toPage(['e'], 5, { page: 2, size: 2 })).toMatchObject({ first: false, last: true });
  });

  it('parses orderBy against a whitelist', () => {
    const allowed = ['dateCreate', 'clicks', 'type'] as const;
    expect(parseOrderBy('type,dateCreate:DESC,clicks:asc', allowed)).toEqual([
      { field: 'type', direction: 'ASC' },
      { field: 'dateCreate', direction: 'DESC' },
      { field: 'clicks', direction: 'ASC' },
    ]);
    expect(parseOrderBy(undefined, allowed, [{ field: 'dateCreate', direction: 'DESC' }])).toEqual([
      { field: 'dateCreate', direction: 'DESC' },
    ]);
    expect(() => parseOrderBy('password:ASC', allowed)).toThrow();
    expect(() => parseOrderBy('clicks:SIDEWAYS', allowed)).toThrow();
  });

  it('reads page, size and orderBy from the query string with defaults and limits', () => {
    expect(v.parse(PagingQuery, {})).toEqual({ page: 0, size: 10 });
    expect(v.parse(PagingQuery, { page: '3', size: '50', orderBy: 'total:desc', extra: 'x' })).toEqual({
      page: 3,
      size: 50,
      orderBy: 'total:desc',
    });
    expect(v.safeParse(PagingQuery, { size: '1000' }).success).toBe(false);
    expect(v.safeParse(PagingQuery, { page: '-1' }).success).toBe(false);
    expect(v.safeParse(PagingQuery, { orderBy: 'a;drop table' }).success).toBe(false);
  });
});
