/**
 * POST /api/event/validate-schedule-facilitator (spec 03 §5, §7): the days a facilitator or
 * co-facilitator would work in this cohort that meet days they already work in another cohort.
 *
 * Reads their staff assignments from GSI1 (USER#<id>, one Query) and those cohorts' events from
 * the cohort directory's summaries (in memory; at most one change-feed Query), so with the session
 * check three round trips at most, never a Scan, however many cohorts the person has worked.
 * The cohort being edited is never a conflict; nor is a force-ended cohort (its days will not run),
 * nor the coaching course's one event (type 'unique', spec 01 §3 "an ongoing coaching cohort"): it
 * spans months and its sessions are arranged between coach and coachees, so it names no day on
 * which the person is busy (the web sends no days for a coaching cohort being edited either).
 *
 * Not in the spec, the two flavours (docs/decisions/cohort-builder.md): a day that overlaps in time (or where
 * either day has no times: the whole day) must be cleared (an OK message, onlearn_validate false);
 * days that only share the date, at other times, may be kept after a Yes/No question.
 */
import { ALL_REMAINING_UNITS_USER_ID } from '../../shared/constants.ts';
import { COHORT_PEOPLE_TEXT, UNIT_STAFF_TYPES, staffUnitCovers } from '../../shared/cohort-builder/people.texts.ts';
import type { DateCoincidence, FacilitatorCheckAnswer, ScheduledDay } from '../../shared/cohort-builder/people.types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import type { SummaryEvent } from '../data/cohorts/cohort-summary.ts';
import { staffAssignmentsOf } from '../data/cohorts/staff-assignments.ts';

const NONE: FacilitatorCheckAnswer = { programed: false, onlearn_validate: true, message: '', date_coincidence: [] };
/** Not in the spec: the message lists at most this many days. */
const MESSAGE_LINES = 8;

/** Whether two time ranges of one day overlap; a day without both times is the whole day. */
function sameTime(a: Pick<ScheduledDay, 'start_time' | 'end_time'>, b: Pick<SummaryEvent, 'start_time' | 'end_time'>): boolean {
  if (!a.start_time || !a.end_time || !b.start_time || !b.end_time) return true;
  return a.start_time < b.end_time && b.start_time < a.end_time;
}

export const checkFacilitatorSchedule: RouteImplementation<'POST /api/event/validate-schedule-facilitator'> = async ({ body }) => {
  const days = body.dates_events.filter((day) => staffUnitCovers(body.unit_work, day.unit, day.day));
  if (days.length === 0 || body.id_fac === ALL_REMAINING_UNITS_USER_ID) return NONE;
  const [assignments, cached] = await Promise.all([staffAssignmentsOf(body.id_fac), cohortDirectory()]);
  const elsewhere = assignments.filter((a) => a.cohort_id !== body.id_cohort && UNIT_STAFF_TYPES.includes(a.staff_type));
  if (elsewhere.length === 0) return NONE;
  // A cohort saved elsewhere a moment ago may not be in this Lambda's directory yet: look at the feed once.
  const directory = elsewhere.some((a) => !cached.cohorts.has(a.cohort_id)) ? await cohortDirectory({ fresh: true }) : cached;

  const found = new Map<string, DateCoincidence>();
  for (const assignment of elsewhere) {
    const cohort = directory.cohorts.get(assignment.cohort_id);
    if (!cohort || cohort.force_end) continue;
    for (const event of cohort.summary.events) {
      if (!event.start_date || event.type_event === 'unique' || !staffUnitCovers(assignment.units, event.unit_id, event.day)) continue;
      const last = event.end_date && event.end_date > event.start_date ? event.end_date : event.start_date;
      for (const day of days) {
        if (day.date < event.start_date || day.date > last) continue;
        const key = `${day.unit}|${day.day}|${cohort.id}|${event.id}`;
        if (found.has(key)) continue;
        found.set(key, {
          unit: day.unit,
          day: day.day,
          date: day.date,
          start_time: day.start_time,
          end_time: day.end_time,
          same_time: sameTime(day, event),
          other: {
            cohort_id: cohort.id,
            cohort_name: cohort.name,
            unit_id: event.unit_id,
            day: event.day,
            start_date: event.start_date,
            end_date: event.end_date,
            start_time: event.start_time,
            end_time: event.end_time,
          },
        });
      }
    }
  }
  if (found.size === 0) return NONE;
  const coincidences = [...found.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || (a.start_time ?? '').localeCompare(b.start_time ?? '') || a.other.cohort_id - b.other.cohort_id,
  );
  const hard = coincidences.filter((c) => c.same_time);
  const shown = hard.length ? hard : coincidences;
  const lines = shown.slice(0, MESSAGE_LINES).map(COHORT_PEOPLE_TEXT.conflictLine);
  if (shown.length > MESSAGE_LINES) lines.push(`and ${shown.length - MESSAGE_LINES} more`);
  const name = body.name || 'The facilitator';
  return {
    programed: true,
    onlearn_validate: hard.length === 0,
    message: hard.length ? COHORT_PEOPLE_TEXT.conflictSameTime(name, lines) : COHORT_PEOPLE_TEXT.conflictSameDay(name, lines),
    date_coincidence: coincidences,
  };
};
