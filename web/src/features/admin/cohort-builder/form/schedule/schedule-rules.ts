/**
 * The Cohort Schedule pane's rules (spec 03 §2.4, §4 "Cohort event type changes", §5, §9), pure so
 * that they are tested apart from the screen.
 *
 * Dates are `YYYY-MM-DD` and times `HH:mm` in Eastern time. They stay strings all the way: the
 * browser's zone never enters (no `new Date(text)` in the local zone); the one day arithmetic,
 * the Contiguous end date's default, is done on the calendar date in UTC by shared/time.ts.
 *
 * A stored day carries its event's id (`event_id`) and keeps it whatever happens around it: a
 * sub-unit moved up a letter, a Split day moved up a place, a Contiguous unit's new dates, a type
 * switch between Contiguous and Split. Attendance is recorded by that id, so the server keeps
 * each day's attendance with it. A day the pane creates has `event_id: null` (a new day); a day it
 * drops takes its id with it (the server removes that event, keeping its attendance).
 */
import type {
  CohortFormValues,
  ScheduleSlot,
  SingleSchedule,
  SubUnitEventType,
  SubUnitSchedule,
  UnitEventType,
  UnitSchedule,
} from '@shared/cohort-builder/form.types';
import { COACHING_COURSE_KEY } from '@shared/constants';
import { addDays } from '@shared/time';

/** Sub-unit letters A to Z (spec 03 §9). */
export const SUB_UNIT_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const MAX_SUB_UNITS = SUB_UNIT_LETTERS.length;
/** The contract's limit on a unit's days (a Split unit's days). */
export const MAX_SPLIT_DAYS = 10;
/** Work hours (spec 03 §9): a time before the first or after the last is warned about. */
export const WORK_HOURS = { from: '07:00', to: '20:01' } as const;

export type Orientation = CohortFormValues['orientation'];

/** A new day: no date yet, and no stored event (`event_id` null). */
export function emptySlot(): ScheduleSlot {
  return { date: null, start_time: null, end_time: null, event_id: null };
}

/** A new unit row: Contiguous, its two days without dates. */
export function newUnit(unit: string): UnitSchedule {
  return { unit, event_type: '2_day', days: [emptySlot(), emptySlot()], url_unit_evaluation: null, meeting_type: null, sub_units: [] };
}

export function emptySingle(): SingleSchedule {
  return { start_date: null, end_date: null, start_time: null, end_time: null };
}

/** The coaching course (key 497) has a single start and end instead of the unit schedule (spec 03 §2.4). */
export function isCoachingCourse(course: { key: number } | undefined): boolean {
  return course?.key === COACHING_COURSE_KEY;
}

/** Whether a unit holds any date (its days', or its sub-units' when Ext). */
export function unitHasDates(unit: UnitSchedule): boolean {
  return unit.days.some((d) => d.date !== null) || unit.sub_units.some((s) => s.days.some((d) => d.date !== null));
}

/**
 * The unit rows the pane shows: one per unit of the course, 1..sectionUnits, the stored one where
 * there is one and a new Contiguous row otherwise. A stored unit past the course's units (the course
 * was changed) stays while it holds dates, so that no date goes without the user seeing it; one
 * without dates is dropped.
 */
export function unitRows(units: readonly UnitSchedule[], sectionUnits: number): UnitSchedule[] {
  const byNumber = new Map(units.map((u) => [u.unit, u]));
  const rows: UnitSchedule[] = [];
  for (let n = 1; n <= sectionUnits; n++) rows.push(byNumber.get(String(n)) ?? newUnit(String(n)));
  const inRange = new Set(rows.map((r) => r.unit));
  for (const u of units) if (!inRange.has(u.unit) && unitHasDates(u)) rows.push(u);
  return rows;
}

/** Force End hides units without dates (spec 03 §4). */
export function visibleUnits(units: readonly UnitSchedule[], forceEnd: boolean): UnitSchedule[] {
  return forceEnd ? units.filter(unitHasDates) : [...units];
}

/** Orientation is hidden by Force End when it has no date, like a unit. */
export function orientationVisible(orientation: Orientation, forceEnd: boolean): boolean {
  return !forceEnd || orientation.date !== null;
}

/** The sub-units renumbered in order: the unit number plus A, B, … (spec 03 §4); each keeps its event id. */
export function relettered(unit: string, subUnits: readonly SubUnitSchedule[]): SubUnitSchedule[] {
  return subUnits.map((s, i) => ({ ...s, event_ext: `${unit}${SUB_UNIT_LETTERS[i]}` }));
}

function newSubUnit(unit: UnitSchedule): SubUnitSchedule {
  return {
    event_ext: '',
    event_type: 'ext',
    days: [emptySlot()],
    url_unit_evaluation: unit.url_unit_evaluation,
    meeting_type: unit.meeting_type,
  };
}

