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
 *
 * The save (POST /api/cohort) holds the same rule (`scheduleConflictRefusal`, issue 31): the days
 * it schedules for a facilitator or co-facilitator that meet, at the same time, a day they work in
 * another cohort are refused (422) with the people's own conflict lines, whatever the client sent.
 */
import { ALL_REMAINING_UNITS_USER_ID } from '../../shared/constants.ts';
import type { CohortFormValues, StaffType } from '../../shared/cohort-builder/form.types.ts';
import { CHECKED_STAFF_TYPES, COHORT_PEOPLE_TEXT, UNIT_STAFF_TYPES } from '../../shared/cohort-builder/people.texts.ts';
import { unitsCoverDay } from '../../shared/units.ts';
import type { DateCoincidence, FacilitatorCheckAnswer, ScheduledDay } from '../../shared/cohort-builder/people.types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import type { SummaryEvent } from '../data/cohorts/cohort-summary.ts';
import type { CohortAggregate } from '../data/cohorts/cohorts.ts';
import { staffAssignmentsOf } from '../data/cohorts/staff-assignments.ts';
import { matchDays, type WantedDay } from './cohort-values.ts';

const NONE: FacilitatorCheckAnswer = { programed: false, onlearn_validate: true, message: '', date_coincidence: [] };
/** Not in the spec: the message lists at most this many days. */
const MESSAGE_LINES = 8;

/** Whether two time ranges of one day overlap; a day without both times is the whole day. */
function sameTime(a: Pick<ScheduledDay, 'start_time' | 'end_time'>, b: Pick<SummaryEvent, 'start_time' | 'end_time'>): boolean {
  if (!a.start_time || !a.end_time || !b.start_time || !b.end_time) return true;
  return a.start_time < b.end_time && b.start_time < a.end_time;
}

/** One person's days of the cohort being edited (only those their units there cover). */
interface PersonDays {
  userId: number;
  days: readonly ScheduledDay[];
}

/**
 * The rule, in one place: for each person, the days of `days` that meet a day they work in a cohort
 * other than `cohortId` (facilitator, co-facilitator or webinar producer, with units covering that
 * day), sorted by date, time and cohort. One GSI1 Query per person (their staff items), the cohort
 * directory's summaries in memory (one change-feed Query at most: when a cohort of theirs is not in
 * it yet, or always with `fresh`); never a Scan. A force-ended cohort and the coaching course's event are never a conflict.
 */
