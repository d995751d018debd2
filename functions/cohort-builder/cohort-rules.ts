/**
 * The cohort form's rules that the server holds whatever the client sent (spec 03 §5), beside the
 * save (cohort-save-routes.ts), and what the save keeps that the day-by-day events cannot hold.
 */
import type { CohortFormValues, StaffAssignment } from '../../shared/cohort-builder/form.types.ts';
import { ROLE_BY_ID, type RoleSlug } from '../../shared/auth/roles.ts';
import { CHECKED_STAFF_TYPES, nislEligible, nislFacts } from '../../shared/cohort-builder/people.texts.ts';
import { ALL_REMAINING_UNITS_USER_ID } from '../../shared/constants.ts';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import type { CohortAggregate, CohortRecord, RemovedMemberRecord } from '../data/cohorts/cohorts.ts';
import type { Course } from '../data/reference/reference.ts';
import type { UserRecord } from '../data/users/users.ts';

const slugsOf = (roles: readonly number[]): RoleSlug[] =>
  roles.flatMap((id): RoleSlug[] => {
    const role = ROLE_BY_ID.get(id);
    return role ? [role.slug] : [];
  });

/**
 * Spec 03 §5, the NISL rule, as the Assignments pane applies it (`nislEligible` on the facts the
 * people search answers, `nislFacts`): a facilitator or co-facilitator of a course marked
 * `is_nisl` must be national or NISL certified. Checked on the assignments the save makes: a
 * person new to that list of the cohort, or everyone on the two lists when the save changes the
 * course (the course makes the cohort a NISL one). Someone already on the list of the same course
 * stays (the rule held when they were assigned; a later loss of a certification does not lock the
 * cohort's other edits). The placeholder 'All remaining units' (user 13450) is no person: never
 * checked. Answers the spec's message of the first refused list (facilitators first), or null.
 */
export function nislRefusal(
  course: Pick<Course, 'id' | 'is_nisl'>,
  staff: readonly StaffAssignment[],
  users: ReadonlyMap<number, Pick<UserRecord, 'roles' | 'certifications'>>,
  before: Pick<CohortAggregate, 'cohort' | 'staff'> | undefined,
): string | null {
  if (!course.is_nisl) return null;
  const sameCourse = before?.cohort.course_id === course.id;
  const stored = new Set((before?.staff ?? []).map((s) => `${s.staff_type}#${s.user_id}`));
  for (const type of CHECKED_STAFF_TYPES) {
    const refused = staff.some((s) => {
      if (s.staff_type !== type || s.user_id === ALL_REMAINING_UNITS_USER_ID) return false;
      if (sameCourse && stored.has(`${type}#${s.user_id}`)) return false;
      const user = users.get(s.user_id);
      return !user || !nislEligible(nislFacts(slugsOf(user.roles), user.certifications));
    });
    if (refused) return type === 'facilitator' ? COHORT_TEXT.facilitatorNotCertified : COHORT_TEXT.coFacilitatorNotCertified;
  }
  return null;
}

/**
 * An ext (hours) unit's own evaluation link and meeting type (spec 03 §3 "Cohort schedule entry":
 * every unit has url_unit_evaluation and meeting_type, its sub-units their own). An ext unit has no
 * day of its own, so no event can carry them: the META keeps them by unit (`ext_units`), only for
 * ext units that have one of the two.
 */
export function extUnitsOf(values: Pick<CohortFormValues, 'units'>): NonNullable<CohortRecord['ext_units']> {
  const kept: NonNullable<CohortRecord['ext_units']> = {};
  for (const unit of values.units) {
    if (unit.event_type !== 'ext' || (!unit.url_unit_evaluation && !unit.meeting_type)) continue;
    kept[unit.unit] = { url_unit_evaluation: unit.url_unit_evaluation || null, meeting_type: unit.meeting_type || null };
  }
  return kept;
}

/** The form's values with each ext unit's own link and meeting type as the META keeps them. */
export function withExtUnits<V extends Pick<CohortFormValues, 'units'>>(values: V, cohort: Pick<CohortRecord, 'ext_units'>): V {
  const kept = cohort.ext_units ?? {};
  return {
    ...values,
    units: values.units.map((unit) => {
      if (unit.event_type !== 'ext') return unit;
      const own = kept[unit.unit];
      return { ...unit, url_unit_evaluation: own?.url_unit_evaluation ?? null, meeting_type: own?.meeting_type ?? null };
    }),
  };
}

/**
 * The participants the cohort keeps a history of after removing them: those the save drops whose
 * attendance was recorded (names and e-mail as the summary had them), plus those removed before
 * and not added again. A participant removed without any recorded mark leaves no trace.
 */
export function removedMembers(
  before: Pick<CohortAggregate, 'cohort' | 'members' | 'attendance' | 'summary'> | undefined,
  participants: readonly number[],
  at: string,
): RemovedMemberRecord[] {
  if (!before) return [];
  const staying = new Set(participants);
  const recorded = new Set(before.attendance.map((a) => a.user_id));
  const earlier = (before.cohort.removed_members ?? []).filter((r) => !staying.has(r.user_id));
  const known = new Set(earlier.map((r) => r.user_id));
  const now = before.members
    .filter((m) => !staying.has(m.user_id) && recorded.has(m.user_id) && !known.has(m.user_id))
    .map((m): RemovedMemberRecord => {
      const person = before.summary.members.find((p) => p.user_id === m.user_id);
      return {
        user_id: m.user_id,
        first_name: person?.first_name ?? '',
        last_name: person?.last_name ?? '',
        email: person?.email ?? '',
        removed_at: at,
      };
    });
  return [...earlier, ...now];
}
