/**
 * A cohort's past days whose attendance was never saved: the dashboard's Missing attendance column
 * (spec 01 §3) and the Attendance Audit's `missingAttendanceData` (spec 03 §3), one rule for both.
 * Orientation and ongoing (coaching 'unique') units take no attendance, nor does a coaching-course
 * cohort; a day counts once its New York date has passed.
 */
import type { MissingAttendance } from '../../shared/dashboard/types.ts';
import { nyDate } from '../../shared/time.ts';
import type { DirectoryCohort, DirectoryReference } from '../data/cohorts/cohort-directory.ts';
import { isCoachingCohort } from './attendance-audit.ts';

export function missingAttendance(
  cohort: DirectoryCohort,
  reference: Pick<DirectoryReference, 'courses'>,
  today = nyDate(),
): MissingAttendance[] {
  if (isCoachingCohort({ cohort }, reference)) return [];
  const recorded = new Set(cohort.recorded_events);
  return cohort.summary.events
    .filter(
      (e) =>
        e.unit_id !== 'orientation' && e.type_event !== 'unique' && e.start_date !== null && e.start_date < today && !recorded.has(e.id),
    )
    .sort((a, b) => a.start_date!.localeCompare(b.start_date!))
    .map((e) => ({ event_id: e.id, unit_id: e.unit_id, day: e.day, date: e.start_date! }));
}
