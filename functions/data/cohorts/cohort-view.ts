/**
 * What a cohort's schedule says at a moment: events in teaching order, the next one, the unit
 * running, and the roster link of spec 01 §2. Dates are New York dates (shared/time.ts).
 */
import { nyDate } from '../../../shared/time.ts';
import { unitRank } from '../../../shared/units.ts';
import type { CohortAggregate, EventRecord, StaffRecord } from './cohorts.ts';
import { unitsCoverDay } from '../../../shared/units.ts';

/** What ordering a schedule reads of an event: a stored event and a summary's event both have it. */
type Scheduled = Pick<EventRecord, 'unit_id' | 'day' | 'start_date'> & { removed_at?: string | null };

/**
 * The days the cohort has scheduled: not those the cohort form removed (kept, marked `removed_at`,
 * for their recorded attendance: the roster's reports read them, a participant's schedule and
 * next session do not).
 */
export function scheduledDays<E extends Scheduled>(events: readonly E[]): E[] {
  return events.filter((e) => !e.removed_at);
}

/** Orientation first, then units in number order, days in order; undated events stay in unit order. */
export function inTeachingOrder<E extends Scheduled>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => unitRank(a.unit_id) - unitRank(b.unit_id) || a.unit_id.localeCompare(b.unit_id) || a.day - b.day);
}

export function nextEvent<E extends Scheduled>(events: readonly E[], today = nyDate()): E | undefined {
  return inTeachingOrder(scheduledDays(events))
    .filter((e) => e.start_date !== null && e.start_date >= today)
    .sort((a, b) => a.start_date!.localeCompare(b.start_date!))[0];
}

export function lastPastEvent<E extends Scheduled>(events: readonly E[], today = nyDate()): E | undefined {
  return inTeachingOrder(scheduledDays(events))
    .filter((e) => e.start_date !== null && e.start_date < today)
    .sort((a, b) => a.start_date!.localeCompare(b.start_date!))
    .at(-1);
}

/** The event the roster link opens: the next scheduled one, else the latest past one, else the first. */
export function rosterEvent<E extends Scheduled>(events: readonly E[], today = nyDate()): E | undefined {
  return nextEvent(events, today) ?? lastPastEvent(events, today) ?? inTeachingOrder(scheduledDays(events))[0];
}

/** Whether a staff assignment covers an event: 'all', the unit, or the unit-day. */
export function staffCovers(staff: Pick<StaffRecord, 'units'>, event: Pick<EventRecord, 'unit_id' | 'day'>): boolean {
  return unitsCoverDay(staff.units, event.unit_id, event.day);
}

/** The lead facilitators of an event, from a loaded cohort's staff or a summary's (which carries their names). */
export function facilitatorsOf<S extends Pick<StaffRecord, 'staff_type' | 'units'>>(
  cohort: { staff: readonly S[] },
  event: Pick<EventRecord, 'unit_id' | 'day'>,
): S[] {
  return cohort.staff.filter((s) => s.staff_type === 'facilitator' && staffCovers(s, event));
}

/** The date of the cohort's first session (YYYY-MM-DD), or its start date when it has no dated events. */
export function firstSessionDate(aggregate: CohortAggregate): string | null {
  const dates = scheduledDays(aggregate.events)
    .map((event) => event.start_date)
    .filter((date): date is string => !!date)
    .sort();
  return (dates[0] ?? aggregate.cohort.start_date)?.slice(0, 10) ?? null;
}
