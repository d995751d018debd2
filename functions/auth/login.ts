/**
 * POST /api/login: username (or e-mail) and password. Failures answer 401 with the error_log
 * of spec 01 §8; repeated failures are throttled per account and per address (429).
 */
import { ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import type { LoginFailure, SessionAnswer } from '../../shared/auth/types.ts';
import { LOGIN_ERROR_LOG, LOGIN_ERROR_TEXT, type LoginErrorLog } from '../../shared/auth/texts.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { refuse, type Refusal, type RouteImplementation } from '../core/http.ts';
import { logger } from '../services/logger.ts';
import { verifyPassword } from '../services/passwords.ts';
import { RETRY_AFTER_SECONDS, accountSubject, reserveSignIn, signInAttempt, signInSucceeded } from '../data/users/throttle.ts';
import { retryAfterHeader } from '../core/errors.ts';
import { findUserIdByLogin, getUser, recordSuccessfulLogin, type UserRecord } from '../data/users/users.ts';
import { countMetric } from '../services/metrics.ts';
import { openSession } from './session-answer.ts';

/** A refused sign-in, counted: throttled (429) apart from the others. */
function failure(status: number, errorLog: LoginErrorLog, field?: 'username' | 'password'): Refusal {
  countMetric(status === 429 ? 'throttledSignIns' : 'failedSignIns');
  const body: LoginFailure & Record<string, string> = {
    message: LOGIN_ERROR_TEXT[errorLog],
    error: MESSAGES.authenticationFailed,
    error_log: errorLog,
  };
  if (field) body[field] = LOGIN_ERROR_TEXT[errorLog];
  return refuse(status, body, status === 429 ? retryAfterHeader(RETRY_AFTER_SECONDS.signIn) : undefined);
}

/** Why an account with the right password may still not sign in. */
export function refusal(user: UserRecord): LoginErrorLog | undefined {
  if (user.status === 'merged') return LOGIN_ERROR_LOG.merged;
  if (user.status === 'pending') return LOGIN_ERROR_LOG.pending;
  if (user.status === 'inactive') return LOGIN_ERROR_LOG.inactive;
  const diagnosticsOnly = user.roles.length > 0 && user.roles.every((id) => id === ROLE_BY_SLUG.feedback_diagnostics.id);
  if (user.roles.length === 0 || diagnosticsOnly) return LOGIN_ERROR_LOG.general;
  return undefined;
}

export const login: RouteImplementation<'POST /api/login'> = async ({ body, sourceIp, userAgent }) => {
  const userId = await findUserIdByLogin(body.username);
  // Counted before the password is checked: a failure needs no further write, and parallel
  // guesses cannot all pass a check of the count before any of them is written.
  const attempt = signInAttempt(accountSubject(userId, body.username), sourceIp);
  if (!(await reserveSignIn(attempt))) return failure(429, LOGIN_ERROR_LOG.throttled);

  const user = userId === undefined ? undefined : await getUser(userId);
  if (!user) return failure(401, LOGIN_ERROR_LOG.user, 'username');
  if (!(await verifyPassword(body.password, user.passwordHash))) return failure(401, LOGIN_ERROR_LOG.password, 'password');
  await signInSucceeded(attempt);
  const refused = refusal(user);
  if (refused) return failure(401, refused);

  await recordSuccessfulLogin(user, { sourceIp, userAgent });
  const answer: SessionAnswer = await openSession(user, { sourceIp, userAgent });
  countMetric('signIns');
  logger.info('signed in', { userId: user.id });
  return answer;
};
