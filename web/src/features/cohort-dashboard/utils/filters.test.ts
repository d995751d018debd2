import { DEFAULT_PAST_YEAR } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { emptyFilters, fromOf, hasAppliedFilters, restoreFilters } from './filters';

describe('dashboard filters', () => {
  it('restores a partial saved filter over the defaults', () => {
    expect(restoreFilters(null)).toEqual(emptyFilters());
    expect(restoreFilters({ courses: [39] })).toEqual({ ...emptyFilters(), courses: [39] });
    expect(emptyFilters()).toMatchObject({ past_year: DEFAULT_PAST_YEAR, retain_filter: true, check_past: false, participants: null });
  });

  it('counts as applied any narrowing field, not the past switch or the keep preference', () => {
    expect(hasAppliedFilters(emptyFilters())).toBe(false);
    expect(hasAppliedFilters({ ...emptyFilters(), check_past: true, retain_filter: false })).toBe(false);
    expect(hasAppliedFilters({ ...emptyFilters(), contract: '   ' })).toBe(false);
    expect(hasAppliedFilters({ ...emptyFilters(), units: ['orientation'] })).toBe(true);
    expect(hasAppliedFilters({ ...emptyFilters(), participants: 'with' })).toBe(true);
    expect(hasAppliedFilters({ ...emptyFilters(), materials: 'sent' })).toBe(true);
    expect(hasAppliedFilters({ ...emptyFilters(), past_year: 2020 })).toBe(true);
  });

  it('lists past sessions when check_past is on', () => {
    expect(fromOf(emptyFilters())).toBe('today');
    expect(fromOf({ ...emptyFilters(), check_past: true })).toBe('past');
  });
});