async function coincidencesOf(
  people: readonly PersonDays[],
  cohortId: number | null,
  { fresh = false } = {},
): Promise<Map<number, DateCoincidence[]>> {
  const asked = people.filter((p) => p.days.length > 0 && p.userId !== ALL_REMAINING_UNITS_USER_ID);
  const out = new Map<number, DateCoincidence[]>();
  if (asked.length === 0) return out;
  const [cached, ...assignments] = await Promise.all([cohortDirectory({ fresh }), ...asked.map((p) => staffAssignmentsOf(p.userId))]);
  const elsewhere = assignments.map((list) => list.filter((a) => a.cohort_id !== cohortId && UNIT_STAFF_TYPES.includes(a.staff_type)));
  // A cohort saved elsewhere a moment ago may not be in this Lambda's directory yet: look at the feed once.
  const directory =
    !fresh && elsewhere.some((list) => list.some((a) => !cached.cohorts.has(a.cohort_id)))
      ? await cohortDirectory({ fresh: true })
      : cached;

  asked.forEach(({ userId, days }, i) => {
    const found = new Map<string, DateCoincidence>();
    for (const assignment of elsewhere[i]) {
      const cohort = directory.cohorts.get(assignment.cohort_id);
      if (!cohort || cohort.force_end) continue;
      for (const event of cohort.summary.events) {
        if (!event.start_date || event.type_event === 'unique' || !unitsCoverDay(assignment.units, event.unit_id, event.day)) continue;
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
    if (found.size === 0) return;
    out.set(
      userId,
      [...found.values()].sort(
        (a, b) =>
          a.date.localeCompare(b.date) || (a.start_time ?? '').localeCompare(b.start_time ?? '') || a.other.cohort_id - b.other.cohort_id,
      ),
    );
  });
  return out;
}

/** The days a message lists: at most MESSAGE_LINES, then how many more. */
function conflictLines(coincidences: readonly DateCoincidence[]): string[] {
  const lines = coincidences.slice(0, MESSAGE_LINES).map(COHORT_PEOPLE_TEXT.conflictLine);
  if (coincidences.length > MESSAGE_LINES) lines.push(`and ${coincidences.length - MESSAGE_LINES} more`);
  return lines;
}

export const checkFacilitatorSchedule: RouteImplementation<'POST /api/event/validate-schedule-facilitator'> = async ({ body }) => {
  const days = body.dates_events.filter((day) => unitsCoverDay(body.unit_work, day.unit, day.day));
  const coincidences = (await coincidencesOf([{ userId: body.id_fac, days }], body.id_cohort)).get(body.id_fac);
  if (!coincidences) return NONE;
  const hard = coincidences.filter((c) => c.same_time);
  const lines = conflictLines(hard.length ? hard : coincidences);
  const name = body.name || 'The facilitator';
  return {
    programed: true,
    onlearn_validate: hard.length === 0,
    message: hard.length ? COHORT_PEOPLE_TEXT.conflictSameTime(name, lines) : COHORT_PEOPLE_TEXT.conflictSameDay(name, lines),
    date_coincidence: coincidences,
  };
};

/** A stored day is the same day when it keeps its dates and times (its unit and day may be re-lettered). */
const sameSlot = (w: WantedDay, e: NonNullable<ReturnType<typeof matchDays>[number]>) =>
  !e.removed_at && e.start_date === w.start_date && e.end_date === w.end_date && e.start_time === w.start_time && e.end_time === w.end_time;

/**
 * The save's side of the rule (issue 31): the message refusing the save (422), or null. Checked: each
 * facilitator and co-facilitator (not the placeholder 13450) against each dated day of the cohort
 * their units cover that the save brings in, i.e. a new day, a day whose date or times change, or a
 * day the person did not cover before (newly assigned, or units added). A day and person the stored
 * cohort already had are not checked again (as the NISL rule: the conflict was checked when made,
 * and a double booking made before this rule, or kept after the form's Yes, does not lock the
 * cohort's other edits); the other cohort's save checks its own changes against this one. Refused
 * only for days at the same time (the form's OK flavour); a day that only shares the date can be
 * kept after the form's Yes, so the save lets it through. Not checked: the coaching course (its one
 * event names no busy day) and a force-ended cohort (its days will not run). One Query per person at
 * most, only for people with such days.
 */
export async function scheduleConflictRefusal(
  values: Pick<CohortFormValues, 'id' | 'staff' | 'force_end'>,
  wanted: readonly WantedDay[],
  before: Pick<CohortAggregate, 'events' | 'staff'> | undefined,
  nameOf: (userId: number) => string,
): Promise<string | null> {
  if (values.force_end) return null;
  const matches = matchDays(wanted, before?.events ?? []);
  const unitsOf = (staff: readonly { user_id: number; staff_type: StaffType; units: readonly string[] }[]) => {
    const units = new Map<number, string[]>();
    for (const s of staff) {
      if (!CHECKED_STAFF_TYPES.includes(s.staff_type) || s.user_id === ALL_REMAINING_UNITS_USER_ID) continue;
      units.set(s.user_id, [...(units.get(s.user_id) ?? []), ...s.units]);
    }
    return units;
  };
  const now = unitsOf(values.staff);
  const stored = unitsOf(before?.staff ?? []);
  const people: PersonDays[] = [...now].map(([userId, units]) => ({
    userId,
    days: wanted.flatMap((w, i): ScheduledDay[] => {
      if (!w.start_date || w.type_event === 'unique' || !unitsCoverDay(units, w.unit_id, w.day)) return [];
      const match = matches[i];
      const had = stored.get(userId);
      if (match && had && sameSlot(w, match) && unitsCoverDay(had, match.unit_id, match.day)) return [];
      return [{ unit: w.unit_id, day: w.day, date: w.start_date, start_time: w.start_time, end_time: w.end_time }];
    }),
  }));
  // The save reads the change feed (one Query): another Lambda's save of the other cohort a moment ago counts.
  const found = await coincidencesOf(people, values.id, { fresh: true });
  const refusals = [...found].flatMap(([userId, coincidences]) => {
    const hard = coincidences.filter((c) => c.same_time);
    return hard.length ? [COHORT_PEOPLE_TEXT.conflictOnSave(nameOf(userId), conflictLines(hard))] : [];
  });
  return refusals.length ? refusals.join(' ') : null;
}
