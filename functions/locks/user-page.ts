/**
 * What GET /api/validate_page reads for a user page (user/edit/{id}): the lock, the account, its
 * latest sign-ins, and the names of who created and last updated it. With the session check that
 * is three DynamoDB calls (ARCHITECTURE §7: ≤ 3 on a page load): the lock and the profile in one
 * strongly consistent BatchGetItem beside the login-log Query; the two names come from the
 * Lambda's name cache (person-names.ts), or cost a fourth call, one BatchGetItem, when cold.
 */
import type { LoginLogEntry, UserRecordFacts } from '../../shared/locks/types.ts';
import { recentLogins } from '../data/users/login-logs.ts';
import type { PageLock } from '../data/users/page-locks.ts';
import { personNames } from '../data/users/person-names.ts';
import { userWithPageLock, type UserRecord } from '../data/users/users.ts';

export interface UserPage {
  lock: PageLock | undefined;
  /** Only what toFormRecord picks from the profile leaves the server. */
  user: UserRecord | undefined;
  logins: LoginLogEntry[];
}

export async function readUserPage(page: string, userId: number): Promise<UserPage> {
  const [{ lock, user }, logins] = await Promise.all([userWithPageLock(page, userId), recentLogins(userId)]);
  return { lock, user, logins };
}

/** The read-only facts the form shows beside the fields. */
export async function recordFacts(user: UserRecord, logins: LoginLogEntry[]): Promise<UserRecordFacts> {
  const names = await personNames([user.created_by, user.updated_by]);
  const nameOf = (id: number | null) => (typeof id === 'number' ? (names.get(id) ?? null) : null);
  return { created_by_name: nameOf(user.created_by), updated_by_name: nameOf(user.updated_by), login_logs: logins };
}
