import { describe, expect, it } from 'vitest';
import { dashboardSession } from '../test-data';
import {
  cohortTitle,
  cutText,
  dayOfUnitLabel,
  formatDateRange,
  formatTime,
  missingAttendanceLabel,
  sessionRosterPath,
  unitLabel,
} from './format';

describe('dashboard formats', () => {
  it('shows date ranges, TBD without a date', () => {
    expect(formatDateRange(null, null)).toBe('TBD');
    expect(formatDateRange('2026-03-04', null)).toBe('Mar 4, 2026');
    expect(formatDateRange('2026-03-04', '2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDateRange('2026-03-04', '2026-03-05')).toBe('Mar 4 – Mar 5, 2026');
    expect(formatDateRange('2025-12-30', '2026-01-02')).toBe('Dec 30, 2025 – Jan 2, 2026');
  });

  it('shows wall-clock times in 12-hour form', () => {
    expect(formatTime('08:30')).toBe('8:30 AM');
    expect(formatTime('12:00:00')).toBe('12:00 PM');
    expect(formatTime('00:15')).toBe('12:15 AM');
    expect(formatTime('15:30:00')).toBe('3:30 PM');
    expect(formatTime(null)).toBeNull();
  });

  it('names units, their days and missing attendance', () => {
    expect(unitLabel('orientation')).toBe('Orientation');
    expect(unitLabel('2')).toBe('Unit 2');
    expect(dayOfUnitLabel({ day: 2, total_events_for_unit: 2 })).toBe('Day 2 of 2');
    expect(dayOfUnitLabel({ day: 1, total_events_for_unit: 1 })).toBeNull();
    expect(missingAttendanceLabel({ event_id: 1, unit_id: '2', day: 1, date: '2026-03-04' })).toBe('Unit 2 Day 1 (Mar 4, 2026)');
  });

  it('shows the cohort by name or city, cuts long text and builds the roster address', () => {
    const session = dashboardSession();
    expect(cohortTitle(session.cohort, false)).toBe('NY Albany EDP 2025 #1');
    expect(cohortTitle(session.cohort, true)).toBe('Albany, NY');
    expect(cutText('abcdef', 4)).toBe('abcd…');
    expect(cutText('abcd', 4)).toBe('abcd');
    expect(sessionRosterPath(dashboardSession({ unit_id: 'orientation' }))).toBe(
      '/dashboard/cohort/11/event/301/unit/orientation/cohort/5011',
    );
  });
});
