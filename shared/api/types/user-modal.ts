/**
 * Shapes of the user create/edit modal's calls (spec 02 §3, §5, §7): the account as the form
 * edits it, the create/update answers, and the page lock (validate, take, renew, release).
 */
/** The account statuses (spec 02 §3). */
export type UserStatusValue = 'active' | 'inactive' | 'pending' | 'merged';

/** Where an account's staff work comes from (national facilitators must say). */
export const STAFF_CONTRACTOR = ['staff', 'contractor'] as const;
export type StaffContractor = (typeof STAFF_CONTRACTOR)[number];

export const EMAIL_ASSIGN = ['work', 'personal'] as const;

/** Statuses the form may set: merged is the merge's business only. */
export const FORM_STATUSES = ['active', 'inactive', 'pending'] as const;

/** Intermediate Units of Pennsylvania: 1 to 29 (the 'not affiliated' choice is in shared/messages). */
export const IU_NUMBERS = Array.from({ length: 29 }, (_, i) => String(i + 1));

/** The fields the form edits (spec 02 §3 User); ids of reference data, null when blank. */
export interface UserFormFields {
  username: string;
  honorific: string | null;
  first_name: string;
  last_name: string;
  email: string;
  email_assign: 'work' | 'personal' | null;
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
  /** Pennsylvania only. */
  ppid: string | null;
  iu: string | null;
  notes: string | null;
  status: UserStatusValue;
  internal: boolean;
  roles: number[];
  courses: number[];
  /** The Course Bookmark; when it is not among `courses` the server moves it to the first. */
  default_course: number | null;
  state_coordinator: boolean;
  states_coordinator: number[];
  staff_contractor: StaffContractor | null;
  certifications: number[];
}

/** POST /api/user: the fields plus the new account's password. */
export type CreateUserBody = UserFormFields & { password: string };

/** PUT /api/user/update/{id}: the fields plus the version the form was loaded at. */
export type UpdateUserBody = UserFormFields & { version: number };

/** The account as the edit form loads it (never its password). */
export interface UserFormRecord extends UserFormFields {
  id: number;
  default_course: number;
  school_name: string | null;
  /** Read-only legacy values. */
  district_as_entered: string | null;
  school_as_entered: string | null;
  profile_updated: string | null;
  login_at: string | null;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
  version: number;
}

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