/**
 * A unit switched to another event type (spec 03 §4):
 * - to Ext: the unit's own days go (their dates are hidden and their events deleted by the save)
 *   and sub-unit A is created, taking the unit's evaluation link and meeting type;
 * - from Ext back: one unit again, the sub-units cleared (their stored events are deleted by the
 *   save, recorded attendance kept by the server), its days without dates (so too from n/a);
 * - to n/a (not delivered in this cohort): no days and no sub-units, their events deleted by the
 *   save as above;
 * - between Contiguous and Split: the days typed so far are kept (Contiguous keeps the first two,
 *   its times those of the first day).
 */
export function withEventType(unit: UnitSchedule, type: UnitEventType): UnitSchedule {
  if (type === unit.event_type) return unit;
  if (type === 'n/a') return { ...unit, event_type: 'n/a', days: [], sub_units: [] };
  if (type === 'ext') return { ...unit, event_type: 'ext', days: [], sub_units: relettered(unit.unit, [newSubUnit(unit)]) };
  if (unit.event_type === 'ext' || unit.event_type === 'n/a') {
    const days = type === '2_day' ? [emptySlot(), emptySlot()] : [emptySlot()];
    return { ...unit, event_type: type, days, sub_units: [] };
  }
  if (type === 'split') return { ...unit, event_type: 'split', days: unit.days.length > 0 ? unit.days : [emptySlot()] };
  const first = unit.days[0] ?? emptySlot();
  const second = unit.days[1] ?? { ...emptySlot(), date: first.date === null ? null : addDays(first.date, 1) };
  const times = { start_time: first.start_time, end_time: first.end_time };
  return { ...unit, event_type: '2_day', days: [{ ...first }, { ...second, ...times }], sub_units: [] };
}

/** Adds a sub-unit at the end (at most 26, A to Z). */
export function addSubUnit(unit: UnitSchedule): UnitSchedule {
  if (unit.sub_units.length >= MAX_SUB_UNITS) return unit;
  return { ...unit, sub_units: relettered(unit.unit, [...unit.sub_units, newSubUnit(unit)]) };
}

/** Removes a sub-unit; the ones after it move up a letter, keeping their event ids. The last one stays (switch the type back instead). */
export function removeSubUnit(unit: UnitSchedule, index: number): UnitSchedule {
  if (unit.sub_units.length <= 1) return unit;
  return {
    ...unit,
    sub_units: relettered(
      unit.unit,
      unit.sub_units.filter((_, i) => i !== index),
    ),
  };
}

export function withSubUnit(unit: UnitSchedule, index: number, patch: Partial<Omit<SubUnitSchedule, 'event_ext'>>): UnitSchedule {
  return { ...unit, sub_units: unit.sub_units.map((s, i) => (i === index ? { ...s, ...patch } : s)) };
}

/** What a sub-unit's type select offers: its own types, and Contiguous, which collapses the unit (spec 03 §4). */
export type SubUnitChoice = SubUnitEventType | 'contiguous';

/**
 * A sub-unit's type chosen (spec 03 §4):
 * - Contiguous: the unit collapses to a single Contiguous unit without dates, its sub-units cleared
 *   (their stored days go with them: the save deletes them, keeping recorded attendance);
 * - ext to 2_day: its day stays its first, and a second day follows (the day after, same times);
 * - 2_day to ext: its first day stays, the second goes.
 */
export function withSubUnitType(unit: UnitSchedule, index: number, choice: SubUnitChoice): UnitSchedule {
  if (choice === 'contiguous') return withEventType(unit, '2_day');
  const sub = unit.sub_units[index];
  if (!sub || sub.event_type === choice) return unit;
  const [first = emptySlot()] = sub.days;
  const days =
    choice === 'ext'
      ? [first]
      : [
          first,
          {
            ...emptySlot(),
            date: first.date === null ? null : addDays(first.date, 1),
            start_time: first.start_time,
            end_time: first.end_time,
          },
        ];
  return withSubUnit(unit, index, { event_type: choice, days });
}

/** A sub-unit's day changed (an ext sub-unit's one day). */
export function withSubUnitDay(unit: UnitSchedule, index: number, patch: Partial<ScheduleSlot>): UnitSchedule {
  const sub = unit.sub_units[index];
  return sub ? withSubUnit(unit, index, withDay(sub, 0, patch)) : unit;
}

/** A Contiguous unit's or two-day sub-unit's start and end (its two days). */
export function contiguousRange(unit: { days: readonly ScheduleSlot[] }): SingleSchedule {
  const [first, second] = unit.days;
  return {
    start_date: first?.date ?? null,
    end_date: second?.date ?? null,
    start_time: first?.start_time ?? null,
    end_time: first?.end_time ?? null,
  };
}

/**
 * A Contiguous unit or two-day sub-unit with a changed start, end or time range. Its two days share the time range.
 * A new start date moves the end date to the next day when the end was empty or still that default.
 */
