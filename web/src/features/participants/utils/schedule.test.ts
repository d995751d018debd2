import type { ScheduleEvent } from '@shared/participants/types';
import * as MESSAGES from '@shared/texts/general';
import { describe, expect, it } from 'vitest';
import { scheduleEvent } from '../test-data';
import {
  attendanceMessage,
  attendanceState,
  eventStart,
  formatDate,
  formatPercent,
  formatTimeRange,
  groupByYear,
  initialScrollIndex,
  sortEvents,
  unitLabel,
} from './schedule';

const at = (iso: string) => new Date(iso);

describe('attendance message per event (spec 01 §4)', () => {
  const now = at('2026-05-20T16:00:00Z'); // 12:00 in New York

  it('shows nothing for orientation, even when attendance was recorded', () => {
    const e = scheduleEvent({ unit_id: 'orientation', start_date: '2026-01-06', attendance: { attendance: '1', date: '2026-01-06' } });
    expect(attendanceState(e, now)).toBeNull();
    expect(unitLabel(e)).toBe('Orientation');
  });

  it('shows the recorded attendance of a past event', () => {
    expect(attendanceMessage(scheduleEvent({ start_date: '2026-02-03', attendance: { attendance: '1', date: '2026-02-03' } }), now)).toBe(
      MESSAGES.attendancePresent,
    );
    expect(attendanceMessage(scheduleEvent({ start_date: '2026-02-04', attendance: { attendance: '0', date: '2026-02-04' } }), now)).toBe(
      MESSAGES.attendanceAbsent,
    );
    expect(attendanceMessage(scheduleEvent({ start_date: '2026-02-05', attendance: null }), now)).toBe(MESSAGES.attendanceNotRecorded);
  });

  it('an event that started today without a record says so; later today shows nothing', () => {
    expect(attendanceMessage(scheduleEvent({ start_date: '2026-05-20', start_time: '08:30', attendance: null }), now)).toBe(
      MESSAGES.attendanceNotRecorded,
    );
    expect(attendanceMessage(scheduleEvent({ start_date: '2026-05-20', start_time: '12:30', attendance: null }), now)).toBeNull();
  });

  it('future and TBD events show nothing', () => {
    expect(attendanceState(scheduleEvent({ start_date: '2026-05-21', start_time: '08:30' }), now)).toBeNull();
    expect(attendanceState(scheduleEvent({ start_date: null, start_time: null, end_time: null }), now)).toBeNull();
  });

  it('uses New York time across the spring daylight-saving change (2026-03-08)', () => {
    // 08:30 EDT on the change day is 12:30 UTC; under EST it would be 13:30 UTC.
    const e = scheduleEvent({ start_date: '2026-03-08', start_time: '08:30', attendance: null });
    expect(eventStart(e)?.toISOString()).toBe('2026-03-08T12:30:00.000Z');
    expect(attendanceState(e, at('2026-03-08T12:15:00Z'))).toBeNull();
    expect(attendanceState(e, at('2026-03-08T12:45:00Z'))).toBe('not_recorded');
  });

  it('uses New York time across the autumn change (2026-11-01)', () => {
    const e = scheduleEvent({ start_date: '2026-11-01', start_time: '08:30', attendance: null });
    expect(eventStart(e)?.toISOString()).toBe('2026-11-01T13:30:00.000Z');
    expect(attendanceState(e, at('2026-11-01T13:00:00Z'))).toBeNull();
  });
});

describe('order, year groups and scroll target', () => {
  const events: ScheduleEvent[] = [
    scheduleEvent({ id: 6, unit_id: '4', start_date: null, start_time: null, end_time: null }),
    scheduleEvent({ id: 3, unit_id: '2', day: 1, start_date: '2026-01-13' }),
    scheduleEvent({ id: 1, unit_id: 'orientation', start_date: '2025-11-04' }),
    scheduleEvent({ id: 4, unit_id: '2', day: 2, start_date: '2026-01-14' }),
    scheduleEvent({ id: 2, unit_id: '1', day: 1, start_date: '2025-12-02' }),
    scheduleEvent({ id: 5, unit_id: '3', day: 1, start_date: '2026-03-10' }),
  ];
  const sorted = sortEvents(events);

  it('sorts by date with TBD last, and groups by year', () => {
    expect(sorted.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(groupByYear(sorted).map((g) => [g.label, g.entries.map((x) => x.index)])).toEqual([
      ['2025', [0, 1]],
      ['2026', [2, 3, 4]],
      ['TBD', [5]],
    ]);
  });

  it('scrolls to two entries before the first event on or after today (New York)', () => {
    expect(initialScrollIndex(sorted, at('2026-03-01T15:00:00Z'))).toBe(2); // first upcoming: index 4
    expect(initialScrollIndex(sorted, at('2025-11-20T15:00:00Z'))).toBe(0); // index 1 → clamped
    // 02:00 UTC on 14 Jan is still 13 Jan in New York: the 13 Jan event counts as today.
    expect(initialScrollIndex(sorted, at('2026-01-14T02:00:00Z'))).toBe(0);
    expect(initialScrollIndex(sorted, at('2026-01-14T06:00:00Z'))).toBe(1);
    expect(initialScrollIndex(sorted, at('2026-04-01T15:00:00Z'))).toBeNull();
  });
});

describe('formatting', () => {
  it('formats calendar dates without a zone shift, times, TBD and percentages', () => {
    expect(formatDate('2026-03-08')).toBe('Sun, Mar 8, 2026');
    expect(formatDate(null)).toBe('TBD');
    expect(formatTimeRange(scheduleEvent({ start_date: '2026-03-08', start_time: '08:30:00', end_time: '15:30' }))).toBe(
      '8:30 AM – 3:30 PM ET',
    );
    expect(formatTimeRange(scheduleEvent({ start_date: '2026-03-08', start_time: '12:00', end_time: '00:15' }))).toBe(
      '12:00 PM – 12:15 AM ET',
    );
    expect(formatTimeRange(scheduleEvent({ start_date: null }))).toBe('TBD');
    expect(formatPercent(83.3333)).toBe('83.3%');
    expect(formatPercent(100)).toBe('100%');
  });
});
