/**
 * The rules of the user form (spec 02 §5) that need more than the body's shape (the contract in
 * shared/users/form.contract.ts checks that): who may grant which roles and change which
 * accounts (account-management.ts), reference data that must exist, state → district → school,
 * Pennsylvania's PPID and IU, the bookmark. Shared by create and update; each rule refuses with
 * the spec's message (or ours where it has none) and changes nothing.
 */
import { DEFAULT_COURSE_ID } from '../../shared/constants.ts';
import { ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import type { UserFormFields, UserFormRecord } from '../../shared/users/form.types.ts';
import type { FormStatus } from '../../shared/api/user-record.ts';
import { httpError } from '../core/errors.ts';
import type { SessionClaims } from '../services/tokens.ts';
import { districtsOfState, listReference, schoolsOfDistrict } from '../data/reference/reference.ts';
import type { UserRecord } from '../data/users/users.ts';
import { requireMayManage } from './account-management.ts';

const ADMIN_ROLE_IDS: readonly number[] = [ROLE_BY_SLUG.administrator.id, ROLE_BY_SLUG.senior_admin.id];
const NATIONAL_FACILITATOR_ID = ROLE_BY_SLUG.facilitator_national.id;
const PENNSYLVANIA_CODE = 'PA';

const refuse = (message: string, status = 422) => httpError(status, message);

/** The form's fields as the profile stores them, with the rules applied. */
export type CheckedFields = Omit<UserFormFields, 'staff_contractor' | 'default_course'> &
  Pick<UserRecord, 'staff_contractor' | 'default_course' | 'school_name'>;

/**
 * Checks the fields against the rules and the reference data, and normalises them (bookmark,
 * school name, PA-only fields). `before` is the account being edited (undefined on create).
 */
export async function checkUserFields(fields: UserFormFields, actor: SessionClaims, before?: UserRecord): Promise<CheckedFields> {
  const previousRoles = new Set(before?.roles ?? []);
  const roles = [...new Set(fields.roles)];
  if (!roles.length) throw refuse(USER_FORM_TEXT.atLeastOneRole);
  const rolesChanged = !before || roles.length !== previousRoles.size || roles.some((r) => !previousRoles.has(r));

  if (before && rolesChanged && before.id === actor.userId) throw refuse(USER_FORM_TEXT.ownRoles, 403);
  // Granting (or taking away) administrator / senior admin is a senior admin's decision alone.
  const adminRolesChanged = ADMIN_ROLE_IDS.some((id) => roles.includes(id) !== previousRoles.has(id));
  if (adminRolesChanged && !actor.roles.includes('senior_admin')) throw refuse(USER_FORM_TEXT.onlySeniorGrantsAdmin, 403);
  // Any other change to an administrator's or senior admin's account is a senior admin's too.
  if (before) requireMayManage(actor, before);

  const [roleRecords, courses, states] = await Promise.all([listReference('ROLE'), listReference('COURSE'), listReference('STATE')]);
  // A role offered by the form: active and not hidden (administrator and senior admin are offered
  // although hidden); an account keeps a role it already holds even if it is no longer offered.
  const offered = new Set(roleRecords.filter((r) => !r.deleted_at && (!r.hide || ADMIN_ROLE_IDS.includes(r.id))).map((r) => r.id));
  if (roles.some((id) => !offered.has(id) && !previousRoles.has(id))) throw refuse(USER_FORM_TEXT.unknownRole);

  const staffContractor = fields.staff_contractor;
  if (roles.includes(NATIONAL_FACILITATOR_ID) && !staffContractor) throw refuse(USER_FORM_TEXT.staffOrContractor);

  const courseIds = new Set(courses.map((c) => c.id));
  const coursePrivileges = [...new Set(fields.courses)];
  if (coursePrivileges.some((id) => !courseIds.has(id))) throw refuse(USER_FORM_TEXT.unknownCourse);
  if (fields.default_course !== null && !courseIds.has(fields.default_course)) throw refuse(USER_FORM_TEXT.unknownCourse);
  // Removing the bookmarked course from the privileges moves the bookmark to the first course.
  const bookmark =
    fields.default_course !== null && coursePrivileges.includes(fields.default_course)
      ? fields.default_course
      : (coursePrivileges[0] ?? DEFAULT_COURSE_ID);

  const state = states.find((s) => s.id === fields.state_id);
  if (!state) throw refuse(USER_FORM_TEXT.unknownState);
  const stateIds = new Set(states.map((s) => s.id));
  if (fields.states_coordinator.some((id) => !stateIds.has(id))) throw refuse(USER_FORM_TEXT.unknownState);

  let schoolName: string | null = null;
  if (fields.district_id !== null) {
    if (!(await districtsOfState(state.id)).some((d) => d.id === fields.district_id)) throw refuse(USER_FORM_TEXT.stateBeforeDistrict);
  }
  if (fields.school_id !== null) {
    if (fields.district_id === null) throw refuse(USER_FORM_TEXT.districtBeforeSchool);
    const school = (await schoolsOfDistrict(fields.district_id)).find((s) => s.id === fields.school_id);
    if (!school) throw refuse(USER_FORM_TEXT.districtBeforeSchool);
    schoolName = school.name;
  }

  const pennsylvania = state.code === PENNSYLVANIA_CODE;
  return {
    ...fields,
    roles,
    courses: coursePrivileges,
    default_course: bookmark,
    staff_contractor: staffContractor ?? 'staff',
    school_name: schoolName,
    ppid: pennsylvania ? fields.ppid : null,
    iu: pennsylvania ? fields.iu : null,
    job_function: [...new Set(fields.job_function)],
    states_coordinator: [...new Set(fields.states_coordinator)],
  };
}

/**
 * A form status: a merged account has no form (validate_page and the update refuse it first with
 * the spec's message), so reaching here with one is a fault, not an answer.
 */
function formStatusOf(user: UserRecord): FormStatus {
  if (user.status === 'merged') throw new Error(`user ${user.id} is merged: it has no form`);
  return user.status;
}

/** The account as the edit form loads it: never its password hash. */
export function toFormRecord(user: UserRecord): UserFormRecord {
  return {
    id: user.id,
    username: user.username,
    honorific: user.honorific ?? null,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    email_assign: user.email_assign ?? null,
    phone: user.phone ?? null,
    phone_extension: user.phone_extension ?? null,
    job_title: user.job_title ?? null,
    job_function: user.job_function ?? [],
    address1: user.address1 ?? null,
    address2: user.address2 ?? null,
    city: user.city ?? null,
    zip: user.zip ?? null,
    state_id: user.state_id ?? null,
    district_id: user.district_id ?? null,
    school_id: user.school_id ?? null,
    school_name: user.school_name ?? null,
    district_as_entered: user.district_as_entered ?? null,
    school_as_entered: user.school_as_entered ?? null,
    ppid: user.ppid ?? null,
    iu: user.iu ?? null,
    notes: user.notes ?? null,
    status: formStatusOf(user),
    internal: user.internal ?? false,
    roles: user.roles ?? [],
    courses: user.courses ?? [],
    default_course: user.default_course,
    state_coordinator: user.state_coordinator ?? false,
    states_coordinator: user.states_coordinator ?? [],
    staff_contractor: user.staff_contractor ?? 'staff',
    certifications: user.certifications ?? [],
    profile_updated: user.profile_updated ?? null,
    login_at: user.login_at ?? null,
    created_at: user.created_at,
    created_by: user.created_by ?? null,
    updated_at: user.updated_at,
    updated_by: user.updated_by ?? null,
    version: user.version,
  };
}
