import type { ScheduleSlot, SubUnitSchedule, UnitSchedule } from '@shared/cohort-builder/form.types';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_SPLIT_DAYS,
  MAX_SUB_UNITS,
  addSplitDay,
  addSubUnit,
  applyTimeToOtherUnits,
  contiguousRange,
  emptySlot,
  isCoachingCourse,
  newUnit,
  orientationVisible,
  outsideWorkHours,
  rangeWarnings,
  removeSplitDay,
  removeSubUnit,
  slotWarnings,
  splitDaysOutOfOrder,
  startsAfterEnd,
  unitHasDates,
  unitRows,
  subUnitWarnings,
  unitWarnings,
  visibleUnits,
  withContiguous,
  withDay,
  withEventType,
  withSubUnit,
  withSubUnitDay,
  withSubUnitType,
} from './schedule-rules';

/** A day the pane made (no stored event: event_id null). */
const slot = (date: string | null, start_time: string | null = null, end_time: string | null = null): ScheduleSlot => ({
  date,
  start_time,
  end_time,
  event_id: null,
});
const sub = (
  event_ext: string,
  date: string | null = null,
  start_time: string | null = null,
  end_time: string | null = null,
): SubUnitSchedule => ({
  event_ext,
  event_type: 'ext',
  days: [slot(date, start_time, end_time)],
  url_unit_evaluation: null,
  meeting_type: null,
});
const unit = (n: string, patch: Partial<UnitSchedule> = {}): UnitSchedule => ({ ...newUnit(n), ...patch });
const letters = (u: UnitSchedule) => u.sub_units.map((s) => s.event_ext);

describe('unit rows', () => {
  it('creates rows 1..n as Contiguous with empty days when the values have none', () => {
    const rows = unitRows([], 3);
    expect(rows.map((r) => r.unit)).toEqual(['1', '2', '3']);
    for (const r of rows) expect(r).toEqual({ ...newUnit(r.unit), event_type: '2_day', days: [emptySlot(), emptySlot()] });
  });

  it('keeps the stored units, adds the missing ones in order', () => {
    const two = unit('2', { event_type: 'split', days: [slot('2026-03-02')] });
    expect(unitRows([two], 3)).toEqual([newUnit('1'), two, newUnit('3')]);
  });

  it('keeps a unit past the course that holds dates (the course changed), drops an empty one', () => {
    const five = unit('5', { days: [slot('2026-05-01'), slot('2026-05-02')] });
    const six = unit('6');
    expect(unitRows([five, six], 2).map((r) => r.unit)).toEqual(['1', '2', '5']);
  });

  it('shows no unit without a course (none chosen yet) unless one holds dates', () => {
    expect(unitRows([], 0)).toEqual([]);
  });

  it('knows the coaching course by its key 497', () => {
    expect(isCoachingCourse({ key: 497 })).toBe(true);
    expect(isCoachingCourse({ key: 39 })).toBe(false);
    expect(isCoachingCourse(undefined)).toBe(false);
  });
});

describe('Force End hides units without dates', () => {
  const dated = unit('1', { days: [slot('2026-03-02'), slot(null)] });
  const undated = unit('2');
  const ext = unit('3', { event_type: 'ext', days: [], sub_units: [sub('3A'), sub('3B', '2026-04-01')] });
  const extUndated = unit('4', { event_type: 'ext', days: [], sub_units: [sub('4A')] });

  it('tells a unit with dates, its own or its sub-units', () => {
    expect([dated, undated, ext, extUndated].map(unitHasDates)).toEqual([true, false, true, false]);
  });

  it('hides them only when force end is on', () => {
    expect(visibleUnits([dated, undated, ext, extUndated], true)).toEqual([dated, ext]);
    expect(visibleUnits([dated, undated, ext, extUndated], false)).toHaveLength(4);
  });

  it('hides an orientation without a date the same way', () => {
    const orientation = { ...slot(null), url_unit_evaluation: null, meeting_type: null };
    expect(orientationVisible(orientation, true)).toBe(false);
    expect(orientationVisible(orientation, false)).toBe(true);
    expect(orientationVisible({ ...orientation, date: '2026-01-10' }, true)).toBe(true);
  });
});