export function withContiguous<T extends { days: ScheduleSlot[] }>(unit: T, patch: Partial<SingleSchedule>): T {
  const [first = emptySlot(), second = emptySlot()] = unit.days;
  const now = contiguousRange(unit);
  const next: SingleSchedule = { ...now, ...patch };
  if (patch.start_date !== undefined && patch.end_date === undefined) {
    const endWasDefault = now.end_date === null || (now.start_date !== null && now.end_date === addDays(now.start_date, 1));
    if (endWasDefault) next.end_date = next.start_date === null ? null : addDays(next.start_date, 1);
  }
  const times = { start_time: next.start_time, end_time: next.end_time };
  return {
    ...unit,
    // Each day stays the stored day it was (its event id), with its new date.
    days: [
      { ...first, date: next.start_date, ...times },
      { ...second, date: next.end_date, ...times },
    ],
  };
}

export function withDay<T extends { days: ScheduleSlot[] }>(unit: T, index: number, patch: Partial<ScheduleSlot>): T {
  return { ...unit, days: unit.days.map((d, i) => (i === index ? { ...d, ...patch } : d)) };
}

/** A Split unit's next day, with the previous day's time range (at most 10 days). */
export function addSplitDay(unit: UnitSchedule): UnitSchedule {
  if (unit.days.length >= MAX_SPLIT_DAYS) return unit;
  const last = unit.days.at(-1);
  return { ...unit, days: [...unit.days, { ...emptySlot(), start_time: last?.start_time ?? null, end_time: last?.end_time ?? null }] };
}

/** Removes a Split unit's day; the later days move up a place, keeping their event ids. One day stays. */
export function removeSplitDay(unit: UnitSchedule, index: number): UnitSchedule {
  if (unit.days.length <= 1) return unit;
  return { ...unit, days: unit.days.filter((_, i) => i !== index) };
}

/**
 * 'Apply this time to all other units?' (spec 03 §5), answered yes: every day and sub-unit of the
 * other units takes the time range. Orientation is not a unit and keeps its own.
 */
export function applyTimeToOtherUnits(
  units: readonly UnitSchedule[],
  from: string,
  time: Pick<ScheduleSlot, 'start_time' | 'end_time'>,
): UnitSchedule[] {
  const range = { start_time: time.start_time, end_time: time.end_time };
  return units.map((u) =>
    u.unit === from
      ? u
      : {
          ...u,
          days: u.days.map((d) => ({ ...d, ...range })),
          sub_units: u.sub_units.map((s) => ({ ...s, days: s.days.map((d) => ({ ...d, ...range })) })),
        },
  );
}

/** Whether the start is later than the end (both given; dates or times, compared as their fixed-width text). */
export function startsAfterEnd(start: string | null, end: string | null): boolean {
  return start !== null && end !== null && start > end;
}

/** A time before 07:00 or after 20:01 (spec 03 §5). */
export function outsideWorkHours(time: string | null): boolean {
  return time !== null && (time < WORK_HOURS.from || time > WORK_HOURS.to);
}

export interface SlotWarnings {
  /** 'The unit Start Date should not be higher than his End Date…' (dates or times). */
  startAfterEnd: boolean;
  /** 'Please review the entered Start time and End time…'. */
  outsideWorkHours: boolean;
}

/** The warnings of a start and end (dates and times); a warning never blocks saving. */
export function rangeWarnings(range: SingleSchedule): SlotWarnings {
  return {
    startAfterEnd: startsAfterEnd(range.start_date, range.end_date) || startsAfterEnd(range.start_time, range.end_time),
    outsideWorkHours: outsideWorkHours(range.start_time) || outsideWorkHours(range.end_time),
  };
}

/** A one-day slot's warnings (orientation, a Split day, a sub-unit). */
export function slotWarnings(slot: ScheduleSlot): SlotWarnings {
  return rangeWarnings({ start_date: slot.date, end_date: slot.date, start_time: slot.start_time, end_time: slot.end_time });
}

/**
 * A Split unit's start is its first day and its end its last: a day dated before an earlier day
 * puts the start after the end.
 */
export function splitDaysOutOfOrder(days: readonly ScheduleSlot[]): boolean {
  const dates = days.map((d) => d.date).filter((d): d is string => d !== null);
  return dates.some((d, i) => i > 0 && d < dates[i - 1]);
}

export function anyWarning(...warnings: SlotWarnings[]): SlotWarnings {
  return {
    startAfterEnd: warnings.some((w) => w.startAfterEnd),
    outsideWorkHours: warnings.some((w) => w.outsideWorkHours),
  };
}

/** A sub-unit's warnings: its one day, or its two days' range. */
export function subUnitWarnings(sub: SubUnitSchedule): SlotWarnings {
  return sub.event_type === '2_day' ? rangeWarnings(contiguousRange(sub)) : slotWarnings(sub.days[0] ?? emptySlot());
}

/** A unit's warnings, over its days or sub-units. */
export function unitWarnings(unit: UnitSchedule): SlotWarnings {
  if (unit.event_type === '2_day') return rangeWarnings(contiguousRange(unit));
  if (unit.event_type === 'ext') return anyWarning(...unit.sub_units.map(subUnitWarnings));
  const days = anyWarning(...unit.days.map(slotWarnings));
  return { ...days, startAfterEnd: days.startAfterEnd || splitDaysOutOfOrder(unit.days) };
}
