import { describe, expect, it } from 'vitest';
import {
  dateRangeIssue,
  isOrderedBy,
  pickOrder,
  todayOf,
  toggleClicks,
  toggleOrder,
  toggleSituation,
} from '../../src/components/links/filter-rules';
import { MANUAL_ORDER } from '../../src/components/links/links-view';

describe('situation filter (spec 001 §4)', () => {
  it('combines regular and irregular', () => {
    expect(toggleSituation([0], 1)).toEqual([0, 1]);
    expect(toggleSituation([0, 1], 0)).toEqual([1]);
  });

  it("makes 'not verified' exclusive with the other two, both ways", () => {
    expect(toggleSituation([0, 1], 3)).toEqual([3]);
    expect(toggleSituation([3], 0)).toEqual([0]);
    expect(toggleSituation([3], 3)).toEqual([]);
  });
});

describe('views filter', () => {
  it('keeps with and without clicks mutually exclusive', () => {
    const none = { withClicks: false, withoutClicks: false };
    const withClicks = toggleClicks(none, 'withClicks');
    expect(withClicks).toEqual({ withClicks: true, withoutClicks: false });
    expect(toggleClicks(withClicks, 'withoutClicks')).toEqual({ withClicks: false, withoutClicks: true });
    expect(toggleClicks(withClicks, 'withClicks')).toEqual(none);
  });
});

describe('date rules (spec 001 §5)', () => {
  const today = '2026-11-22';

  it('accepts empty sides and a range in order up to today', () => {
    expect(dateRangeIssue(null, null, today)).toBeNull();
    expect(dateRangeIssue('1950-01-01', today, today)).toBeNull();
    expect(dateRangeIssue('2026-11-22', '2026-11-22', today)).toBeNull();
  });

  it('refuses a day before 1950, a day after today and a start after the end', () => {
    expect(dateRangeIssue('1949-12-31', null, today)).toBe('dateTooEarly');
    expect(dateRangeIssue(null, '2026-11-23', today)).toBe('dateAfterToday');
    expect(dateRangeIssue('2026-05-02', '2026-05-01', today)).toBe('dateRangeInverted');
  });

  it('writes today as the local calendar day', () => {
    expect(todayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('ordering menu', () => {
  it('adds keys in the order picked, swaps a direction in place and removes on a second pick', () => {
    const first = toggleOrder([], 'clicks', 'DESC');
    const second = toggleOrder(first, 'dateCreate', 'ASC');
    expect(second).toEqual([
      { field: 'clicks', direction: 'DESC' },
      { field: 'dateCreate', direction: 'ASC' },
    ]);
    expect(toggleOrder(second, 'clicks', 'ASC')).toEqual([
      { field: 'clicks', direction: 'ASC' },
      { field: 'dateCreate', direction: 'ASC' },
    ]);
    expect(toggleOrder(second, 'clicks', 'DESC')).toEqual([{ field: 'dateCreate', direction: 'ASC' }]);
    expect(isOrderedBy(second, 'dateCreate', 'ASC')).toBe(true);
    expect(isOrderedBy(second, 'dateCreate', 'DESC')).toBe(false);
  });

  it('shows newest first when nothing is picked and keeps that default out of the URL', () => {
    expect(isOrderedBy([], 'dateCreate', 'DESC')).toBe(true);
    // Newest first again is still the default; oldest first replaces it; clicks come instead of it.
    expect(pickOrder([], 'dateCreate', 'DESC')).toEqual([]);
    expect(pickOrder([], 'dateCreate', 'ASC')).toEqual([{ field: 'dateCreate', direction: 'ASC' }]);
    expect(pickOrder([], 'clicks', 'DESC')).toEqual([{ field: 'clicks', direction: 'DESC' }]);
    expect(pickOrder([{ field: 'dateCreate', direction: 'ASC' }], 'dateCreate', 'DESC')).toEqual([]);
  });

  it('leaves the manual order when a date or clicks order is picked', () => {
    expect(isOrderedBy([MANUAL_ORDER], 'dateCreate', 'DESC')).toBe(false);
    expect(pickOrder([MANUAL_ORDER], 'clicks', 'ASC')).toEqual([{ field: 'clicks', direction: 'ASC' }]);
  });
});
