/**
 * The Filter Users List modal (spec 02 §3) and the accounts view (§9) as one predicate over the
 * user directory's rows. Texts match anywhere, case-insensitive; lists match any of their values;
 * empty fields do not filter; date ranges are New York days, inclusive, compared as UTC instants.
 */
import { ALL_STATUS, FEEDBACK_DIAGNOSTICS_ROLE_ID, type AccountsView, type UserListFilter } from '../../shared/users/list.types.ts';
import { SESSION } from '../../shared/constants.ts';
import { addDays, nyInstant } from '../../shared/time.ts';
import type { DirectoryCertificate, DirectoryUser } from '../data/users/user-directory.ts';

export type UserPredicate = (user: DirectoryUser) => boolean;

/** What the filter needs besides the row: cohorts per account, certificates, a cohort's course. */
export interface FilterFacts {
  cohortsOf: (userId: number) => readonly number[];
  certificatesOf: (userId: number) => readonly DirectoryCertificate[] | undefined;
  courseOfCohort: (cohortId: number) => number | undefined;
  now: Date;
}

export function viewPredicate(view: AccountsView): UserPredicate {
  if (view === 1) return (u) => !u.roles.includes(FEEDBACK_DIAGNOSTICS_ROLE_ID);
  if (view === 2) return (u) => u.roles.includes(FEEDBACK_DIAGNOSTICS_ROLE_ID);
  return () => true;
}

/** `[from, to)` as ISO instants for New York days `from`..`to` inclusive; either end may be open. */
function instantRange(from?: string | null, to?: string | null): [string, string] | undefined {
  if (!from && !to) return undefined;
  return [from ? nyInstant(from).toISOString() : '', to ? nyInstant(addDays(to, 1)).toISOString() : '\uffff'];
}

const inRange = (value: string | null, range: [string, string]) => value !== null && value !== '' && value >= range[0] && value < range[1];

const lower = (text: string | undefined) => (text ?? '').trim().toLowerCase();

const anyOf = (wanted: readonly number[], have: readonly number[]) => have.some((value) => wanted.includes(value));

/** Digits only, so that 202-555-0100 finds 2025550100. */
const digits = (text: string) => text.replace(/\D/g, '');

export function userFilter(filter: UserListFilter, facts: FilterFacts): UserPredicate {
  const tests: UserPredicate[] = [];
  const text = (value: string | undefined, field: (u: DirectoryUser) => string | null) => {
    const wanted = lower(value);
    if (wanted) tests.push((u) => (field(u) ?? '').toLowerCase().includes(wanted));
  };
  const list = <T>(values: readonly T[] | undefined, test: (values: readonly T[], u: DirectoryUser) => boolean) => {
    if (values?.length) tests.push((u) => test(values, u));
  };
  const dates = (from: string | null | undefined, to: string | null | undefined, field: (u: DirectoryUser) => string | null) => {
    const range = instantRange(from, to);
    if (range) tests.push((u) => inRange(field(u), range));
  };

  if (filter.id) tests.push((u) => u.id === filter.id);
  text(filter.username, (u) => u.username);
  text(filter.honorific, (u) => u.honorific);
  text(filter.first_name, (u) => u.first_name);
  text(filter.last_name, (u) => u.last_name);
  text(filter.email, (u) => u.email);
  const phone = digits(filter.phone ?? '');
  if (phone) tests.push((u) => digits(u.phone ?? '').includes(phone));
  text(filter.job_title, (u) => u.job_title);
  list(filter.job_function, (wanted, u) => anyOf(wanted, u.job_function));
  text(filter.address, (u) => [u.address1, u.address2].filter(Boolean).join(' '));
  text(filter.city, (u) => u.city);
  text(filter.zip, (u) => u.zip);
  list(filter.states, (wanted, u) => u.state_id !== null && wanted.includes(u.state_id));
  list(filter.districts, (wanted, u) => u.district_id !== null && wanted.includes(u.district_id));
  text(filter.school, (u) => u.school_name);
  text(filter.district_as_entered, (u) => u.district_as_entered);
  dates(filter.profile_updated_from, filter.profile_updated_to, (u) => u.profile_updated);
  list(filter.roles, (wanted, u) => anyOf(wanted, u.roles));
  list(filter.courses, (wanted, u) => anyOf(wanted, u.courses));
  list(filter.cohorts, (wanted, u) => anyOf(wanted, facts.cohortsOf(u.id)));
  text(filter.notes, (u) => u.notes);
  if (filter.status && filter.status !== ALL_STATUS) tests.push((u) => u.status === filter.status);
  if (typeof filter.state_director === 'boolean') tests.push((u) => u.state_coordinator === filter.state_director);
  if (filter.internal) {
    const internal = filter.internal === 'include';
    tests.push((u) => u.internal === internal);
  }
  list(filter.bookmark, (wanted, u) => u.default_course !== null && wanted.includes(u.default_course));
  if (filter.staff_contractor) tests.push((u) => u.staff_contractor === filter.staff_contractor);
  dates(filter.created_from, filter.created_to, (u) => u.created_at);
  list(filter.created_by, (wanted, u) => u.created_by !== null && wanted.includes(u.created_by));
  dates(filter.updated_from, filter.updated_to, (u) => u.updated_at);
  list(filter.updated_by, (wanted, u) => u.updated_by !== null && wanted.includes(u.updated_by));
  const certificate = certificateTest(filter, facts);
  if (certificate) tests.push((u) => (facts.certificatesOf(u.id) ?? []).some(certificate));
  dates(filter.last_login_from, filter.last_login_to, (u) => u.login_at);
  list(filter.os, (wanted, u) => u.last_login !== null && wanted.includes(u.last_login.platform));
  list(filter.browsers, (wanted, u) => u.last_login !== null && wanted.includes(u.last_login.browser));
  list(filter.ips, (wanted, u) => u.last_login !== null && wanted.includes(u.last_login.ip));
  if (filter.session) {
    // A sign-in within the session's absolute limit may still be open: 'logged in' (docs/decisions/account-administration.md).
    const since = new Date(facts.now.getTime() - SESSION.absoluteHours * 3_600_000).toISOString();
    const loggedIn = filter.session === 'logged_in';
    tests.push((u) => (u.login_at !== null && u.login_at >= since) === loggedIn);
  }
  return (user) => tests.every((test) => test(user));
}

/** One certificate matching every certificate field of the filter; undefined when none is set. */
function certificateTest(filter: UserListFilter, facts: FilterFacts): ((c: DirectoryCertificate) => boolean) | undefined {
  const tests: Array<(c: DirectoryCertificate) => boolean> = [];
  const created = instantRange(filter.certificate_from, filter.certificate_to);
  const voided = instantRange(filter.certificate_void_from, filter.certificate_void_to);
  if (filter.certificate_created_by?.length)
    tests.push((c) => c.created_by !== null && filter.certificate_created_by!.includes(c.created_by));
  if (created) tests.push((c) => inRange(c.created_at, created));
  if (filter.certificate_cohorts?.length) tests.push((c) => filter.certificate_cohorts!.includes(c.cohort_id));
  if (filter.certificate_courses?.length) {
    tests.push((c) => {
      const course = facts.courseOfCohort(c.cohort_id);
      return course !== undefined && filter.certificate_courses!.includes(course);
    });
  }
  if (filter.certificate_void_by?.length) tests.push((c) => c.void_by !== null && filter.certificate_void_by!.includes(c.void_by));
  if (voided) tests.push((c) => inRange(c.void_at, voided));
  return tests.length ? (c) => tests.every((test) => test(c)) : undefined;
}
