import { DEFAULT_COURSE_ID } from '@shared/constants';
import { DEFAULT_ROLE_ID } from '@shared/auth/roles';
import { basicPasswordProblem } from '@shared/auth/password-policy';
import * as USER_FORM_TEXT from '@shared/users/form.texts';
import { hasDisallowedCharacters } from '@shared/names';
import type { RoleRow } from '@shared/roles/types';
import { formFieldsOf } from '@shared/users/form-fields';
import type { CreateUserBody, UpdateUserBody, UserFormFields, UserFormRecord } from '@shared/users/form.types';
import type { FieldProblem } from '../field-errors';

/** The form's values: the account's fields plus the password typed on create. */
export type UserFormValues = UserFormFields & { password: string };

/** Spec 02 §3: roles [10], courses [10], bookmark 10, active, staff. */
export function newUserValues(): UserFormValues {
  return {
    username: '',
    password: '',
    honorific: null,
    first_name: '',
    last_name: '',
    email: '',
    email_assign: null,
    phone: null,
    phone_extension: null,
    job_title: null,
    job_function: [],
    address1: null,
    address2: null,
    city: null,
    zip: null,
    state_id: null,
    district_id: null,
    school_id: null,
    ppid: null,
    iu: null,
    notes: null,
    status: 'active',
    internal: false,
    roles: [DEFAULT_ROLE_ID],
    courses: [DEFAULT_COURSE_ID],
    default_course: DEFAULT_COURSE_ID,
    state_coordinator: false,
    states_coordinator: [],
    staff_contractor: 'staff',
    certifications: [],
  };
}

export function valuesOf(record: UserFormRecord): UserFormValues {
  return { ...formFieldsOf(record), password: '' };
}

export function createBody(values: UserFormValues): CreateUserBody {
  return values;
}

export function updateBody(values: UserFormValues, version: number): UpdateUserBody {
  const { password: _password, ...fields } = values;
  return { ...fields, version };
}

/** Changing the state clears district and school (spec 02 §5); PPID and IU belong to Pennsylvania. */
export function withState(values: UserFormValues, stateId: number | null): UserFormValues {
  return { ...values, state_id: stateId, district_id: null, school_id: null };
}

export function withDistrict(values: UserFormValues, districtId: number | null): UserFormValues {
  return { ...values, district_id: districtId, school_id: null };
}

/** Removing the bookmarked course from the privileges moves the bookmark to the first course. */
export function withCourses(values: UserFormValues, courses: number[]): UserFormValues {
  const bookmark = values.default_course !== null && courses.includes(values.default_course) ? values.default_course : (courses[0] ?? null);
  return { ...values, courses, default_course: bookmark };
}

/** Shown 000-000-0000 while typing; kept as digits. */
export { maskPhone } from '@/lib/phone';

/** The roles a form offers: active ones, hidden ones excepted — but administrator and senior admin are offered. */
export function offeredRoles(roles: readonly RoleRow[]): RoleRow[] {
  return roles.filter((r) => r.deleted_at === null && (!r.hide || r.slug === 'administrator' || r.slug === 'senior_admin'));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The fields the contract checks for control, bidirectional and invisible characters, with their labels. */
const NAME_FIELDS = [
  ['username', 'username'],
  ['honorific', 'honorific'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
] as const;

/** The fields the form checks before a save, by their names in the values. */
export type UserField =
  | 'username'
  | 'password'
  | 'honorific'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'state_id'
  | 'roles'
  | 'staff_contractor';

/**
 * What the server would refuse, checked before sending (the server checks again): one problem per
 * field, in the order the form shows them; empty when nothing does.
 */
export function formProblems(values: UserFormValues, creating: boolean, nationalFacilitatorId: number): FieldProblem<UserField>[] {
  const problems: FieldProblem<UserField>[] = [];
  const add = (field: UserField, message: string | null | undefined | false) => {
    if (message) problems.push({ field, message });
  };
  /** A name field with a control, bidirectional or invisible character. */
  const hidden = (field: (typeof NAME_FIELDS)[number][0]) => {
    const entry = NAME_FIELDS.find(([name]) => name === field)!;
    return hasDisallowedCharacters(values[field] ?? '') && USER_FORM_TEXT.disallowedCharacters(entry[1]);
  };
  add('username', !values.username.trim() ? USER_FORM_TEXT.required('username') : hidden('username'));
  // The basic rule only: whether an administrator's password must meet the administrators'
  // policy comes after whether this person may grant the role at all, which the server decides.
  if (creating)
    add(
      'password',
      !values.password
        ? USER_FORM_TEXT.passwordRequired
        : basicPasswordProblem(values.password, { username: values.username, email: values.email }),
    );
  add('honorific', hidden('honorific'));
  add('first_name', !values.first_name.trim() ? USER_FORM_TEXT.required('first name') : hidden('first_name'));
  add('last_name', !values.last_name.trim() ? USER_FORM_TEXT.required('last name') : hidden('last_name'));
  add('email', !EMAIL.test(values.email.trim()) && USER_FORM_TEXT.invalidEmail);
  add('phone', values.phone && values.phone.replace(/\D/g, '').length !== 10 && USER_FORM_TEXT.invalidPhone);
  add('state_id', values.state_id === null && USER_FORM_TEXT.required('state'));
  add('roles', !values.roles.length && USER_FORM_TEXT.atLeastOneRole);
  add('staff_contractor', values.roles.includes(nationalFacilitatorId) && !values.staff_contractor && USER_FORM_TEXT.staffOrContractor);
  return problems;
}

/** The first of `formProblems`' messages; null when nothing stops a save. */
export function formProblem(values: UserFormValues, creating: boolean, nationalFacilitatorId: number): string | null {
  return formProblems(values, creating, nationalFacilitatorId)[0]?.message ?? null;
}
