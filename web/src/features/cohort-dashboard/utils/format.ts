/**
 * How a dashboard row shows its values (spec 01 §2 "Cohort dashboard"). Dates are New York
 * calendar dates (`YYYY-MM-DD`) and times New York wall-clock times, shown as they are
 * whatever the browser's zone.
 */
import type { DashboardCohort, DashboardSession, MissingAttendance } from '@shared/dashboard/types';
import { formatCalendarDate, formatClockTime } from '@shared/format';
import { unitLabel } from '@shared/units';
import { rosterPath } from '@/lib/paths';

export const TBD = 'TBD';
export const ELLIPSIS = '…';

const monthDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function utcDate(date: string): Date {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export const formatDate = formatCalendarDate;

/** `Mar 4, 2026`, `Mar 4 – Mar 5, 2026`, `Dec 30, 2025 – Jan 2, 2026`, or `TBD`. */
export function formatDateRange(start: string | null, end: string | null): string {
  if (!start) return TBD;
  if (!end || end.slice(0, 10) === start.slice(0, 10)) return formatDate(start);
  if (start.slice(0, 4) === end.slice(0, 4)) return `${monthDayFormat.format(utcDate(start))} – ${formatDate(end)}`;
  return `${formatDate(start)} – ${formatDate(end)}`;
}

export const formatTime = formatClockTime;

export function formatTimeRange(time: DashboardSession['time']): string {
  const start = formatTime(time.start_time);
  const end = formatTime(time.end_time);
  if (start && end) return `${start} – ${end}`;
  return start ?? '';
}

export { unitLabel };

/** `Day 1 of 2` for units of more than one day; nothing for single-day sessions. */
export function dayOfUnitLabel(session: Pick<DashboardSession, 'day' | 'total_events_for_unit'>): string | null {
  return session.total_events_for_unit > 1 ? `Day ${session.day} of ${session.total_events_for_unit}` : null;
}

/** `Unit 2 Day 1 (Mar 4, 2026)`. */
export function missingAttendanceLabel(missing: MissingAttendance): string {
  return `${unitLabel(missing.unit_id)} Day ${missing.day} (${formatDate(missing.date)})`;
}

/** The cohort column: `City, ST` with View Cities on, the cohort name otherwise. */
export function cohortTitle(cohort: Pick<DashboardCohort, 'name' | 'city' | 'state'>, viewCities: boolean): string {
  return viewCities ? `${cohort.city}, ${cohort.state.code}` : cohort.name;
}

export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}${ELLIPSIS}` : text;
}

export function sessionRosterPath(session: Pick<DashboardSession, 'cohort' | 'event_id' | 'unit_id'>): string {
  const { cohort, event_id, unit_id } = session;
  return rosterPath({ cohortId: cohort.id, eventId: event_id, unitId: unit_id, postId: cohort.postId });
}
