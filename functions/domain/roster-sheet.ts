/**
 * The parts of a cohort that a roster shows, shared by the roster (reads and saves) and the
 * roster's reports and files: a unit's days in order, the unit's attendance sheet, and a person
 * as the roster names them.
 */
import type { RosterPerson } from '../../shared/roster/types.ts';
import type { SummaryPerson } from '../data/cohorts/cohort-summary.ts';
import { inTeachingOrder, scheduledDays } from '../data/cohorts/cohort-view.ts';
import type { AttendanceSheet, CohortAggregate, EventRecord } from '../data/cohorts/cohorts.ts';

export const rosterPerson = (p: SummaryPerson): RosterPerson => ({
  id: p.user_id,
  firstName: p.first_name,
  lastName: p.last_name,
  email: p.email,
});

/**
 * The unit's scheduled days, the ones its roster takes attendance on: a day the cohort form removed
 * (kept, marked removed_at, for the attendance recorded on it) is left to the reports and the
 * history (the attendance report shows it while it holds marks), and another day of the unit may
 * now hold its number or letter. Removed days are out of the course's completion too.
 */
export function scheduledUnitDays(aggregate: CohortAggregate, unit: string): EventRecord[] {
  return aggregate.events.filter((e) => e.unit_id === unit && !e.removed_at).sort((a, b) => a.day - b.day);
}

/** The course's units this cohort does not deliver (the cohort form's n/a), in number order. */
export function notDeliveredUnits(aggregate: Pick<CohortAggregate, 'cohort'>): string[] {
  return [...(aggregate.cohort.na_units ?? [])].sort((a, b) => Number(a) - Number(b));
}

/**
 * The days the course is taught on, in teaching order: its scheduled days less the orientation
 * (no attendance is taken there) and less any day of an n/a unit. The save gives an n/a unit no
 * days; a unit marked n/a is out of completion, audits and certificates whatever it holds.
 */
export function taughtDays(aggregate: Pick<CohortAggregate, 'cohort' | 'events'>): EventRecord[] {
  const notDelivered = new Set(notDeliveredUnits(aggregate));
  return inTeachingOrder(scheduledDays(aggregate.events)).filter(
    (e) => e.unit_id !== 'orientation' && !notDelivered.has(e.unit_id.replace(/[A-Z]$/, '')),
  );
}

/**
 * A mark in words, as the spreadsheets write it: the unit's roster file (roster-reports) and the
 * attendance data sets (the reports' nightly files); Independent Study as the roster abbreviates it.
 */
export const MARK_WORDS = { '1': 'Present', '0': 'Absent', independent: 'I/S' } as const;

export function sheetOf(aggregate: CohortAggregate, unit: string): AttendanceSheet | undefined {
  return aggregate.sheets.find((s) => s.unit === unit);
}