describe('event type changes (spec 03 §4)', () => {
  it('switching to Ext creates sub-unit A, drops the unit’s own days and hands the sub-unit its link and meeting type', () => {
    const u = unit('3', {
      days: [slot('2026-03-02', '09:00', '15:00'), slot('2026-03-03')],
      url_unit_evaluation: 'https://e.x/3',
      meeting_type: 'zoom',
    });
    const ext = withEventType(u, 'ext');
    expect(ext.event_type).toBe('ext');
    expect(ext.days).toEqual([]);
    expect(ext.sub_units).toEqual([
      { event_ext: '3A', event_type: 'ext', days: [emptySlot()], url_unit_evaluation: 'https://e.x/3', meeting_type: 'zoom' },
    ]);
  });

  it('switching back from Ext collapses to one unit without dates and clears the sub-units', () => {
    const ext = unit('3', { event_type: 'ext', days: [], sub_units: [sub('3A', '2026-04-01'), sub('3B', '2026-04-02')] });
    expect(withEventType(ext, '2_day')).toMatchObject({ event_type: '2_day', days: [emptySlot(), emptySlot()], sub_units: [] });
    expect(withEventType(ext, 'split')).toMatchObject({ event_type: 'split', days: [emptySlot()], sub_units: [] });
  });

  it('Contiguous to Split keeps both days; Split to Contiguous keeps the first two, with the first day’s times', () => {
    const c = withContiguous(unit('2'), { start_date: '2026-03-02', start_time: '09:00', end_time: '15:00' });
    expect(withEventType(c, 'split').days).toEqual([slot('2026-03-02', '09:00', '15:00'), slot('2026-03-03', '09:00', '15:00')]);
    const s = unit('2', {
      event_type: 'split',
      days: [slot('2026-03-02', '08:00', '12:00'), slot('2026-03-09', '10:00', '14:00'), slot('2026-03-16')],
    });
    expect(withEventType(s, '2_day').days).toEqual([slot('2026-03-02', '08:00', '12:00'), slot('2026-03-09', '08:00', '12:00')]);
  });

  it('Split with one day to Contiguous gets the next day as its end', () => {
    const s = unit('2', { event_type: 'split', days: [slot('2026-02-28', '09:00', '10:00')] });
    expect(contiguousRange(withEventType(s, '2_day'))).toEqual({
      start_date: '2026-02-28',
      end_date: '2026-03-01',
      start_time: '09:00',
      end_time: '10:00',
    });
  });

  it('n/a drops the days and sub-units; back from n/a the unit has days without dates', () => {
    const ext = unit('3', { event_type: 'ext', days: [], sub_units: [sub('3A', '2026-04-01')] });
    const na = withEventType(ext, 'n/a');
    expect(na).toMatchObject({ event_type: 'n/a', days: [], sub_units: [] });
    expect(withEventType(withEventType(unit('2', { days: [slot('2026-03-02'), slot('2026-03-03')] }), 'n/a'), '2_day').days).toEqual([
      emptySlot(),
      emptySlot(),
    ]);
  });

  it('the same type changes nothing', () => {
    const u = unit('1');
    expect(withEventType(u, '2_day')).toBe(u);
  });
});

