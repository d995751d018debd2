import { describe, expect, it } from 'vitest';
import type { AttendanceEntry, CohortAggregate, EventRecord } from '../data/cohorts/cohorts.ts';
import { attendanceDays } from './attendance-audit.ts';
import { courseCompletion } from './certification.ts';

const NOW = new Date('2026-11-27T17:00:00Z');
const ANN = 7;

const day = (id: number, unit: string, n: number, date: string, removed = false): EventRecord => ({
  id,
  cohort_id: 1,
  unit_id: unit,
  day: n,
  type_event: 'split',
  start_date: date,
  end_date: null,
  start_time: null,
  end_time: null,
  url_unit_evaluation: null,
  meeting_type: null,
  ...(removed ? { removed_at: '2026-10-01T12:00:00Z' } : {}),
});
const present: AttendanceEntry = { attendance: '1', independent: false, recorded_by: 1, recorded_at: '2026-10-01T12:00:00Z' };

/** Only what the rule reads: the days, the units not delivered (n/a), the sheets and the make-ups away (none). */
function cohortWith(events: EventRecord[], marks: Record<number, AttendanceEntry>, na_units: string[] = []): CohortAggregate {
  const units = [...new Set(events.map((e) => e.unit_id))];
  const sheets = units.map((unit) => ({
    cohort_id: 1,
    unit,
    version: 1,
    updated_at: NOW.toISOString(),
    updated_by: 1,
    records: {
      [ANN]: Object.fromEntries(Object.entries(marks).filter(([id]) => events.find((e) => e.id === Number(id))?.unit_id === unit)),
    },
  }));
  return { cohort: { na_units }, events, sheets, makeupsAway: [] } as unknown as CohortAggregate;
}

describe('courseCompletion', () => {
  it('leaves a removed day out: unmarked it blocks nothing, and it does not end the course', () => {
    const events = [day(1, '1', 1, '2026-10-01'), day(2, '2', 1, '2026-10-15'), day(3, '2', 2, '2026-12-20', true)];
    const completion = courseCompletion(cohortWith(events, { 1: present, 2: present }), new Map(), NOW);
    expect(completion.units).toEqual(['1', '2']);
    // Unit 2's removed day 2 (in the future, unmarked) neither keeps the course running nor the unit untaken.
    expect(completion.courseOver).toBe(true);
    expect(completion.took(ANN, '2')).toBe(true);
    expect(completion.completed(ANN)).toBe(true);
  });

  it('still needs every scheduled day', () => {
    const events = [day(1, '1', 1, '2026-10-01'), day(2, '2', 1, '2026-10-15'), day(3, '2', 2, '2026-10-20')];
    const completion = courseCompletion(cohortWith(events, { 1: present, 2: present }), new Map(), NOW);
    expect(completion.took(ANN, '2')).toBe(false);
    expect(completion.completed(ANN)).toBe(false);
  });

  it('leaves an n/a unit out of completion and the audits, whatever day it still holds', () => {
    const events = [
      day(1, '1', 1, '2026-10-01'),
      day(2, '2', 1, '2026-10-15'),
      day(3, '3', 1, '2026-12-20'),
      day(4, '3A', 1, '2026-12-21'),
    ];
    const aggregate = cohortWith(events, { 1: present, 2: present }, ['3']);
    const completion = courseCompletion(aggregate, new Map(), NOW);
    expect(completion.units).toEqual(['1', '2']);
    expect(completion.notDelivered).toEqual(['3']);
    expect(completion.courseOver).toBe(true);
    expect(completion.completed(ANN)).toBe(true);
    expect(attendanceDays(aggregate, NOW).taught.map((e) => e.id)).toEqual([1, 2]);
  });
});
