/**
 * Which cohorts the directory keeps out of its cold start (docs/decisions/performance.md,
 * "The cohort directory's archive"): a cohort whose every session ended before 1 January of last
 * year (New York) is archived. The dashboard's From-today list, the calendar's months since then
 * and the search box's soonest sessions never show one, so a Lambda serving only those answers
 * starts from the active cohorts and a facet of each archived one; everything else (the Past
 * list before then, reports, the other lists) loads the archive first.
 */
import { nyDate } from '../../../shared/time.ts';
import type { SummaryStaff } from './cohort-summary.ts';
import type { CohortRecord } from './cohorts.ts';
import type { CohortSummary } from './cohort-summary.ts';

/** The first day the active part holds every session of: 1 January of last year. */
export function archiveBoundary(today: string = nyDate()): string {
  return `${Number(today.slice(0, 4)) - 1}-01-01`;
}

/** A cohort with an undated day, or no day at all, is not over: it stays active. */
export function isArchived(cohort: { summary: Pick<CohortSummary, 'events'> }, boundary: string): boolean {
  const { events } = cohort.summary;
  if (!events.length) return false;
  return events.every((e) => e.start_date !== null && (e.end_date ?? e.start_date) < boundary);
}

/**
 * What the filter choices, the search box, the calendar's years and the visibility rules read
 * of an archived cohort: a few hundred bytes instead of its summary's members and days.
 */
export interface CohortFacet
  extends Pick<CohortRecord, 'id' | 'name' | 'city' | 'state_id' | 'course_id' | 'delivery_model_id' | 'updated_at'> {
  units: string[];
  meeting_types: string[];
  years: number[];
  staff: Array<Pick<SummaryStaff, 'user_id' | 'staff_type' | 'first_name' | 'last_name'>>;
}

export function facetOf(cohort: CohortRecord & { summary: Pick<CohortSummary, 'events' | 'staff'> }): CohortFacet {
  const { events, staff } = cohort.summary;
  const distinct = <T>(values: Iterable<T>) => [...new Set(values)];
  return {
    id: cohort.id,
    name: cohort.name,
    city: cohort.city,
    state_id: cohort.state_id,
    course_id: cohort.course_id,
    delivery_model_id: cohort.delivery_model_id,
    updated_at: cohort.updated_at,
    units: distinct(events.map((e) => e.unit_id)),
    meeting_types: distinct(events.flatMap((e) => (e.meeting_type ? [e.meeting_type] : []))),
    years: distinct(events.flatMap((e) => (e.start_date ? [Number(e.start_date.slice(0, 4))] : []))),
    staff: staff.map(({ user_id, staff_type, first_name, last_name }) => ({ user_id, staff_type, first_name, last_name })),
  };
}
