/**
 * The password rules the web checks while the person types (spec 01 §5, §9): the policy itself
 * lives in shared/auth/password-policy.ts, which the server enforces too.
 */
import { isAdministrator } from '@/lib/roles';

export {
  ADMIN_POLICY_RULES,
  adminPolicyChecks,
  basicPasswordProblem,
  meetsAdminPolicy,
  type AdminPolicyRule,
} from '@shared/auth/password-policy';

/** Administrators and senior admins: the policy, saved history and the 45-day expiry. */
export function hasAdminPasswordPolicy(roles: readonly string[]): boolean {
  return isAdministrator(roles);
}

/** The 45-day rule, one for the web's prompt and the API's refusal (shared/auth/password-age.ts). */
export { daysSincePasswordChange, passwordChangeDue } from '@shared/auth/password-age';
