import { describe, expect, it } from 'vitest';
import {
  emptyContactsFilters,
  hasFilters,
  listQuery,
  parseContactsView,
  writeContactsView,
} from '../src/components/contacts/contacts-view';

describe('contacts-view (the address of the contacts screen)', () => {
  it('reads every parameter of spec 002 §2 and writes the same address back', () => {
    const address =
      'page=2&status=OPT_IN&text=ana&tags=vip%2Ccliente&segments=4%2C9&properties=nome&tagsExclusive=true&segmentsExclusive=true&propertiesExclusive=true&select=12';
    const view = parseContactsView(new URLSearchParams(address));
    expect(view).toEqual({
      page: 2,
      status: 'OPT_IN',
      text: 'ana',
      tags: ['vip', 'cliente'],
      segments: [4, 9],
      properties: ['nome'],
      tagsExclusive: true,
      segmentsExclusive: true,
      propertiesExclusive: true,
      select: 12,
    });
    expect(writeContactsView(view).toString()).toBe(address);
  });

  it('drops malformed values and leaves defaults out of the address', () => {
    const view = parseContactsView(
      new URLSearchParams('page=-1&status=NOPE&segments=a,0,7&select=x&tags=%2C%2C&tagsExclusive=1'),
    );
    expect(view).toEqual({ ...emptyContactsFilters, page: 0, segments: [7], select: null });
    expect(writeContactsView({ ...view, segments: [] }).toString()).toBe('');
  });

  it('builds the list call: 10 a page, newest first, exclusive flags only with their values', () => {
    const view = parseContactsView(
      new URLSearchParams('page=1&tags=vip&tagsExclusive=true&segmentsExclusive=true&text=%20ana%20'),
    );
    expect(listQuery(view)).toEqual({
      page: 1,
      size: 10,
      orderBy: 'dateCreate:DESC',
      embedSegments: true,
      text: 'ana',
      tags: 'vip',
      tagsExclusive: true,
    });
    expect(hasFilters(view)).toBe(true);
    expect(hasFilters(emptyContactsFilters)).toBe(false);
  });
});
