/**
 * Password rules, enforced by the server and checked by the web while the person types:
 * - every account: the basic rule (`basicPasswordProblem`), which spec 01 leaves open;
 * - administrators and senior admins in addition: the policy of spec 01 §5, 12+ characters and
 *   two each of upper case, lower case, digits and special characters, shown as a checklist.
 */
import { ADMIN_PASSWORD_POLICY, PASSWORD_MIN_LENGTH } from '../constants.ts';
import * as MESSAGES from '../texts/general.ts';

/** Whose password it is, as far as the checking side knows. */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
}

/** One character repeated (aaaaaaaa) or a straight run up or down (12345678, hgfedcba). */
function isRepeatOrRun(password: string): boolean {
  const codes = Array.from(password.toLowerCase(), (c) => c.codePointAt(0)!);
  const step = codes[1] - codes[0];
  return Math.abs(step) <= 1 && codes.every((code, i) => i === 0 || code - codes[i - 1] === step);
}

/**
 * The rule every account's password meets, its message if broken. After NIST SP 800-63B: a
 * minimum length and no trivially guessed value (repetition, a run, the account's own name),
 * but no mix of character classes, which pushes people to predictable patterns (Password1!).
 * The owner's names are checked only when the checking side knows them.
 */
export function basicPasswordProblem(password: string, owner: PasswordOwner = {}): string | undefined {
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (isRepeatOrRun(password)) return MESSAGES.passwordTooSimple;
  const names = [owner.username, owner.email, owner.email?.split('@')[0]].filter((name): name is string => Boolean(name));
  if (names.some((name) => name.toLowerCase() === password.toLowerCase())) return MESSAGES.passwordIsName;
  return undefined;
}

/**
 * The message for the first rule a password given to an account breaks, reuse aside (only the
 * server knows earlier hashes): the administrator policy with the spec's message for
 * administrators and senior admins, then the basic rule. Every path that sets a password uses
 * it: a change, recovery, the user form's create and the CSV import.
 */
export function passwordProblemFor(password: string, owner: PasswordOwner & { privilegedAdmin: boolean }): string | undefined {
  if (owner.privilegedAdmin && !meetsAdminPolicy(password)) return MESSAGES.passwordPolicy;
  return basicPasswordProblem(password, owner);
}

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