describe('sub-units A-Z', () => {
  const ext = withEventType(unit('3'), 'ext');

  it('adding renumbers the letters in order', () => {
    expect(letters(addSubUnit(addSubUnit(ext)))).toEqual(['3A', '3B', '3C']);
  });

  it('removing one moves the ones after it up a letter, with their dates', () => {
    let u = addSubUnit(addSubUnit(ext));
    u = withSubUnitDay(u, 1, { date: '2026-04-02' });
    u = withSubUnitDay(u, 2, { date: '2026-04-03' });
    const removed = removeSubUnit(u, 0);
    expect(removed.sub_units.map((s) => [s.event_ext, s.days[0].date])).toEqual([
      ['3A', '2026-04-02'],
      ['3B', '2026-04-03'],
    ]);
  });

  it('stops at Z (26) and never removes the last one', () => {
    let u = ext;
    for (let i = 0; i < 30; i++) u = addSubUnit(u);
    expect(u.sub_units).toHaveLength(MAX_SUB_UNITS);
    expect(u.sub_units.at(-1)?.event_ext).toBe('3Z');
    expect(removeSubUnit(ext, 0)).toBe(ext);
  });

  it('a unit of two digits keeps its number in the letters', () => {
    expect(letters(addSubUnit(withEventType(unit('12'), 'ext')))).toEqual(['12A', '12B']);
  });

  it('a sub-unit’s letters cannot be changed through its fields', () => {
    expect(withSubUnit(withSubUnitDay(ext, 0, { date: '2026-04-01' }), 0, { meeting_type: 'zoom' }).sub_units[0]).toMatchObject({
      event_ext: '3A',
      days: [{ date: '2026-04-01' }],
      meeting_type: 'zoom',
    });
  });
});

describe('Contiguous: a start and an end date, the next day by default', () => {
  it('fills the end with the next day, over a month and a year end and 29 February', () => {
    expect(contiguousRange(withContiguous(unit('1'), { start_date: '2026-01-31' })).end_date).toBe('2026-02-01');
    expect(contiguousRange(withContiguous(unit('1'), { start_date: '2026-12-31' })).end_date).toBe('2027-01-01');
    expect(contiguousRange(withContiguous(unit('1'), { start_date: '2028-02-28' })).end_date).toBe('2028-02-29');
  });

  it('moves a default end with the start, keeps an end the user chose', () => {
    const u = withContiguous(unit('1'), { start_date: '2026-03-02' });
    expect(contiguousRange(withContiguous(u, { start_date: '2026-03-09' })).end_date).toBe('2026-03-10');
    const chosen = withContiguous(u, { end_date: '2026-03-05' });
    expect(contiguousRange(withContiguous(chosen, { start_date: '2026-03-03' })).end_date).toBe('2026-03-05');
  });

  it('both days share the time range', () => {
    const u = withContiguous(withContiguous(unit('1'), { start_date: '2026-03-02' }), { start_time: '09:00', end_time: '15:30' });
    expect(u.days).toEqual([slot('2026-03-02', '09:00', '15:30'), slot('2026-03-03', '09:00', '15:30')]);
  });

  it('clearing the start clears a default end', () => {
    const u = withContiguous(unit('1'), { start_date: '2026-03-02' });
    expect(contiguousRange(withContiguous(u, { start_date: null }))).toMatchObject({ start_date: null, end_date: null });
  });
});

describe('Split: each day its own date', () => {
  const split = unit('2', { event_type: 'split', days: [emptySlot()] });

  it('Contiguous to Split keeps its two days', () => {
    expect(withEventType(unit('2'), 'split').days).toEqual([emptySlot(), emptySlot()]);
  });

  it('adds a day with the previous day’s times, up to 10, and removes any but the last one', () => {
    let u = withDay(split, 0, { date: '2026-03-02', start_time: '09:00', end_time: '12:00' });
    u = addSplitDay(u);
    expect(u.days[1]).toEqual(slot(null, '09:00', '12:00'));
    for (let i = 0; i < 20; i++) u = addSplitDay(u);
    expect(u.days).toHaveLength(MAX_SPLIT_DAYS);
    expect(removeSplitDay(u, 0).days[0]).toEqual(slot(null, '09:00', '12:00'));
    expect(removeSplitDay(split, 0)).toBe(split);
  });

  it('a day dated before an earlier day puts the start after the end', () => {
    expect(splitDaysOutOfOrder([slot('2026-03-09'), slot(null), slot('2026-03-02')])).toBe(true);
    expect(splitDaysOutOfOrder([slot('2026-03-02'), slot(null), slot('2026-03-09')])).toBe(false);
  });
});

