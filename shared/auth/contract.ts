import * as z from 'zod/mini';
import * as MESSAGES from '../texts/general.ts';
import type {
  CurrentUserDataAnswer,
  ForgotPasswordAnswer,
  KeepAliveAnswer,
  LastPasswordChangeAnswer,
  PasswordChangedAnswer,
  SessionAnswer,
} from './types.ts';
import type { MessageAnswer } from '../api/common.ts';
import { answer, whenMissing, type Contract } from '../api/contract.ts';
import { userIdParam } from '../api/fields.ts';

/** A required text: trimmed, and the spec's message whether it is missing or blank. */
export const requiredText = (message: string, maxLength = 500) =>
  z.string({ error: whenMissing(message) }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(maxLength));

export const loginBody = z.object({
  username: requiredText(MESSAGES.inputUsername, 200),
  password: z
    .string({ error: whenMissing(MESSAGES.inputPassword) })
    .check(z.minLength(1, { error: MESSAGES.inputPassword }), z.maxLength(500)),
});
export type LoginBody = z.infer<typeof loginBody>;

const requiredPassword = (message: string) =>
  z.string({ error: whenMissing(message) }).check(z.minLength(1, { error: message }), z.maxLength(500));

/** A new password and its confirmation (spec 01 §5), shared by every password form. */
const newPasswordFields = {
  password: requiredPassword(MESSAGES.inputPassword),
  repeat_password: requiredPassword(MESSAGES.confirmPassword),
};
const confirmationMatches = z.refine<{ password: string; repeat_password: string }>((v) => v.password === v.repeat_password, {
  error: MESSAGES.passwordsDoNotMatch,
  path: ['repeat_password'],
});

export const forgotPasswordBody = z.object({ username: requiredText(MESSAGES.inputUsername, 200) });

export const recoverPasswordBody = z.object(newPasswordFields).check(confirmationMatches);
export const recoverPasswordParams = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,200}$/, { error: MESSAGES.recoveryLinkInvalid })),
});

/** The Reset Password dialog sends the current password; the new-password screen does not. */
export const changePasswordBody = z
  .object({ ...newPasswordFields, current_password: z.optional(z.string().check(z.maxLength(500))), saveHistoric: z.optional(z.boolean()) })
  .check(confirmationMatches);

export const validatePasswordHistoryBody = z.object({ pass: requiredPassword(MESSAGES.inputPassword) });
export const validateCurrentPasswordBody = z.object({ currentPass: requiredPassword(MESSAGES.inputCurrentPassword) });

const loginAsParams = z.object({ target: userIdParam });

export const AUTH_CONTRACTS = {
  'GET /api/user/loginas/{target}/false': { params: loginAsParams, answer: answer<SessionAnswer>() },
  'GET /api/user/loginas/{target}/true': { params: loginAsParams, answer: answer<SessionAnswer>() },
  /** Failures are refusals: 401 or 429 with a LoginFailure. */
  'POST /api/login': { body: loginBody, answer: answer<SessionAnswer>() },
  'POST /api/logout': { answer: answer<MessageAnswer>() },
  /** Sets the `maintenance` header when the portal is in maintenance. */
  'GET /api/keepalive': { answer: answer<KeepAliveAnswer>() },
  'GET /api/getuserdata': { answer: answer<CurrentUserDataAnswer>() },
  'POST /api/forgot-password': { body: forgotPasswordBody, answer: answer<ForgotPasswordAnswer>() },
  'POST /api/recover-password/{token}': { body: recoverPasswordBody, params: recoverPasswordParams, answer: answer<MessageAnswer>() },
  'PUT /api/user/change-password': { body: changePasswordBody, answer: answer<PasswordChangedAnswer>() },
  /** `true` when the password was used before. */
  'POST /api/validatePasswordHistory': { body: validatePasswordHistoryBody, answer: answer<boolean>() },
  /** `true` when it is the current password. */
  'POST /api/validateCurrentPassword': { body: validateCurrentPasswordBody, answer: answer<boolean>() },
  'GET /api/get-date-last-update-pass': { answer: answer<LastPasswordChangeAnswer>() },
} satisfies Record<string, Contract>;
