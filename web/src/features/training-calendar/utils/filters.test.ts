import { describe, expect, it } from 'vitest';
import { EMPTY_CALENDAR_FILTERS, hasListFilters, toCalendarFilters } from './filters';

describe('calendar filters', () => {
  it('reads saved filters, defaulting what is missing or not of the calendar', () => {
    expect(toCalendarFilters(null)).toEqual(EMPTY_CALENDAR_FILTERS);
    expect(toCalendarFilters({ courses: [39, 'x', -1], states: [36], unit: '5', meeting_types: ['virtual'] })).toEqual({
      courses: [39],
      types: [],
      states: [36],
      facilitators: [],
      unit: '5',
    });
    expect(toCalendarFilters({ unit: '3' }).unit).toBeNull();
  });

  it('counts the list filters as chosen, not the unit schedule', () => {
    expect(hasListFilters({ ...EMPTY_CALENDAR_FILTERS, unit: '4' })).toBe(false);
    expect(hasListFilters({ ...EMPTY_CALENDAR_FILTERS, facilitators: [7] })).toBe(true);
  });
});