describe('apply unit 1’s time to the other units', () => {
  it('sets every day and sub-unit of the other units, leaves unit 1 as it is', () => {
    const one = unit('1', { days: [slot('2026-03-02', '08:00', '16:00'), slot('2026-03-03', '08:00', '16:00')] });
    const split = unit('2', { event_type: 'split', days: [slot('2026-03-09', '10:00', '11:00'), slot(null)] });
    const ext = unit('3', { event_type: 'ext', days: [], sub_units: [sub('3A', '2026-04-01'), sub('3B')] });
    const [a, b, c] = applyTimeToOtherUnits([one, split, ext], '1', { start_time: '09:00', end_time: '15:00' });
    expect(a).toBe(one);
    expect(b.days).toEqual([slot('2026-03-09', '09:00', '15:00'), slot(null, '09:00', '15:00')]);
    expect(c.sub_units.map((s) => [s.event_ext, s.days[0].date, s.days[0].start_time, s.days[0].end_time])).toEqual([
      ['3A', '2026-04-01', '09:00', '15:00'],
      ['3B', null, '09:00', '15:00'],
    ]);
  });
});

describe('warnings (spec 03 §5)', () => {
  it('start after end, for dates and for times; equal is fine; blanks say nothing', () => {
    expect(startsAfterEnd('2026-03-03', '2026-03-02')).toBe(true);
    expect(startsAfterEnd('2026-03-02', '2026-03-02')).toBe(false);
    expect(startsAfterEnd('15:00', '09:00')).toBe(true);
    expect(startsAfterEnd(null, '09:00')).toBe(false);
    expect(rangeWarnings({ start_date: '2026-03-03', end_date: '2026-03-02', start_time: null, end_time: null }).startAfterEnd).toBe(true);
    expect(rangeWarnings({ start_date: '2026-03-02', end_date: '2026-03-03', start_time: '16:00', end_time: '09:00' }).startAfterEnd).toBe(
      true,
    );
    expect(slotWarnings(slot('2026-03-02', '09:00', '15:00'))).toEqual({ startAfterEnd: false, outsideWorkHours: false });
  });

  it('work hours are 07:00 to 20:01', () => {
    expect(['06:59', '07:00', '12:00', '20:01', '20:02', '00:00', '23:59'].map(outsideWorkHours)).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(outsideWorkHours(null)).toBe(false);
    expect(slotWarnings(slot('2026-03-02', '06:30', '10:00')).outsideWorkHours).toBe(true);
    expect(slotWarnings(slot('2026-03-02', '09:00', '21:00')).outsideWorkHours).toBe(true);
  });

  it('a unit’s warnings come from its range, its days or its sub-units', () => {
    const c = withContiguous(unit('1'), { start_date: '2026-03-05', end_date: '2026-03-04' });
    expect(unitWarnings(c)).toEqual({ startAfterEnd: true, outsideWorkHours: false });
    const s = unit('2', { event_type: 'split', days: [slot('2026-03-02', '09:00', '10:00'), slot('2026-03-03', '05:00', '10:00')] });
    expect(unitWarnings(s)).toEqual({ startAfterEnd: false, outsideWorkHours: true });
    const e = unit('3', {
      event_type: 'ext',
      days: [],
      sub_units: [sub('3A', '2026-04-01', '12:00', '11:00')],
    });
    expect(unitWarnings(e)).toEqual({ startAfterEnd: true, outsideWorkHours: false });
  });
});

