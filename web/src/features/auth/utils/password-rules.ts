/**
 * The password rules the web checks while the person types (spec 01 §5, §9): the policy itself
 * lives in shared/auth/password-policy.ts, which the server enforces too.
 */
import { ADMIN_PASSWORD_POLICY } from '@shared/constants';
import { daysBetween, nyDate } from '@shared/time';
import { isAdministrator } from '@/lib/roles';

export {
  ADMIN_POLICY_RULES,
  adminPolicyChecks,
  basicPasswordProblem,
  meetsAdminPolicy,
  type AdminPolicyRule,
} from '@shared/auth/password-policy';

const { maxAgeDays } = ADMIN_PASSWORD_POLICY;

/** Administrators and senior admins: the policy, saved history and the 45-day expiry. */
export function hasAdminPasswordPolicy(roles: readonly string[]): boolean {
  return isAdministrator(roles);
}

/** The New York date of a stored last-change value (a `YYYY-MM-DD` date or an ISO instant). */
function changeDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : nyDate(instant);
}

/** Whole New York days since the last password change, or null when unknown. */
export function daysSincePasswordChange(lastChange: string | null, now: Date = new Date()): number | null {
  const day = lastChange ? changeDay(lastChange) : null;
  return day === null ? null : daysBetween(day, nyDate(now));
}

/** Over 45 days for administrators and senior admins (spec 01 §4-§5). */
export function passwordChangeDue(roles: readonly string[], lastChange: string | null, now: Date = new Date()): boolean {
  if (!hasAdminPasswordPolicy(roles)) return false;
  const days = daysSincePasswordChange(lastChange, now);
  return days !== null && days > maxAgeDays;
}
