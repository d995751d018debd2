import { describe, expect, it } from 'vitest';
import { COHORT_TEXT, newCohortValues } from '../../shared/cohort-builder/form.texts.ts';
import type { CohortFormValues, SubUnitSchedule } from '../../shared/cohort-builder/form.types.ts';
import type { EventRecord } from '../data/cohorts/cohorts.ts';
import { matchDays, newDayCount, scheduleProblem, targetEvents, wantedDays, type WantedDay } from './cohort-values.ts';

const AT = '2026-11-27T12:00:00.000Z';

function stored(id: number, unit_id: string, day: number, date: string, extra: Partial<EventRecord> = {}): EventRecord {
  return {
    id,
    cohort_id: 7,
    unit_id,
    day,
    type_event: /[A-Z]$/.test(unit_id) ? 'hours' : 'split',
    start_date: date,
    end_date: date,
    start_time: '09:00',
    end_time: '15:00',
    url_unit_evaluation: null,
    meeting_type: null,
    ...extra,
  };
}

function wanted(unit_id: string, day: number, date: string, event_id?: number | null): WantedDay {
  return {
    unit_id,
    day,
    type_event: /[A-Z]$/.test(unit_id) ? 'hours' : 'split',
    start_date: date,
    end_date: date,
    start_time: '09:00',
    end_time: '15:00',
    url_unit_evaluation: null,
    meeting_type: null,
    ...(event_id === undefined ? {} : { event_id }),
  };
}

/** Sub-units 3A (event 31) and 3B (event 32), split unit 2 (events 21, 22). */
const STORED = [
  stored(21, '2', 1, '2026-03-01'),
  stored(22, '2', 2, '2026-03-08'),
  stored(31, '3A', 1, '2026-04-01'),
  stored(32, '3B', 1, '2026-04-08'),
];

function counter(from = 100) {
  let next = from;
  return () => next++;
}

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return { status: statusCode, message };
  }
  throw new Error('not refused');
}

describe('matching the form days to the stored events', () => {
  it('keeps each day with its event when sub-unit 3A is removed and 3B is re-lettered 3A', () => {
    const events = targetEvents(
      7,
      [wanted('2', 1, '2026-03-01', 21), wanted('2', 2, '2026-03-08', 22), wanted('3A', 1, '2026-04-08', 32)],
      STORED,
      new Set([31, 32]),
      counter(),
      AT,
    );
    // 3B's event is now lettered 3A with its own date; 3A's event stays, removed, with its date (its attendance with it).
    expect(events.find((e) => e.id === 32)).toMatchObject({ unit_id: '3A', start_date: '2026-04-08' });
    expect(events.find((e) => e.id === 31)).toMatchObject({ unit_id: '3A', start_date: '2026-04-01', removed_at: AT });
    expect(events.filter((e) => !e.removed_at).map((e) => e.id)).toEqual([21, 22, 32]);
    expect(events.every((e) => !('event_id' in e))).toBe(true);
  });

  it('keeps day 2 of a split unit with its event when day 1 is removed; a removed day without attendance is dropped', () => {
    const events = targetEvents(7, [wanted('2', 1, '2026-03-08', 22)], STORED.slice(0, 2), new Set([22]), counter(), AT);
    expect(events).toEqual([expect.objectContaining({ id: 22, unit_id: '2', day: 1, start_date: '2026-03-08' })]);
    const attended = targetEvents(7, [wanted('2', 1, '2026-03-08', 22)], STORED.slice(0, 2), new Set([21, 22]), counter(), AT);
    expect(attended.map((e) => [e.id, e.day, e.start_date, e.removed_at ?? null])).toEqual([
      [22, 1, '2026-03-08', null],
      [21, 1, '2026-03-01', AT],
    ]);
  });

  it('gives a new day (event_id null) a new id even where a stored day of its unit and day was dropped', () => {
    const events = targetEvents(
      7,
      [wanted('2', 1, '2026-03-01', 21), wanted('2', 2, '2026-05-01', null)],
      STORED.slice(0, 2),
      new Set([22]),
      counter(),
      AT,
    );
    expect(events.map((e) => [e.id, e.day, e.start_date, e.removed_at ?? null])).toEqual([
      [21, 1, '2026-03-01', null],
      [100, 2, '2026-05-01', null],
      [22, 2, '2026-03-08', AT],
    ]);
    expect(newDayCount([wanted('2', 1, '2026-03-01', 21), wanted('2', 2, '2026-05-01', null)], STORED)).toBe(1);
  });

  it('matches a day without event_id by unit and day, as before ids, to a stored day no other slot names', () => {
    expect(matchDays([wanted('2', 1, 'x'), wanted('2', 2, 'y'), wanted('3A', 1, 'z')], STORED).map((e) => e?.id)).toEqual([21, 22, 31]);
    // 3A's stored day is named by the slot of 3B's event: the slot without an id is new.
    expect(matchDays([wanted('3A', 1, 'x', 32), wanted('3B', 1, 'y')], STORED).map((e) => e?.id)).toEqual([32, undefined]);
    // A scheduled day wins over a removed one holding the same unit and day.
    const withRemoved = [stored(31, '3A', 1, '2026-04-01', { removed_at: AT }), stored(32, '3A', 1, '2026-04-08')];
    expect(matchDays([wanted('3A', 1, 'x')], withRemoved).map((e) => e?.id)).toEqual([32]);
    expect(newDayCount([wanted('2', 1, 'x'), wanted('2', 3, 'y'), wanted('4', 1, 'z')], STORED)).toBe(2);
  });

  it('brings a removed day back when the form names it', () => {
    const removed = stored(31, '3A', 1, '2026-04-01', { removed_at: AT });
    const [event] = targetEvents(7, [wanted('3A', 1, '2026-04-02', 31)], [removed], new Set([31]), counter(), AT);
    expect(event).toEqual(expect.objectContaining({ id: 31, start_date: '2026-04-02' }));
    expect(event.removed_at).toBeUndefined();
  });

  it("refuses an id that is not one of the cohort's days, or one named twice (422)", () => {
    expect(refusal(() => matchDays([wanted('2', 1, 'x', 999)], STORED))).toEqual({ status: 422, message: COHORT_TEXT.unknownScheduledDay });
    expect(refusal(() => newDayCount([wanted('2', 1, 'x', 21), wanted('2', 2, 'y', 21)], STORED))).toEqual({
      status: 422,
      message: COHORT_TEXT.scheduledDayTwice,
    });
  });

  it('refuses to move a day with recorded attendance to another unit, and moves one without', () => {
    const move = [wanted('4', 1, '2026-03-01', 21)];
    expect(refusal(() => targetEvents(7, move, STORED, new Set([21]), counter(), AT))).toEqual({
      status: 422,
      message: COHORT_TEXT.attendedDayToOtherUnit('Unit 2, day 1', 'Unit 4'),
    });
    // Sub-unit 3B taking another letter of unit 3 is not another unit; orientation is one of its own.
    expect(targetEvents(7, [wanted('3C', 1, 'x', 32)], STORED, new Set([32]), counter(), AT)[0]).toMatchObject({ id: 32, unit_id: '3C' });
    expect(refusal(() => targetEvents(7, [wanted('orientation', 1, 'x', 32)], STORED, new Set([32]), counter(), AT)).message).toBe(
      COHORT_TEXT.attendedDayToOtherUnit('Sub-unit 3B', 'Orientation'),
    );
    expect(targetEvents(7, move, STORED, new Set(), counter(), AT)[0]).toMatchObject({ id: 21, unit_id: '4' });
  });
});