describe('dates and times stay Eastern text whatever the machine’s zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each([
    ['Asia/Tokyo', -540],
    ['Pacific/Kiritimati', -840],
    ['Pacific/Pago_Pago', 660],
    ['America/Los_Angeles', 420],
  ])('under %s the next day and the entered times are the ones typed', (tz, offset) => {
    process.env.TZ = tz;
    // The zone is in force (Node reads TZ again when it changes).
    expect(new Date(Date.UTC(2026, 2, 8, 12)).getTimezoneOffset()).toBe(offset);
    // The days around the United States' daylight-saving changes and a late-evening time, where a local-zone Date would shift.
    const spring = withContiguous(unit('1'), { start_date: '2026-03-08', start_time: '23:30', end_time: '23:45' });
    expect(spring.days).toEqual([slot('2026-03-08', '23:30', '23:45'), slot('2026-03-09', '23:30', '23:45')]);
    const fall = withContiguous(unit('1'), { start_date: '2026-10-31', start_time: '00:15' });
    expect(contiguousRange(fall)).toEqual({ start_date: '2026-10-31', end_date: '2026-11-01', start_time: '00:15', end_time: null });
  });
});

describe('stored days keep their event ids', () => {
  const stored = (event_id: number, date: string): ScheduleSlot => ({ ...slot(date, '09:00', '15:00'), event_id });
  const storedSub = (event_ext: string, event_id: number, date: string): SubUnitSchedule => ({
    ...sub(event_ext),
    days: [stored(event_id, date)],
  });
  const firstIds = (u: UnitSchedule) => u.sub_units.map((s) => [s.event_ext, s.days[0].event_id]);
  const ids = (slots: readonly ScheduleSlot[]) => slots.map((s) => s.event_id);

  it('moves the later sub-units up a letter with their ids when one is removed; a new sub-unit has none', () => {
    const ext = unit('3', {
      event_type: 'ext',
      days: [],
      sub_units: [storedSub('3A', 31, '2026-04-01'), storedSub('3B', 32, '2026-04-08'), storedSub('3C', 33, '2026-04-15')],
    });
    const removed = removeSubUnit(ext, 0);
    expect(removed.sub_units.map((s) => [s.event_ext, s.days[0].event_id, s.days[0].date])).toEqual([
      ['3A', 32, '2026-04-08'],
      ['3B', 33, '2026-04-15'],
    ]);
    const middle = removeSubUnit(ext, 1);
    expect(firstIds(middle)).toEqual([
      ['3A', 31],
      ['3B', 33],
    ]);
    const added = addSubUnit(removed);
    expect(firstIds(added)).toEqual([
      ['3A', 32],
      ['3B', 33],
      ['3C', null],
    ]);
    expect(firstIds(withSubUnitDay(removed, 0, { date: '2026-04-09' }))).toEqual(firstIds(removed));
  });

  it('moves the later Split days up with their ids when one is removed; an added day has none', () => {
    const split = unit('2', { event_type: 'split', days: [stored(21, '2026-03-01'), stored(22, '2026-03-08'), stored(23, '2026-03-15')] });
    expect(ids(removeSplitDay(split, 0).days)).toEqual([22, 23]);
    expect(removeSplitDay(split, 0).days[0].date).toBe('2026-03-08');
    expect(ids(removeSplitDay(split, 1).days)).toEqual([21, 23]);
    expect(ids(addSplitDay(removeSplitDay(split, 2)).days)).toEqual([21, 22, null]);
    expect(ids(withDay(split, 1, { date: '2026-03-09' }).days)).toEqual([21, 22, 23]);
  });

  it('keeps the ids through new Contiguous dates, times applied to all and switches between Contiguous and Split', () => {
    const contiguous = unit('1', { days: [stored(11, '2026-02-01'), stored(12, '2026-02-02')] });
    const moved = withContiguous(contiguous, { start_date: '2026-02-10', start_time: '08:00' });
    expect(moved.days.map((d) => [d.event_id, d.date, d.start_time])).toEqual([
      [11, '2026-02-10', '08:00'],
      [12, '2026-02-11', '08:00'],
    ]);
    expect(ids(withContiguous(unit('1'), { start_date: '2026-02-10' }).days)).toEqual([null, null]);
    const split = withEventType(contiguous, 'split');
    expect(ids(split.days)).toEqual([11, 12]);
    expect(ids(withEventType(addSplitDay(split), '2_day').days)).toEqual([11, 12]);
    expect(ids(withEventType(unit('1', { event_type: 'split', days: [stored(11, '2026-02-01')] }), '2_day').days)).toEqual([11, null]);
    const [, other] = applyTimeToOtherUnits([contiguous, split], '1', { start_time: '10:00', end_time: '12:00' });
    expect(ids(other.days)).toEqual([11, 12]);
  });

  it('drops the ids of the days a switch to or from Ext removes (the server removes those events)', () => {
    const contiguous = unit('1', { days: [stored(11, '2026-02-01'), stored(12, '2026-02-02')] });
    const ext = withEventType(contiguous, 'ext');
    expect(ext.days).toEqual([]);
    expect(ext.sub_units.map((s) => s.days.map((d) => d.event_id))).toEqual([[null]]);
    const back = withEventType({ ...ext, sub_units: [storedSub('1A', 13, '2026-02-05')] }, 'split');
    expect(ids(back.days)).toEqual([null]);
    expect(back.sub_units).toEqual([]);
  });
});

