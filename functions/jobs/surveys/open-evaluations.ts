/**
 * The units whose evaluation is open: not the orientation, with an evaluation link, and whose
 * last day ended (spec 01 §4 "Unit-passed": the end of that day, New York time) within the
 * window. Candidates come from the events-by-month index (GSI2); each candidate cohort is then
 * read whole, since a unit's other days may sit in months the index was not asked for, and the
 * cohort gives the post id and the member count the sources need.
 */
import { SURVEY_REFRESH } from '../../../shared/constants.ts';
import { addDays } from '../../../shared/time.ts';
import { ORIENTATION } from '../../../shared/units.ts';
import { scheduledDays } from '../../data/cohorts/cohort-view.ts';
import { eventsOfMonth, loadCohort, type CohortAggregate, type EventRecord } from '../../data/cohorts/cohorts.ts';
import { forEachConcurrently } from '../../services/pool.ts';

export interface OpenEvaluation {
  cohortId: number;
  /** The cohort's key in the content system, which the survey system also knows. */
  postId: number;
  unit: string;
  /** The unit's last day (YYYY-MM-DD). */
  lastDay: string;
  /** Members of the cohort: nobody else answers its survey. */
  participants: number;
}

/** `YYYY-MM` of every month from one date to another, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const [lastYear, lastMonth] = to.split('-').map(Number);
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The day an event ends: its end date, or its start date for a one-day event. */
const endOf = (e: EventRecord) => e.end_date ?? e.start_date;

/** A cohort's units whose evaluation is open on `today` (a New York date), as the roster counts the last day. */
export function openUnits(aggregate: CohortAggregate, today: string, windowDays: number): OpenEvaluation[] {
  const from = addDays(today, -windowDays);
  const units = new Map<string, EventRecord[]>();
  // A day the cohort form removed (kept for its attendance) no longer ends its unit.
  for (const e of scheduledDays(aggregate.events))
    if (e.unit_id !== ORIENTATION) units.set(e.unit_id, [...(units.get(e.unit_id) ?? []), e]);
  const open: OpenEvaluation[] = [];
  for (const [unit, days] of units) {
    const lastDay = days
      .map(endOf)
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1);
    if (!lastDay || lastDay >= today || lastDay < from) continue;
    if (!days.some((d) => d.url_unit_evaluation)) continue;
    open.push({ cohortId: aggregate.cohort.id, postId: aggregate.cohort.post_id, unit, lastDay, participants: aggregate.members.length });
  }
  return open;
}

/** Every open evaluation on `today`, by cohort and unit. */
export async function openEvaluations(today: string, windowDays: number = SURVEY_REFRESH.windowDays): Promise<OpenEvaluation[]> {
  const from = addDays(today, -windowDays);
  const yesterday = addDays(today, -1);
  const months = monthsBetween(addDays(from, -SURVEY_REFRESH.longestEventDays), yesterday);
  const events = (await Promise.all(months.map((month) => eventsOfMonth(month)))).flat();
  const candidates = [
    ...new Set(
      events
        .filter((e) => {
          const end = endOf(e);
          return e.unit_id !== ORIENTATION && end !== null && end >= from && end <= yesterday;
        })
        .map((e) => e.cohort_id),
    ),
  ];
  const open: OpenEvaluation[] = [];
  await forEachConcurrently(candidates, SURVEY_REFRESH.concurrency, async (cohortId) => {
    const aggregate = await loadCohort(cohortId);
    if (aggregate) open.push(...openUnits(aggregate, today, windowDays));
  });
  return open.sort((a, b) => a.cohortId - b.cohortId || a.unit.localeCompare(b.unit, 'en', { numeric: true }));
}
