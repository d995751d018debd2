/** How the Cohort Builder list writes its Start, Next, Created and Modified cells (spec 03 §2.2, §4), New York dates and times. */
import type { CohortAuthorship, CohortListRow, CohortNext } from '@shared/cohort-builder/list.types';
import { COHORT_LIST_TEXT as T } from '@shared/cohort-builder/list.texts';
import { formatCalendarDate, formatClockTime, formatInstant } from '@shared/format';
import { weekday } from '@shared/time';
import { unitLabel } from '@shared/units';
import { rosterPath } from '@/lib/paths';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `Tue, Mar 3, 2026`. */
export const dayAndDate = (date: string) => `${WEEKDAYS[weekday(date)]}, ${formatCalendarDate(date)}`;

/** `8:30 AM - 3:30 PM`, or the start alone; empty without times. */
export function timeRange(start: string | null, end: string | null): string {
  const from = formatClockTime(start);
  const to = formatClockTime(end);
  if (!from) return '';
  return to ? `${from} - ${to}` : from;
}

export function startText(start: CohortListRow['start']): string {
  if (!start) return T.tbd;
  return [formatCalendarDate(start.date), formatClockTime(start.time)].filter(Boolean).join(' ');
}

/** The Next column: the unit (and its day when it has several), day and date, time range; Ended with the date; Force Ended; TBD. */
export function nextText(next: CohortNext): { title: string; detail: string } {
  switch (next.status) {
    case 'next':
      return {
        title: next.days > 1 ? `${unitLabel(next.unit_id)}, Day ${next.day}` : unitLabel(next.unit_id),
        detail: [dayAndDate(next.date), timeRange(next.start_time, next.end_time)].filter(Boolean).join(' · '),
      };
    case 'ended':
      return { title: T.ended, detail: formatCalendarDate(next.date) };
    case 'force_ended':
      return { title: T.forceEnded, detail: '' };
    default:
      return { title: T.tbd, detail: '' };
  }
}

/** Created and Modified: the author's last name and the New York date-time. */
export const authorshipText = (who: CohortAuthorship) => [who.by, formatInstant(who.at)].filter(Boolean).join(' ');

/** The Title link: the cohort's dashboard (roster) page; null while the cohort has no days. */
export function dashboardLink(row: CohortListRow): string | null {
  if (!row.dashboard) return null;
  const { event_id, unit_id, post_id } = row.dashboard;
  return rosterPath({ cohortId: row.id, eventId: event_id, unitId: unit_id, postId: post_id });
}
