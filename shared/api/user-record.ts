/**
 * The account, once: the user profile as stored (spec 02 §3 User), and the value lists of its
 * fields. Every other shape of an account is a view of it, derived with Pick/Omit: the edit
 * form's fields and record (shared/users/form.types.ts), the users list's row (shared/users/list.types.ts), the user
 * directory's row (functions/data/users/user-directory.ts). functions/data/users/users.ts stores and reads it.
 * Never sent whole: it holds the password hash, which no view picks.
 */

/** The account statuses (spec 02 §3). */
export const USER_STATUSES = ['active', 'inactive', 'pending', 'merged'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Statuses the form may set: merged is the merge's business only. */
export const FORM_STATUSES = ['active', 'inactive', 'pending'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** Where an account's staff work comes from (national facilitators must say). */
export const STAFF_CONTRACTOR = ['staff', 'contractor'] as const;
export type StaffContractor = (typeof STAFF_CONTRACTOR)[number];

export const EMAIL_ASSIGN = ['work', 'personal'] as const;
export type EmailAssign = (typeof EMAIL_ASSIGN)[number];

/** Where and how the account last signed in (the login log's facts, for the users list's filters). */
export interface LastLogin {
  ip: string;
  platform: string;
  browser: string;
}

/** The user profile item (USER#<id>/PROFILE) as its record; ids of reference data, null when blank. */
export interface UserRecord {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  honorific: string | null;
  first_name: string;
  last_name: string;
  email_assign: EmailAssign | null;
  /** Ten digits (displayed 000-000-0000). */
  phone: string | null;
  phone_extension: string | null;
  job_title: string | null;
  job_function: number[];
  address1: string | null;
  address2: string | null;
  city: string | null;
  zip: string | null;
  state_id: number | null;
  district_id: number | null;
  school_id: number | null;
  school_name: string | null;
  /** Pennsylvania only. */
  ppid: string | null;
  iu: string | null;
  notes: string | null;
  status: UserStatus;
  internal: boolean;
  /** Role ids (shared/auth/roles.ts). */
  roles: number[];
  /** Course privileges: course ids. */
  courses: number[];
  /** The course bookmark: a course id. */
  default_course: number;
  state_coordinator: boolean;
  states_coordinator: number[];
  staff_contractor: StaffContractor;
  certifications: number[];
  avatar: string | null;
  can_shared_alps: boolean;
  can_shared_pis: boolean;
  /** True until the person has completed the required-data step after their first sign-in. */
  first_time: boolean;
  required_data: boolean;
  password_changed_at: string;
  login_at: string | null;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
  version: number;
  /**
   * The old system's values, read-only (the edit form shows them, the list filters on them):
   * only accounts brought over from it have them.
   */
  district_as_entered?: string | null;
  school_as_entered?: string | null;
  profile_updated?: string | null;
  /** The last sign-in's facts (users.ts recordSuccessfulLogin); absent until the first one. */
  last_login?: LastLogin | null;
}
