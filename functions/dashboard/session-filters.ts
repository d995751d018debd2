/**
 * The dashboard's filters as one predicate over directory sessions (spec 01 §2 filter modal).
 * Lists of ids match any; empty lists and blank texts do not filter. Staff filters of the
 * facilitator kinds look at the session's unit; coaches and quality reviewers at the cohort.
 */
import { ASSIGNMENT_FILTERS, QUALITY_NONE, type DashboardFilters } from '../../shared/dashboard/types.ts';
import { sessionStaff, type CohortSession } from '../data/cohorts/cohort-directory.ts';

type Predicate = (session: CohortSession) => boolean;

const anyOf = <T>(wanted: readonly T[], have: Iterable<T>): boolean => {
  for (const value of have) if (wanted.includes(value)) return true;
  return false;
};

const contains = (text: string | null, part: string) => (text ?? '').toLowerCase().includes(part.toLowerCase());

/** Assignment filters are ignored for accounts that do not get them (role ids 16 and 36). */
export function sessionFilter(filters: DashboardFilters, hidden: ReadonlySet<string> = new Set()): Predicate {
  const tests: Predicate[] = [];
  const active = <K extends keyof DashboardFilters>(key: K) => !hidden.has(key) && filters[key];
  const staffIds = (session: CohortSession, type: Parameters<typeof sessionStaff>[1]) => sessionStaff(session, type).map((s) => s.user_id);
  const cohortStaffIds = (session: CohortSession, type: string) =>
    session.cohort.summary.staff.filter((s) => s.staff_type === type).map((s) => s.user_id);

  if (filters.courses.length) tests.push((s) => filters.courses.includes(s.cohort.course_id));
  if (filters.types.length) tests.push((s) => filters.types.includes(s.cohort.delivery_model_id));
  if (filters.meeting_types.length) tests.push((s) => s.meeting_type !== null && filters.meeting_types.includes(s.meeting_type));
  if (filters.units.length) tests.push((s) => filters.units.includes(s.unit_id));
  if (filters.cohorts.length) tests.push((s) => filters.cohorts.includes(s.cohort.id));
  if (filters.states.length) tests.push((s) => filters.states.includes(s.cohort.state_id));
  if (active('facilitators') && filters.facilitators.length) tests.push((s) => anyOf(filters.facilitators, staffIds(s, 'facilitator')));
  if (active('co_facilitators') && filters.co_facilitators.length)
    tests.push((s) => anyOf(filters.co_facilitators, staffIds(s, 'cofacilitator')));
  if (active('facilitators_cofac') && filters.facilitators_cofac.length) {
    tests.push((s) => anyOf(filters.facilitators_cofac, [...staffIds(s, 'facilitator'), ...staffIds(s, 'cofacilitator')]));
  }
  if (active('webinar_producer') && filters.webinar_producer.length)
    tests.push((s) => anyOf(filters.webinar_producer, staffIds(s, 'webinar')));
  if (active('coaches_alp') && filters.coaches_alp.length) tests.push((s) => anyOf(filters.coaches_alp, cohortStaffIds(s, 'alp_coach')));
  if (active('qualities') && filters.qualities.length) {
    const wantsNone = filters.qualities.includes(QUALITY_NONE);
    const ids = filters.qualities.filter((q): q is number => q !== QUALITY_NONE);
    tests.push((s) => {
      const quality = cohortStaffIds(s, 'quality');
      return (wantsNone && quality.length === 0) || anyOf(ids, quality);
    });
  }
  if (filters.schedule.length === 1) {
    const scheduled = filters.schedule[0] === 'scheduled';
    tests.push((s) => (s.start_date !== null) === scheduled);
  }
  if (filters.participants) {
    const withParticipants = filters.participants === 'with';
    tests.push((s) => s.cohort.summary.members.length > 0 === withParticipants);
  }
  if (filters.contract) tests.push((s) => contains(s.cohort.contract, filters.contract));
  if (filters.materials) tests.push((s) => contains(s.cohort.material_status, filters.materials));
  if (filters.cohort_name) tests.push((s) => contains(s.cohort.name, filters.cohort_name));
  if (filters.years.length) tests.push((s) => s.start_date !== null && filters.years.includes(Number(s.start_date.slice(0, 4))));

  return (session) => tests.every((test) => test(session));
}

/** Filter fields an account does not get: role ids 16 and 36 lose the assignment filters. */
export function hiddenFilters(roles: readonly string[]): ReadonlySet<string> {
  return new Set(roles.some((r) => r === 'facilitator_candidate' || r === 'facilitator_no_certified') ? ASSIGNMENT_FILTERS : []);
}