describe('a sub-unit over two contiguous days (issue 31)', () => {
  const stored = (event_id: number, date: string): ScheduleSlot => ({ ...slot(date, '09:00', '12:00'), event_id });
  const ext = unit('3', {
    event_type: 'ext',
    days: [],
    sub_units: [
      { ...sub('3A'), days: [stored(31, '2026-04-01')] },
      { ...sub('3B'), days: [stored(32, '2026-04-08')] },
    ],
  });

  it('runs a second day after its first (same times, a new day); back to one day drops the second', () => {
    const two = withSubUnitType(ext, 0, '2_day');
    expect(two.sub_units[0]).toMatchObject({ event_ext: '3A', event_type: '2_day' });
    expect(two.sub_units[0].days).toEqual([stored(31, '2026-04-01'), slot('2026-04-02', '09:00', '12:00')]);
    expect(two.sub_units[1]).toBe(ext.sub_units[1]);
    const one = withSubUnitType(two, 0, 'ext');
    expect(one.sub_units[0]).toMatchObject({ event_type: 'ext', days: [stored(31, '2026-04-01')] });
    expect(withSubUnitType(ext, 1, 'ext')).toBe(ext);
  });

  it('keeps its days’ ids through a new range and times applied to all; warns when it starts after it ends', () => {
    const two = withSubUnitType(ext, 0, '2_day');
    const moved = withContiguous(two.sub_units[0], { start_date: '2026-04-10', start_time: '10:00' });
    expect(moved.days.map((d) => [d.event_id, d.date, d.start_time])).toEqual([
      [31, '2026-04-10', '10:00'],
      [null, '2026-04-11', '10:00'],
    ]);
    const [, other] = applyTimeToOtherUnits([unit('1'), two], '1', { start_time: '13:00', end_time: '15:00' });
    expect(other.sub_units[0].days.map((d) => [d.event_id, d.start_time])).toEqual([
      [31, '13:00'],
      [null, '13:00'],
    ]);
    expect(subUnitWarnings(withContiguous(two.sub_units[0], { end_date: '2026-03-31' })).startAfterEnd).toBe(true);
    expect(unitWarnings(withSubUnit(two, 0, withContiguous(two.sub_units[0], { end_date: '2026-03-31' }))).startAfterEnd).toBe(true);
  });

  it('Contiguous chosen on a sub-unit collapses the unit: one Contiguous unit without dates, the sub-units and their days gone', () => {
    const collapsed = withSubUnitType(withSubUnitType(ext, 0, '2_day'), 1, 'contiguous');
    expect(collapsed).toMatchObject({ unit: '3', event_type: '2_day', days: [slot(null), slot(null)], sub_units: [] });
  });
});
