import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clickRangeOf,
  dayEnd,
  dayStart,
  emptyFilters,
  filtersOf,
  type LinksView,
  listQuery,
  MANUAL_ORDER,
  parseLinksView,
  parseOrderBy,
  writeLinksView,
} from '../../src/components/links/links-view';

const parse = (query: string) => parseLinksView(new URLSearchParams(query));

describe('parseLinksView', () => {
  it('reads every query parameter of the links screen', () => {
    const view = parse(
      'page=2&text=promo&domain=example.com,shop.io&errorIn=0,1&typeIn=STANDARD,API&dateCreateIni=2026-01-01' +
        '&dateCreateEnd=2026-02-01&withClicks=true&clickDateRange=2026-03-01,2026-03-05' +
        `&orderBy=${encodeURIComponent('[{"field":"clicks","direction":"DESC"},{"field":"dateCreate","direction":"ASC"}]')}` +
        '&onlineAddressId=12&shortenedRecent=13&size=50',
    );
    expect(view).toEqual({
      page: 2,
      size: 50,
      text: 'promo',
      domain: ['example.com', 'shop.io'],
      errorIn: [0, 1],
      typeIn: ['STANDARD', 'API'],
      dateCreateIni: '2026-01-01',
      dateCreateEnd: '2026-02-01',
      withClicks: true,
      withoutClicks: false,
      clickDateRange: ['2026-03-01', '2026-03-05'],
      orderBy: [
        { field: 'clicks', direction: 'DESC' },
        { field: 'dateCreate', direction: 'ASC' },
      ],
      onlineAddressId: 12,
      shortenedRecent: 13,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({
      ...emptyFilters,
      page: 0,
      size: 10,
      orderBy: [],
      onlineAddressId: null,
      shortenedRecent: null,
    });
  });

  it('drops malformed and contradictory values instead of sending them to the API', () => {
    const view = parse(
      'page=-1&errorIn=3,0,9&typeIn=NOPE&dateCreateIni=1949-12-31&dateCreateEnd=2026-13-45' +
        '&withClicks=true&withoutClicks=true&orderBy=not-json&onlineAddressId=abc&shortenedRecent=0',
    );
    expect(view.page).toBe(0);
    // 'not verified' wins alone: it cannot be combined with the other statuses.
    expect(view.errorIn).toEqual([3]);
    expect(view.typeIn).toEqual([]);
    expect(view.dateCreateIni).toBeNull();
    expect(view.dateCreateEnd).toBeNull();
    expect(view.withClicks).toBe(true);
    expect(view.withoutClicks).toBe(false);
    expect(view.orderBy).toEqual([]);
    expect(view.onlineAddressId).toBeNull();
    expect(view.shortenedRecent).toBeNull();
  });

  it('drops a creation range whose end is before its start', () => {
    const view = parse('dateCreateIni=2026-05-02&dateCreateEnd=2026-05-01');
    expect(view.dateCreateIni).toBe('2026-05-02');
    expect(view.dateCreateEnd).toBeNull();
  });
});

describe('parseOrderBy', () => {
  it('keeps known fields and directions once each, in order', () => {
    expect(
      parseOrderBy(
        '[{"field":"clicks","direction":"ASC"},{"field":"clicks","direction":"DESC"},{"field":"code","direction":"ASC"},{"field":"dateCreate","direction":"up"}]',
      ),
    ).toEqual([{ field: 'clicks', direction: 'ASC' }]);
    expect(parseOrderBy('{"field":"clicks"}')).toEqual([]);
  });

  it('reads the manual (drag) order alone, whatever comes with it', () => {
    expect(
      parseOrderBy('[{"field":"clicks","direction":"DESC"},{"field":"position","direction":"ASC"}]'),
    ).toEqual([MANUAL_ORDER]);
    expect(parseOrderBy('[{"field":"position","direction":"DESC"}]')).toEqual([]);
  });
});

describe('page size', () => {
  it('takes 10, 50 or 100 from the URL and 10 for anything else', () => {
    expect(parse('size=100').size).toBe(100);
    expect(parse('size=20').size).toBe(10);
    expect(parse('size=abc').size).toBe(10);
  });

  it('writes a size other than 10 and sends it to the API', () => {
    const view = parse('size=50');
    expect(writeLinksView(view).get('size')).toBe('50');
    expect(writeLinksView(parse('size=10')).has('size')).toBe(false);
    expect(listQuery(view).size).toBe(50);
  });
});

describe('clickRangeOf', () => {
  it('doubles a single day and sorts a reversed range', () => {
    expect(clickRangeOf(['2026-03-04', null])).toEqual(['2026-03-04', '2026-03-04']);
    expect(clickRangeOf([null, '2026-03-04'])).toEqual(['2026-03-04', '2026-03-04']);
    expect(clickRangeOf(['2026-03-09', '2026-03-04'])).toEqual(['2026-03-04', '2026-03-09']);
    expect(clickRangeOf([null, null])).toBeNull();
  });
});

describe('writeLinksView', () => {
  it('round-trips through the URL and leaves defaults out', () => {
    const view = parse(
      `page=1&text=a&errorIn=1&withoutClicks=true&clickDateRange=2026-01-01,2026-01-02&orderBy=${encodeURIComponent('[{"field":"dateCreate","direction":"DESC"}]')}`,
    );
    const written = writeLinksView(view);
    expect(parseLinksView(written)).toEqual(view);
    expect(written.has('domain')).toBe(false);
    expect(written.has('withClicks')).toBe(false);
    expect(writeLinksView(parse('')).toString()).toBe('');
  });
});

describe('listQuery', () => {
  const base = parse('');

  it('asks for newest first by default, the manual order only when picked, and the picked keys otherwise', () => {
    expect(listQuery(base)).toEqual({ page: 0, size: 10, orderBy: 'dateCreate:DESC' });
    expect(listQuery({ ...base, orderBy: [MANUAL_ORDER] }).orderBy).toBe('position:ASC');
    const ordered: LinksView = {
      ...base,
      orderBy: [
        { field: 'clicks', direction: 'DESC' },
        { field: 'dateCreate', direction: 'ASC' },
      ],
    };
    expect(listQuery(ordered).orderBy).toBe('clicks:DESC,dateCreate:ASC');
  });

  it('sends days as the start and end of the local day', () => {
    const view = parse(
      'dateCreateIni=2026-01-01&dateCreateEnd=2026-01-31&clickDateRange=2026-02-03,2026-02-03',
    );
    const query = listQuery(view);
    expect(query.dateCreateIni).toBe(dayStart('2026-01-01'));
    expect(query.dateCreateEnd).toBe(dayEnd('2026-01-31'));
    expect(query.clickDateRange).toBe(`${dayStart('2026-02-03')},${dayEnd('2026-02-03')}`);
    expect(new Date(dayEnd('2026-01-31')).getTime() - new Date(dayStart('2026-01-31')).getTime()).toBe(
      86_400_000 - 1,
    );
  });

  it('counts the filters in use and leaves the paging and selection out of them', () => {
    const view = parse('page=3&text=x&domain=a.com&withClicks=true&onlineAddressId=4');
    expect(activeFilterCount(filtersOf(view))).toBe(3);
    expect(filtersOf(view)).not.toHaveProperty('page');
    expect(filtersOf(view)).not.toHaveProperty('onlineAddressId');
  });
});
