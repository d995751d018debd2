/**
 * The checks of a new password and its confirmation before they are sent (spec 01 §5 "Other
 * sign-in forms", spec 03 §5 "Profile"): required password, required and matching confirmation;
 * the current password when asked for, the administrator policy when it applies and the basic rule
 * every account's password meets. Shared by the password screens and the first-time profile.
 */
import { basicPasswordProblem, meetsAdminPolicy, type PasswordOwner } from '@shared/auth/password-policy';
import * as MESSAGES from '@shared/texts/general';

export interface NewPasswordInput {
  password: string;
  confirm: string;
  currentPassword?: string;
}

export interface NewPasswordErrors {
  current?: string;
  password?: string;
  confirm?: string;
}

export interface NewPasswordChecks {
  /** The form asks for the current password (a change outside the first-time and expired flows). */
  askCurrent?: boolean;
  /** Whose password it is, when known: the basic rule refuses the account's own names. */
  owner?: PasswordOwner;
  /** An administrator or senior admin: the policy applies, shown as a checklist. */
  adminPolicy?: boolean;
}

export function validateNewPassword(
  { password, confirm, currentPassword }: NewPasswordInput,
  { askCurrent = false, owner, adminPolicy = false }: NewPasswordChecks = {},
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (askCurrent && !currentPassword) errors.current = MESSAGES.inputCurrentPassword;
  if (password === '') errors.password = MESSAGES.inputPassword;
  else if (adminPolicy && !meetsAdminPolicy(password)) errors.password = MESSAGES.passwordPolicy;
  else errors.password = basicPasswordProblem(password, owner);
  if (confirm === '') errors.confirm = MESSAGES.confirmPassword;
  else if (password !== confirm) errors.confirm = MESSAGES.passwordsDoNotMatch;
  return errors;
}

/** True when the checks found nothing. */
export const newPasswordAccepted = (errors: NewPasswordErrors): boolean => !errors.current && !errors.password && !errors.confirm;
