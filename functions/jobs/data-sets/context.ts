/**
 * What the non-attendance data sets read: the user and cohort directories (the same in-memory
 * views the lists use, loaded fresh: snapshot plus change feed, no Scan) and the reference names
 * their columns show. Loaded once per job run and shared by its sources.
 */
import { cohortDirectory, type CohortDirectory, type DirectoryCohort } from '../../data/cohorts/cohort-directory.ts';
import type { SummaryEvent, SummaryStaff } from '../../data/cohorts/cohort-summary.ts';
import type { StaffType } from '../../data/cohorts/cohorts.ts';
import { allDistricts, listReference } from '../../data/reference/reference.ts';
import { userDirectory, type UserDirectory } from '../../data/users/user-directory.ts';
import { scheduledDays, inTeachingOrder } from '../../data/cohorts/cohort-view.ts';
import { unitsCoverDay } from '../../../shared/units.ts';

export interface DataSetContext {
  users: UserDirectory;
  cohorts: CohortDirectory;
  roleNames: ReadonlyMap<number, string>;
  jobFunctions: ReadonlyMap<number, string>;
  districts: ReadonlyMap<number, string>;
}

/**
 * The directories as they are now (a look at both change feeds) and the reference names. The
 * directories and reference kinds are kept in the Lambda's memory by their modules, so the sources
 * of one run share them.
 */
export async function dataSetContext(): Promise<DataSetContext> {
  const [users, cohorts, roles, jobFunctions, districts] = await Promise.all([
    userDirectory({ fresh: true }),
    cohortDirectory({ fresh: true }),
    listReference('ROLE'),
    listReference('JOB_FUNCTION'),
    allDistricts(),
  ]);
  return {
    users,
    cohorts,
    roleNames: new Map(roles.map((r) => [r.id, r.name])),
    jobFunctions: new Map(jobFunctions.map((j) => [j.id, j.name])),
    districts: new Map(districts.map((d) => [d.id, d.name])),
  };
}

/** `First Last` of an account; `#id` for one no longer there, null for none. */
export function personName(context: DataSetContext, id: number | null): string | null {
  if (id === null) return null;
  const person = context.users.users.get(id);
  return person ? `${person.first_name} ${person.last_name}`.trim() : `#${id}`;
}

/** The names a cohort's columns show: course, state, delivery model, district. */
export function cohortNames(context: DataSetContext, cohort: DirectoryCohort) {
  const { courses, states, deliveryModels } = context.cohorts.reference;
  return {
    course: courses.get(cohort.course_id)?.name ?? null,
    state: states.get(cohort.state_id)?.code ?? null,
    delivery_model: deliveryModels.get(cohort.delivery_model_id)?.name ?? null,
    district: cohort.district_id === null ? null : (context.districts.get(cohort.district_id) ?? null),
  };
}

/** A session day the cohort holds: not one the cohort form removed (kept only for its attendance). */
export function sessionDays(cohort: DirectoryCohort): SummaryEvent[] {
  return inTeachingOrder(scheduledDays(cohort.summary.events));
}

/** Whether a staff assignment covers a day: 'all', its unit, or the unit-day ('2-1'), as the roster reads it. */
export function staffCoversDay(staff: Pick<SummaryStaff, 'units'>, day: Pick<SummaryEvent, 'unit_id' | 'day'>): boolean {
  return unitsCoverDay(staff.units, day.unit_id, day.day);
}

/** The cohort's staff of one type on a day. */
export function staffOnDay(cohort: DirectoryCohort, type: StaffType, day: SummaryEvent): SummaryStaff[] {
  return cohort.summary.staff.filter((s) => s.staff_type === type && staffCoversDay(s, day));
}

export const names = (people: readonly SummaryStaff[]) => people.map((p) => `${p.first_name} ${p.last_name}`.trim()).join(', ');

/** 'orientation' as the schedule says it, a unit number or sub-unit as is. */
export const unitLabel = (unitId: string) => (unitId === 'orientation' ? 'Orientation' : unitId);

/** A meeting type's name from its slug. */
export function meetingTypeName(context: DataSetContext, slug: string | null): string | null {
  if (!slug) return null;
  return context.cohorts.reference.meetingTypes.get(slug)?.name ?? slug;
}
