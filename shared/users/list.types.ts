/**
 * Shapes of the Users tab's calls (spec 02 §2, §3, §7): the paged list and its search, the filter
 * of the Filter Users List modal, the filter options and the accounts-view choice. Shared by the
 * `users` group, the web and other admin tabs' user pickers (which drop merged accounts).
 */
import type { PageOf } from '../api/common.ts';
import type { UserRecord, UserStatus } from '../api/user-record.ts';

/** Accounts-view drop-down (spec 02 §9): 1 omits Feedback Diagnostics accounts, 2 only them, 3 all. */
export const ACCOUNTS_VIEWS = [1, 2, 3] as const;
export type AccountsView = (typeof ACCOUNTS_VIEWS)[number];
export const DEFAULT_ACCOUNTS_VIEW: AccountsView = 3;
/** Role id of the Feedback Diagnostics accounts the view drop-down is about. */
export const FEEDBACK_DIAGNOSTICS_ROLE_ID = 26;

export const USERS_PAGE_SIZE = 50;
export const USERS_MAX_PAGE_SIZE = 500;

/** Sortable columns (spec 02 §2: by created and modified; default updated_at descending). */
export const USER_SORT_COLUMNS = ['updated_at', 'created_at'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The status filter's extra choice 'All Accounts'. */
export const ALL_STATUS = 'all_status';

/** A cohort in the list's Cohorts column, with what the roster link needs. */
export interface UserListCohort {
  id: number;
  name: string;
  /** Roster link: /dashboard/cohort/{id}/event/{event_id}/unit/{unit_id}/cohort/{post_id}; null when the cohort has no days yet. */
  roster: { event_id: number; unit_id: string; post_id: number } | null;
}

/** One row of the users table (and of the user pickers): fields of the record and what the list makes of others. Missing values are null. */
export type UserListRow = Pick<
  UserRecord,
  'id' | 'username' | 'honorific' | 'first_name' | 'last_name' | 'email' | 'phone' | 'status' | 'internal' | 'state_id' | 'roles'
> &
  Pick<UserRecord, 'created_at' | 'updated_at' | 'login_at'> & {
    /** `first last`. */
    name: string;
    /** Role names for the Privs column; empty shows '[blank]'. */
    role_names: string[];
    /** The first five cohorts (member or staff), by id. */
    cohorts: UserListCohort[];
    /** More cohorts than the five shown (the ellipsis). */
    more_cohorts: boolean;
    /** The Course Bookmark's course name. */
    course_bookmark: string | null;
    /** Names of who created and last updated the account; null shows TBD. */
    created_by: string | null;
    updated_by: string | null;
    /** Merged accounts cannot be edited: the Action column shows Merged. */
    merged: boolean;
  };

export type UserListPage = PageOf<UserListRow>;

/** GET /api/user and GET /api/user/search/{text}: `total` is after filters, `totalUsers` before (the view applies to both). */
export interface UserListResponse {
  users: UserListPage;
  totalUsers: number;
}

export const INTERNAL_CHOICES = ['include', 'exclude'] as const;
export const SESSION_CHOICES = ['logged_in', 'logged_out'] as const;

/**
 * The Filter Users List modal (spec 02 §3 "User list filter fields"). Every field is optional;
 * texts match anywhere in the value (case-insensitive), lists match any of their values, dates
 * are `YYYY-MM-DD` in New York time and inclusive.
 */
export interface UserListFilter {
  id?: number | null;
  username?: string;
  honorific?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  job_title?: string;
  job_function?: number[];
  address?: string;
  city?: string;
  zip?: string;
  states?: number[];
  districts?: number[];
  school?: string;
  district_as_entered?: string;
  profile_updated_from?: string | null;
  profile_updated_to?: string | null;
  roles?: number[];
  courses?: number[];
  cohorts?: number[];
  notes?: string;
  status?: UserStatus | typeof ALL_STATUS | null;
  state_director?: boolean | null;
  internal?: (typeof INTERNAL_CHOICES)[number] | null;
  bookmark?: number[];
  staff_contractor?: UserRecord['staff_contractor'] | null;
  created_from?: string | null;
  created_to?: string | null;
  created_by?: number[];
  updated_from?: string | null;
  updated_to?: string | null;
  updated_by?: number[];
  certificate_created_by?: number[];
  certificate_from?: string | null;
  certificate_to?: string | null;
  certificate_courses?: number[];
  certificate_cohorts?: number[];
  certificate_void_by?: number[];
  certificate_void_from?: string | null;
  certificate_void_to?: string | null;
  last_login_from?: string | null;
  last_login_to?: string | null;
  os?: string[];
  browsers?: string[];
  /** ISP: the address the account last signed in from. */
  ips?: string[];
  session?: (typeof SESSION_CHOICES)[number] | null;
}

export interface NamedOption {
  id: number;
  name: string;
}

/** GET /api/getOptions: the choices of the filter modal. */
export interface UserFilterOptions {
  roles: NamedOption[];
  states: Array<NamedOption & { code: string }>;
  updatedBy: NamedOption[];
  createdBy: NamedOption[];
  courses: Array<{ number: number; label: string; value: number }>;
  cohorts: NamedOption[];
  browsers: string[];
  ips: string[];
  os: string[];
}

/** GET /api/getHeaderUserFilter: the saved accounts-view choice. */
export interface HeaderUserFilterResponse {
  filter: AccountsView;
}

/**
 * GET /api/getUserListFilter's typeFilter: who created or voided certificates (spec 02 §7), and the Filter Cohort
 * Builder List's people (spec 03 §7): members of some cohort (participant), authors of some cohort's creation or
 * last change (whoCreate, whoModify).
 */
export const USER_LIST_FILTER_TYPES = ['whoCreateCertificate', 'whoVoidCertificate', 'participant', 'whoCreate', 'whoModify'] as const;
export type UserListFilterType = (typeof USER_LIST_FILTER_TYPES)[number];

/** One person offered by the Login As tab (only active accounts are offered). */
export interface LoginAsCandidate {
  key: number;
  name: string;
  username: string;
  status: string;
  /** Role slugs. */
  roles: string[];
}

/** GET /api/user/getUsers/loginAs (recently changed accounts) and GET /api/user/getUsers/loginAs/{text}. */
export interface LoginAsCandidatesAnswer {
  users: LoginAsCandidate[];
}

/** GET /api/getUserListFilter: the people of the typeFilter whose name, username or e-mail words start with the search, by name (50 at most). */
export interface UserListFilterResponse {
  users: NamedOption[];
}
