/**
 * The administrator / senior admin password policy of spec 01 §5: 12+ characters and two each
 * of upper case, lower case, digits and special characters. The server enforces it; the web
 * shows it as a checklist while the person types.
 */
import { ADMIN_PASSWORD_POLICY } from '../constants.ts';

export type AdminPolicyRule = 'length' | 'upper' | 'lower' | 'digits' | 'special';

const { minLength, perClass } = ADMIN_PASSWORD_POLICY;

/** The checklist, in the order it is shown. */
export const ADMIN_POLICY_RULES: ReadonlyArray<{ rule: AdminPolicyRule; label: string }> = [
  { rule: 'length', label: `At least ${minLength} characters` },
  { rule: 'upper', label: `At least ${perClass} upper case letters` },
  { rule: 'lower', label: `At least ${perClass} lower case letters` },
  { rule: 'digits', label: `At least ${perClass} digits` },
  { rule: 'special', label: `At least ${perClass} special characters` },
];

export function adminPolicyChecks(password: string): Record<AdminPolicyRule, boolean> {
  const count = (re: RegExp) => (password.match(re) ?? []).length;
  return {
    length: password.length >= minLength,
    upper: count(/[A-Z]/g) >= perClass,
    lower: count(/[a-z]/g) >= perClass,
    digits: count(/[0-9]/g) >= perClass,
    special: count(/[^A-Za-z0-9]/g) >= perClass,
  };
}

export function meetsAdminPolicy(password: string): boolean {
  return Object.values(adminPolicyChecks(password)).every(Boolean);
}
