/**
 * The attendance schedule of one participant (spec 01 §2 "Attendance schedule dialog", §4):
 * order, year groups, the attendance message of each event and the initial scroll target.
 * Dates are New York calendar dates (`YYYY-MM-DD`) and times New York wall-clock times.
 */
import { formatClockTime } from '@shared/format';
import type { ScheduleEvent } from '@shared/participants/types';
import * as MESSAGES from '@shared/texts/general';
import { nyDate, nyInstant } from '@shared/time';

export const TBD = 'TBD';

export function isOrientation(event: Pick<ScheduleEvent, 'unit_id'>): boolean {
  return String(event.unit_id).toLowerCase() === 'orientation';
}

/** `08:30`, `8:30:00` → `08:30:00`; null for anything else. */
export function normalizeTime(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(time ?? '');
  if (!match) return null;
  return `${match[1].padStart(2, '0')}:${match[2]}:${match[3] ?? '00'}`;
}

/** The instant an event starts (its day's midnight when it has no time); null when TBD. */
export function eventStart(event: Pick<ScheduleEvent, 'start_date' | 'start_time'>): Date | null {
  if (!event.start_date) return null;
  return nyInstant(event.start_date.slice(0, 10), normalizeTime(event.start_time) ?? '00:00:00');
}

export type AttendanceState = 'present' | 'absent' | 'not_recorded';

/**
 * Spec 01 §4: orientation shows no attendance; an event that has started shows what the
 * facilitator recorded ('1' present, '0' absent) or that nothing is recorded yet; future and
 * TBD events show nothing.
 */
export function attendanceState(event: ScheduleEvent, now: Date = new Date()): AttendanceState | null {
  if (isOrientation(event)) return null;
  const start = eventStart(event);
  if (!start || start.getTime() > now.getTime()) return null;
  const recorded = event.attendance?.attendance;
  if (recorded === '1') return 'present';
  if (recorded === '0') return 'absent';
  return 'not_recorded';
}

export const ATTENDANCE_TEXT: Record<AttendanceState, string> = {
  present: MESSAGES.attendancePresent,
  absent: MESSAGES.attendanceAbsent,
  not_recorded: MESSAGES.attendanceNotRecorded,
};

export function attendanceMessage(event: ScheduleEvent, now: Date = new Date()): string | null {
  const state = attendanceState(event, now);
  return state ? ATTENDANCE_TEXT[state] : null;
}

/** Dated events by date, time and day; TBD events after them in the server's order. */
export function sortEvents(events: readonly ScheduleEvent[]): ScheduleEvent[] {
  const dated = events.filter((e) => e.start_date);
  const tbd = events.filter((e) => !e.start_date);
  dated.sort(
    (a, b) =>
      a.start_date!.slice(0, 10).localeCompare(b.start_date!.slice(0, 10)) ||
      (normalizeTime(a.start_time) ?? '').localeCompare(normalizeTime(b.start_time) ?? '') ||
      a.day - b.day ||
      a.id - b.id,
  );
  return [...dated, ...tbd];
}

export interface YearGroup {
  /** The year (`2026`) or `TBD`. */
  label: string;
  /** Each event with its position in the sorted list. */
  entries: { event: ScheduleEvent; index: number }[];
}

/** Groups sorted events by year of their start date; the TBD group comes last. */
export function groupByYear(sorted: readonly ScheduleEvent[]): YearGroup[] {
  const groups: YearGroup[] = [];
  sorted.forEach((event, index) => {
    const label = event.start_date ? event.start_date.slice(0, 4) : TBD;
    let group = groups.at(-1);
    if (!group || group.label !== label) {
      group = { label, entries: [] };
      groups.push(group);
    }
    group.entries.push({ event, index });
  });
  return groups;
}

/**
 * The entry the list first scrolls to: two entries before the first event on or after today
 * (New York), or null when every dated event is in the past.
 */
export function initialScrollIndex(sorted: readonly ScheduleEvent[], now: Date = new Date()): number | null {
  const today = nyDate(now);
  const first = sorted.findIndex((e) => e.start_date !== null && e.start_date.slice(0, 10) >= today);
  if (first === -1) return null;
  return Math.max(0, first - 2);
}

export function unitLabel(event: Pick<ScheduleEvent, 'unit_id'>): string {
  return isOrientation(event) ? 'Orientation' : `Unit ${event.unit_id}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** `2026-03-10` → `Tue, Mar 10, 2026` (a calendar date: no zone conversion). */
export function formatDate(date: string | null): string {
  if (!date) return TBD;
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return dateFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

export const formatTime = formatClockTime;

/** `8:30 AM – 3:30 PM ET`, or TBD without a date or times. */
export function formatTimeRange(event: Pick<ScheduleEvent, 'start_date' | 'start_time' | 'end_time'>): string {
  if (!event.start_date) return TBD;
  const start = formatTime(event.start_time);
  const end = formatTime(event.end_time);
  if (!start) return TBD;
  return end ? `${start} – ${end} ET` : `${start} ET`;
}

/** `83.333` → `83.3`. */
export function formatPercent(value: number | null | undefined): string {
  const n = Number(value ?? 0);
  return `${Number.isFinite(n) ? Math.round(n * 10) / 10 : 0}%`;
}
