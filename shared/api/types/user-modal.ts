/**
 * Shapes of the user create/edit modal's calls (spec 02 §3, §5, §7): the account as the form
 * edits it, the create/update answers, and the page lock (validate, take, renew, release).
 */
import type { FormStatus, StaffContractor, UserRecord } from './user-record.ts';

/** Intermediate Units of Pennsylvania: 1 to 29 (the 'not affiliated' choice is in shared/messages). */
export const IU_NUMBERS = Array.from({ length: 29 }, (_, i) => String(i + 1));

/** The record's fields the form edits as they are (spec 02 §3 User). */
type EditedAsStored =
  | 'username'
  | 'honorific'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'email_assign'
  | 'phone'
  | 'phone_extension'
  | 'job_title'
  | 'job_function'
  | 'address1'
  | 'address2'
  | 'city'
  | 'zip'
  | 'state_id'
  | 'district_id'
  | 'school_id'
  | 'ppid'
  | 'iu'
  | 'notes'
  | 'internal'
  | 'roles'
  | 'courses'
  | 'state_coordinator'
  | 'states_coordinator'
  | 'certifications';

/** The fields the form edits: the record's, with the three the form holds differently. */
export type UserFormFields = Pick<UserRecord, EditedAsStored> & {
  /** Never merged: that is the merge's business (the contract refuses it). */
  status: FormStatus;
  /** The Course Bookmark, blank until chosen; when it is not among `courses` the server moves it to the first. */
  default_course: number | null;
  /** Blank until chosen; stored as 'staff' when left blank. */
  staff_contractor: StaffContractor | null;
};

/** POST /api/user: the fields plus the new account's password. */
export type CreateUserBody = UserFormFields & { password: string };

/** PUT /api/user/update/{id}: the fields plus the version the form was loaded at. */
export type UpdateUserBody = UserFormFields & { version: number };

/** The account as the edit form loads it (never its password; a merged account has no form). */
export type UserFormRecord = Omit<UserFormFields, 'default_course'> &
  Pick<
    UserRecord,
    'id' | 'default_course' | 'school_name' | 'login_at' | 'created_at' | 'created_by' | 'updated_at' | 'updated_by' | 'version'
  > &
  /** The old system's values, read-only (null when the account has none). */
  Required<Pick<UserRecord, 'district_as_entered' | 'school_as_entered' | 'profile_updated'>>;

/** POST /api/user and PUT /api/user/update/{id}. `message` is 'Pending' for a possible duplicate. */
export interface SaveUserAnswer {
  message: string;
  user: UserFormRecord;
  /** Accounts the new one may duplicate (create only, when pending). */
  duplicates?: number[];
}

/** Who holds a page lock. */
export interface PageLockHolder {
  user_id: number;
  name: string;
  email: string;
}

/** A page lock refusal (423): the spec's message and `page.user`. */
export interface PageLockedAnswer {
  message: string;
  page: { user: PageLockHolder };
}

/** One sign-in of an account (spec 02 §3 login_logs). */
export interface LoginLogEntry {
  status: string;
  created_at: string;
  ip: string | null;
  platform: string | null;
  browser: string | null;
  browser_version: string | null;
}

/** What the edit form shows of an account beside its fields, read-only (spec 02 §3). */
export interface UserRecordFacts {
  /** Names of the people in created_by / updated_by (null when absent or no longer an account). */
  created_by_name: string | null;
  updated_by_name: string | null;
  /** The latest sign-ins, newest first (at most RECENT_LOGIN_COUNT). */
  login_logs: LoginLogEntry[];
}

/** How many of an account's latest sign-ins the edit form shows. */
export const RECENT_LOGIN_COUNT = 5;

/**
 * GET /api/validate_page?page: `next` true when the page may be opened; a user page brings its
 * account and the read-only facts the form shows.
 */
export interface ValidatePageAnswer {
  next: true;
  user?: UserFormRecord;
  facts?: UserRecordFacts;
}

/** POST /api/active_page and POST /api/update_page: the lock is the caller's (held by another: 423 PageLockedAnswer). */
export interface PageTakenAnswer {
  next: true;
}

/** POST /api/disabled_page: whether the caller held the lock it released. */
export interface PageReleasedAnswer {
  released: boolean;
}

/** The page of the user edit screen, as locks name it (spec 02 §2: user/edit/{id}). */
export const userEditPage = (id: number) => `user/edit/${id}`;
