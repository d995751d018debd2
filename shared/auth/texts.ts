/**
 * Signing in, passwords, password recovery and Login As (spec 01 §1, §8; spec 02 §2), then the
 * sign-in's error_log values and texts and the request chain's token refusals.
 * Texts of `MESSAGES` (shared/texts/general.ts), verbatim; one export each, so that a Lambda
 * bundles only those it uses.
 */
import { ADMIN_PASSWORD_POLICY } from '../constants.ts';
import { CALL_HELPDESK } from '../texts/helpdesk.ts';

export const sessionExpired = 'Your session has expired. Please log in again...';
export const loginNoResponse = `Login Error #7. We apologize for the inconvenience... ${CALL_HELPDESK}`;
export const authenticationFailed = 'Autentication failed. Please try again.';
export const forgotPasswordSent = 'Check your email for the confirmation link.';
export const forgotPasswordThrottled = 'Too many password reset requests. Please wait an hour and try again.';
export const passwordChecksThrottled = 'Too many password checks. Please wait a few minutes and try again.';
export const passwordChanged = 'Your password has been successfully changed.';
export const passwordUpdatedDialog = 'Password updated succesfully';
export const inputUsername = 'Please input your username.';
export const inputPassword = 'Please input your password.';
export const confirmPassword = 'Please confirm your password.';
export const passwordsDoNotMatch = 'The two passwords that you entered do not match.';
export const inputCurrentPassword = 'Please input your current password.';
export const currentPasswordWrong = 'Current Password is not correct.';
export const passwordReused = 'You cannot reuse this password.';
export const passwordPolicy = 'The password does not meet all the requirements shown above.';
/** Not in the spec: the rule every account's password meets (shared/auth/password-policy.ts). */
export const passwordTooShort = (min: number) => `The password must have at least ${min} characters.`;
export const passwordTooSimple = 'The password cannot be one character repeated or a run such as 12345678 or abcdefgh.';
export const passwordIsName = 'The password cannot be your username or e-mail address.';
export const loginAsBlocked = 'LoginAs is blocked on Administrator and Senior Admin accounts.';
/** Not in the spec: the other Login As refusals. */
export const loginAsUnavailable = 'Login As is not available for this account.';
export const loginAsInactive = 'Only active accounts can be logged into.';
export const loginAsNested = 'Close the current Login As session first.';
export const loginAsNotImpersonating = 'There is no Login As session to close.';
/** Not in the spec: a recovery link that was used, expired or never issued. */
export const recoveryLinkInvalid = 'This password recovery link is invalid or has expired. Please use Forgot Password to get a new one.';
export const recoveryMailSubject = 'Reset your portal password';
/**
 * Not in the spec (it forces these steps in the web, spec 01 §4, spec 03 §2.10, and names no
 * refusal): the API's 403 to any other call while a step is due (required-step-gate.ts); the
 * web's required-step dialog shows the same text.
 */
export const firstSignInRequired = 'Before you start, please complete the required information of your profile and choose a new password.';
export const passwordChangeRequired = `Administrator passwords must be changed every ${ADMIN_PASSWORD_POLICY.maxAgeDays} days. Please choose a new password to continue.`;

/** The `status` of a 401 from the request chain's authentication (functions/core/middlewares). */
export const TOKEN_ERRORS = {
  invalid: 'Token is Invalid',
  expired: 'Token is Expired',
  empty: 'Token is empty',
  notRefreshable: 'Token has expired and can no longer be refreshed',
} as const;

/** `error_log` values of POST /api/login (spec 01 §8). */
export const LOGIN_ERROR_LOG = {
  password: 'Error password',
  user: 'Error user',
  dataSend: 'Error data send',
  merged: 'User Merged',
  inactive: 'User Inactive',
  pending: 'User Pending',
  general: 'General Error',
  throttled: 'Too Many Attempts',
} as const;
export type LoginErrorLog = (typeof LOGIN_ERROR_LOG)[keyof typeof LOGIN_ERROR_LOG];

/** What the login page shows for each error_log (spec 01 §8). */
export const LOGIN_ERROR_TEXT: Record<LoginErrorLog, string> = {
  'Error password': `The password does not match this username. Tap the eye icon to show the password you typed; passwords are case sensitive. You can also use Forgot Password. ${CALL_HELPDESK}`,
  'Error user': `We could not find this username. Your username is usually your e-mail address. ${CALL_HELPDESK}`,
  'Error data send': `We could not find this username. Your username is usually your e-mail address. ${CALL_HELPDESK}`,
  'User Merged': `This account has been merged into another account. ${CALL_HELPDESK}`,
  'User Inactive': `This account is inactive. ${CALL_HELPDESK}`,
  'User Pending': `This account is pending review by the administrators. ${CALL_HELPDESK}`,
  'General Error': `This account has no portal login privileges (feedback diagnostics account). ${CALL_HELPDESK}`,
  'Too Many Attempts': `Too many sign-in attempts. Please wait a few minutes and try again. ${CALL_HELPDESK}`,
};
