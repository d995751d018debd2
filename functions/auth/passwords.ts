/**
 * Password routes: forgot (e-mails a single-use, expiring recovery link), recover, change from
 * the Reset Password dialog or the new-password screen, and the two checks the dialog makes while
 * the person types.
 */
import { LOGIN_ERROR_LOG, LOGIN_ERROR_TEXT } from '../../shared/auth/texts.ts';
import { SETTING_KEYS } from '../../shared/settings/texts.ts';
import { settingValue } from '../data/content/settings.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { PASSWORD_RESET_TOKEN_MINUTES } from '../../shared/constants.ts';
import { config } from '../services/config.ts';
import { httpError, tooManyRequests } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { logger } from '../services/logger.ts';
import { sendMail } from '../services/mailer.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { findUsableResetToken, issueResetToken } from '../data/users/password-reset.ts';
import { endAllSessions } from '../data/users/sessions.ts';
import {
  RETRY_AFTER_SECONDS,
  accountSubject,
  reservePasswordReset,
  reserveReuseCheck,
  reserveSignIn,
  signInAttempt,
  signInSucceeded,
} from '../data/users/throttle.ts';
import { findUserIdByLogin, getUser, setPassword, type UserRecord } from '../data/users/users.ts';
import { isPrivilegedAdmin, isReused, newPasswordProblem, passwordExpired } from '../domain/password-rules.ts';

const invalid = (message: string, field = 'password') => httpError(422, message, { errors: { [field]: [message] } });

async function signedInUser(userId: number): Promise<UserRecord> {
  const user = await getUser(userId);
  if (!user) throw httpError(404, MESSAGES.userNotFound);
  return user;
}

/** The recovery e-mail; the Helpdesk contact is the System Settings' (its defaults: shared/texts/helpdesk.ts). */
async function recoveryMail(user: UserRecord, link: string) {
  const [email, phone, hours] = await Promise.all(
    [SETTING_KEYS.helpdeskEmail, SETTING_KEYS.helpdeskPhone, SETTING_KEYS.helpdeskHours].map((key) => settingValue(key)),
  );
  return {
    to: [user.email],
    subject: MESSAGES.recoveryMailSubject,
    text: [
      `Hello ${user.first_name},`,
      '',
      `We received a request to reset the password of your portal account (${user.username}).`,
      `Open this link within ${PASSWORD_RESET_TOKEN_MINUTES} minutes to choose a new password. It works once.`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      '',
      `Helpdesk: ${email}, ${phone}, ${hours}.`,
    ].join('\n'),
  };
}

/** Always the same answer, whether or not the account exists: the link goes only to its owner. */
export const forgotPassword: RouteImplementation<'POST /api/forgot-password'> = async ({ body, sourceIp }) => {
  const userId = await findUserIdByLogin(body.username);
  // Names that are no account count too, so the 429 tells nothing about existence.
  if (!(await reservePasswordReset(accountSubject(userId, body.username), sourceIp)))
    throw tooManyRequests(MESSAGES.forgotPasswordThrottled, RETRY_AFTER_SECONDS.passwordReset);
  const user = userId === undefined ? undefined : await getUser(userId);
  if (user?.status === 'active') {
    const token = await issueResetToken(user.id);
    await sendMail(await recoveryMail(user, `${config().webOrigin}/recover-password/${token}`));
    logger.info('password recovery link sent', { userId: user.id });
  }
  return { sent: true, message: MESSAGES.forgotPasswordSent };
};

export const recoverPassword: RouteImplementation<'POST /api/recover-password/{token}'> = async ({ body, params }) => {
  const token = await findUsableResetToken(params.token);
  const user = token && (await getUser(token.userId));
  if (!token || !user || user.status !== 'active') throw invalid(MESSAGES.recoveryLinkInvalid);
  const problem = await newPasswordProblem(user, body.password);
  if (problem) throw invalid(problem);
  const changed = await setPassword(user, await hashPassword(body.password), {
    keepHistory: isPrivilegedAdmin(user),
    actorId: user.id,
    spendingResetLink: params.token,
  });
  if (!changed) throw invalid(MESSAGES.recoveryLinkInvalid);
  // Whoever had the old password is signed out everywhere.
  await endAllSessions(user.id);
  return { message: MESSAGES.passwordChanged };
};

export const changePassword: RouteImplementation<'PUT /api/user/change-password'> = async ({ body, auth }) => {
  if (auth.masterUserId) throw httpError(403, MESSAGES.forbidden);
  const user = await signedInUser(auth.userId);
  if (body.current_password === undefined) {
    // The new-password screen sends no current password: only in the first-time and expired flows.
    if (!user.first_time && !passwordExpired(user)) throw invalid(MESSAGES.inputCurrentPassword, 'current_password');
  } else if (!(await verifyPassword(body.current_password, user.passwordHash))) {
    throw invalid(MESSAGES.currentPasswordWrong, 'current_password');
  }
  const problem = await newPasswordProblem(user, body.password);
  if (problem) throw invalid(problem);
  const at = await setPassword(user, await hashPassword(body.password), {
    keepHistory: isPrivilegedAdmin(user) || body.saveHistoric === true,
    actorId: user.id,
  });
  if (!at) throw httpError(409, MESSAGES.internalError);
  // Whoever else held the old password is signed out; the person who changed it stays.
  await endAllSessions(user.id, { except: auth.sessionId });
  return { lastDateChangedPassword: at, message: MESSAGES.passwordUpdatedDialog };
};

/** `true` when the password was used before (the dialog disables Save). */
export const validatePasswordHistory: RouteImplementation<'POST /api/validatePasswordHistory'> = async ({ body, auth }) => {
  if (!(await reserveReuseCheck(auth.userId))) throw tooManyRequests(MESSAGES.passwordChecksThrottled, RETRY_AFTER_SECONDS.reuseCheck);
  return isReused(await signedInUser(auth.userId), body.pass);
};

/** `true` when the current password is right; wrong guesses count towards the sign-in lockout. */
export const validateCurrentPassword: RouteImplementation<'POST /api/validateCurrentPassword'> = async ({ body, auth, sourceIp }) => {
  const attempt = signInAttempt(accountSubject(auth.userId, auth.username), sourceIp);
  if (!(await reserveSignIn(attempt))) throw tooManyRequests(LOGIN_ERROR_TEXT[LOGIN_ERROR_LOG.throttled], RETRY_AFTER_SECONDS.signIn);
  const ok = await verifyPassword(body.currentPass, (await signedInUser(auth.userId)).passwordHash);
  if (ok) await signInSucceeded(attempt);
  return ok;
};

export const dateOfLastPasswordChange: RouteImplementation<'GET /api/get-date-last-update-pass'> = async ({ auth }) => ({
  date: (await signedInUser(auth.userId)).password_changed_at,
});
