/**
 * The rules a new password must meet (spec 01 §5): the administrator / senior admin policy, the
 * basic rule of every account, and no reuse of the current or a recent password.
 */
import { PASSWORD_HISTORY_CHECKED } from '../../shared/constants.ts';
import { PRIVILEGED_ADMIN_ROLES, ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { passwordProblemFor } from '../../shared/auth/password-policy.ts';
import { verifyPassword } from '../services/passwords.ts';
import { passwordHistory, type UserRecord } from '../data/users/users.ts';
import { passwordChangeDue } from '../../shared/auth/password-age.ts';
import { roleSlugs } from '../../shared/auth/session-grants.ts';

const ADMIN_ROLE_IDS = PRIVILEGED_ADMIN_ROLES.map((slug) => ROLE_BY_SLUG[slug].id);

/** Administrators and senior admins: the strict policy, saved history, 45-day expiry. */
export function isPrivilegedAdmin(user: Pick<UserRecord, 'roles'>): boolean {
  return user.roles.some((id) => ADMIN_ROLE_IDS.includes(id));
}

/**
 * True when the password matches the current one or one of the last few. One verification at a
 * time, newest first, stopping at a match: each holds 128 MiB, and six at once ran a 512 MB
 * Lambda out of memory.
 */
export async function isReused(user: UserRecord, password: string): Promise<boolean> {
  const earlier = isPrivilegedAdmin(user) ? await passwordHistory(user.id, PASSWORD_HISTORY_CHECKED) : [];
  const hashes = [user.passwordHash, ...earlier.filter((hash) => hash !== user.passwordHash)];
  for (const hash of hashes) {
    if (await verifyPassword(password, hash)) return true;
  }
  return false;
}

/**
 * The message for the first rule a new password breaks, if any: the administrator policy (the
 * spec's message), the basic rule every account meets, then reuse.
 */
export async function newPasswordProblem(user: UserRecord, password: string): Promise<string | undefined> {
  const broken = passwordProblemFor(password, { username: user.username, email: user.email, privilegedAdmin: isPrivilegedAdmin(user) });
  if (broken) return broken;
  if (await isReused(user, password)) return MESSAGES.passwordReused;
  return undefined;
}

/** Administrators and senior admins must change a password older than 45 days (shared/auth/password-age.ts). */
export function passwordExpired(user: UserRecord, now = new Date()): boolean {
  return passwordChangeDue(roleSlugs(user), user.password_changed_at, now);
}
