import { describe, expect, it } from 'vitest';
import type { CancelledDayRecord, EventRecord } from './cohorts.ts';
import { recentlyCancelled, reviseDays } from './day-revisions.ts';

const day = (id: number, start_date: string, extra: Partial<EventRecord> = {}): EventRecord => ({
  id,
  cohort_id: 1,
  unit_id: '1',
  day: id,
  type_event: 'two_day',
  start_date,
  end_date: start_date,
  start_time: '09:00',
  end_time: '15:00',
  url_unit_evaluation: null,
  meeting_type: 'zoom',
  ...extra,
});
const AT = '2026-11-29T12:00:00.000Z';

describe('reviseDays', () => {
  it('raises the revision of a day moved, taken off or put back, and of nothing else', () => {
    const before = [
      day(1, '2026-12-01'),
      day(2, '2026-12-02', { sequence: 2 }),
      day(3, '2026-12-03'),
      day(4, '2026-12-04', { removed_at: AT }),
    ];
    const target = [
      day(1, '2026-12-01', { start_time: '10:00' }),
      day(2, '2026-12-02'),
      day(3, '2026-12-03', { removed_at: AT }),
      day(4, '2026-12-04'),
      day(5, '2026-12-05'),
    ];
    const { events } = reviseDays({ events: before, cancelled: [] }, target, AT);
    expect(events.map((e) => e.sequence ?? 0)).toEqual([1, 2, 1, 1, 0]);
  });

  it('remembers deleted and removed days with their revision, forgets them after 60 days or when they come back', () => {
    const old: CancelledDayRecord = { ...day(7, '2026-08-01'), sequence: 1, cancelled_at: '2026-09-29T11:59:59.000Z' };
    const recent: CancelledDayRecord = { ...day(8, '2026-10-01'), sequence: 1, cancelled_at: '2026-10-01T00:00:00.000Z' };
    const back: CancelledDayRecord = { ...day(9, '2026-12-09'), sequence: 1, cancelled_at: '2026-11-01T00:00:00.000Z' };
    const before = [day(1, '2026-12-01', { sequence: 3 }), day(2, '2026-12-02'), day(9, '2026-12-09', { removed_at: AT, sequence: 1 })];
    const { cancelled, events } = reviseDays(
      { events: before, cancelled: [old, recent, back] },
      [day(2, '2026-12-02', { removed_at: AT }), day(9, '2026-12-09')],
      AT,
    );
    expect(cancelled.map((c) => [c.id, c.sequence])).toEqual([
      [8, 1],
      [1, 4],
      [2, 1],
    ]);
    expect(events.find((e) => e.id === 9)!.sequence).toBe(2);
    expect(recentlyCancelled(cancelled, new Date('2026-11-30T00:00:00.000Z')).map((c) => c.id)).toEqual([8, 1, 2]);
    expect(recentlyCancelled(cancelled, new Date('2026-12-01T00:00:00.000Z')).map((c) => c.id)).toEqual([1, 2]);
  });
});