describe("a sub-unit's days", () => {
  const sub = (event_ext: string, event_type: SubUnitSchedule['event_type'], days: SubUnitSchedule['days']): SubUnitSchedule => ({
    event_ext,
    event_type,
    days,
    url_unit_evaluation: null,
    meeting_type: null,
  });
  const withSubUnits = (...sub_units: SubUnitSchedule[]): CohortFormValues => ({
    ...newCohortValues(),
    units: [{ unit: '3', event_type: 'ext', days: [], url_unit_evaluation: null, meeting_type: null, sub_units }],
  });
  const slot = (date: string, event_id?: number | null) => ({ date, start_time: '09:00', end_time: '12:00', event_id });

  it('are one hours event for ext and two (day 1 and day 2) for a two-day extension, each with its id', () => {
    const values = withSubUnits(
      sub('3A', '2_day', [slot('2026-04-01', 31), slot('2026-04-02', null)]),
      sub('3B', 'ext', [slot('2026-04-08')]),
    );
    const days = wantedDays(values, false).filter((d) => d.unit_id !== 'orientation');
    expect(days.map((d) => [d.unit_id, d.day, d.type_event, d.start_date, d.event_id])).toEqual([
      ['3A', 1, 'hours', '2026-04-01', 31],
      ['3A', 2, 'hours', '2026-04-02', null],
      ['3B', 1, 'hours', '2026-04-08', undefined],
    ]);
    expect(scheduleProblem(values)).toBeNull();
  });

  it('refuses an ext (one-day) sub-unit with two days', () => {
    const values = withSubUnits(sub('3A', 'ext', [slot('2026-04-01'), slot('2026-04-02')]));
    expect(scheduleProblem(values)).toBe(COHORT_TEXT.subUnitDays('3A'));
  });

  it('names the second day of a two-day extension in a refusal', () => {
    const storedTwo = [stored(31, '3A', 1, '2026-04-01'), stored(33, '3A', 2, '2026-04-02')];
    expect(refusal(() => targetEvents(7, [wanted('4', 1, '2026-04-02', 33)], storedTwo, new Set([33]), counter(), AT)).message).toBe(
      COHORT_TEXT.attendedDayToOtherUnit('Sub-unit 3A, day 2', 'Unit 4'),
    );
  });
});
