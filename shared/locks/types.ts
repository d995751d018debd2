/**
 * The page locks' answers (spec 02 §4, §7): who holds a page, the 423 refusal, and what
 * GET /api/validate_page brings of a user page beside its lock (the account as the form edits it
 * and the read-only facts the form shows).
 */
import type { UserFormRecord } from '../users/form.types.ts';

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

/** POST /api/take_over_page (not in the spec): the page is the administrator's; whom it was taken from, null when nobody held it. */
export interface PageTakenOverAnswer {
  next: true;
  taken_from: PageLockHolder | null;
}

/** POST /api/disabled_page: whether the caller held the lock it released. */
export interface PageReleasedAnswer {
  released: boolean;
}

/** The page of the user edit screen, as locks name it (spec 02 §2: user/edit/{id}). */
export const userEditPage = (id: number) => `user/edit/${id}`;
