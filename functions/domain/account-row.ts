/**
 * An account as a spreadsheet row: the cells the users export (GET /api/export-csv, users group)
 * and the User Accounts data set (the reports' nightly file) write alike: who it is, how to reach
 * them, where they work, whether active and internal, and who created and changed it when. Each
 * file adds its own columns and keeps its own headers; the names and the instants' form are its
 * own too (the users list's names or the data set's, ISO or New York time), given here.
 */
import type { DirectoryUser } from '../data/users/user-directory.ts';

export interface AccountRowNames {
  /** A state's code. */
  stateCode: (stateId: number) => string | null;
  /** The account's district as the file shows it. */
  district: (user: DirectoryUser) => string | null;
  /** Who created or last changed the account. */
  person: (userId: number | null) => string | null;
  /** An instant as the file writes it. */
  instant: (iso: string | null) => string | null;
}

export function accountRow(u: DirectoryUser, names: AccountRowNames) {
  return {
    id: u.id,
    username: u.username,
    honorific: u.honorific,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    phone: u.phone,
    job_title: u.job_title,
    state: u.state_id === null ? null : names.stateCode(u.state_id),
    district: names.district(u),
    school: u.school_name,
    status: u.status,
    internal: u.internal ? 'Yes' : 'No',
    created_at: names.instant(u.created_at),
    created_by: names.person(u.created_by),
    updated_at: names.instant(u.updated_at),
    updated_by: names.person(u.updated_by),
    login_at: names.instant(u.login_at),
  };
}
