/**
 * The 45-day password age of administrators and senior admins (spec 01 §4-§5, spec 03 §2.10):
 * one rule for the web's required-step prompt and the API's refusal of other calls meanwhile
 * (functions/core/middlewares/required-step-gate.ts).
 */
import { ADMIN_PASSWORD_POLICY } from '../constants.ts';
import { daysBetween, nyDate } from '../time.ts';
import { PRIVILEGED_ADMIN_ROLES, hasAnyRole } from './roles.ts';

/** The New York date of a stored last-change value (a `YYYY-MM-DD` date or an ISO instant). */
function changeDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : nyDate(instant);
}

/** Whole New York days since the last password change, or null when unknown. */
export function daysSincePasswordChange(lastChange: string | null | undefined, now: Date = new Date()): number | null {
  const day = lastChange ? changeDay(lastChange) : null;
  return day === null ? null : daysBetween(day, nyDate(now));
}

/** Over 45 New York days for administrators and senior admins; never when the date is unknown. */
export function passwordChangeDue(roles: readonly string[], lastChange: string | null | undefined, now: Date = new Date()): boolean {
  if (!hasAnyRole(roles, PRIVILEGED_ADMIN_ROLES)) return false;
  const days = daysSincePasswordChange(lastChange, now);
  return days !== null && days > ADMIN_PASSWORD_POLICY.maxAgeDays;
}
