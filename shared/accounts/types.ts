/**
 * Shapes of admin tabs 9-12 (spec 02 §2, §3, §7): Change Username, Merge Accounts, Merge Log and Pending Log.
 * The spec does not show otherParams of POST /api/merge_users: here it is the per-field choice
 * of which account's value the primary keeps (docs/decisions/account-administration.md, "Merge accounts").
 */

/**
 * The fields a merge lets one choose between. Some carry companions that only make sense
 * together: `phone` its extension, `address` address1/2, city and ZIP, `location` the state with
 * its district, school, PPID and IU, `courses` the course bookmark.
 */
export const MERGE_FIELDS = [
  'username',
  'email',
  'honorific',
  'first_name',
  'last_name',
  'email_assign',
  'phone',
  'job_title',
  'job_function',
  'address',
  'location',
  'notes',
  'roles',
  'courses',
  'staff_contractor',
  'certifications',
  'internal',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const MERGE_SIDES = ['primary', 'secondary'] as const;
export type MergeSide = (typeof MERGE_SIDES)[number];

/** otherParams of POST /api/merge_users: a field left out keeps the primary's value. */
export interface MergeChoices {
  choices?: Partial<Record<MergeField, MergeSide>>;
}

/** One row of the side-by-side comparison: each account's value as text. */
export interface MergeComparisonRow {
  field: MergeField;
  label: string;
  secondary: string;
  primary: string;
  same: boolean;
}

export interface MergeAccountFacts {
  id: number;
  username: string;
  name: string;
  email: string;
  status: string;
  /** Cohorts as participant, staff or make-up guest. */
  cohorts: number;
}

/** POST /api/getUsersInfoMerge */
export interface MergeComparison {
  secondary: MergeAccountFacts;
  primary: MergeAccountFacts;
  rows: MergeComparisonRow[];
}

/** POST /api/merge_users and POST /api/reverse_merged_username */
export interface MergeResult {
  message: string;
  idRegister?: number;
  /** Reversal: the chosen fields edited after the merge, whose later values were kept (issue 11). */
  kept?: string[];
}

/** One merge in the Merge Log (spec 02 §3 "Merge log entry"). */
export interface MergeLogRow {
  id: number;
  old_cms_id: number;
  old_username: string;
  old_state: string | null;
  /** The secondary as it was: name and e-mail. */
  old_account: { first_name: string; last_name: string; email: string };
  primary_account: {
    nisl_id: number;
    username: string;
    state_living: string | null;
    first_name: string;
    last_name: string;
    email: string;
    /** Role slugs when the merge was made. */
    roles: string[];
  };
  /**
   * Whether the primary username links to the account (the Users tab's edit of it): false when
   * the primary holds senior_admin or administrator now (spec 02 §2, §6), shown as plain text.
   */
  primary_link: boolean;
  who_merged: string | null;
  created_at: string;
  reversed_at: string | null;
  who_reversed: string | null;
}

/** GET /api/getUserMergeLogs */
export interface MergeLogResponse {
  logs: MergeLogRow[];
  totalLogs: number;
  current_page: number;
  per_page: number;
}

export const LOG_PAGE_SIZE = 50;

export interface PendingPerson {
  id: number;
  username: string;
  name: string;
  email: string;
}

/** One account of the Pending Log (spec 02 §3 "Pending user record"). */
export interface PendingLogRow {
  user_id: number;
  new_user: {
    username: string;
    email: string;
    first_name: string;
    last_name: string;
    state: string | null;
    status: string;
    deleted_at: string | null;
    who_delete: string | null;
  };
  /** The existing accounts it may duplicate (gone ones are left out). */
  duplicated_user: PendingPerson[];
  /** Pending, Changed to {status} or Deleted. */
  status: string;
  who_create: string | null;
  who_changed: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/getPendingUsers */
export interface PendingLogResponse {
  list: PendingLogRow[];
  totalPending: number;
  current_page: number;
  per_page: number;
}

/** POST /api/change_username. */
export interface ChangeUsernameResponse {
  error: boolean;
  message: string;
}
