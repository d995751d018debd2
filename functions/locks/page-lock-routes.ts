/**
 * The page-lock calls of the user edit screen (spec 02 §4, §7) and the cohort builder's (spec 03):
 * validate (may I open it? — for a user page, also the account the form edits and its read-only
 * facts, user-page.ts), take, renew
 * every 5 minutes, and release (on closing, a keepalive request). A page held by someone else is refused
 * with 423 Locked, the spec's message and `page.user`.
 */
import { allows } from '../../shared/auth/capabilities.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import type { ValidatePageAnswer } from '../../shared/locks/types.ts';
import { httpError } from '../core/errors.ts';
import { refuse, type RouteImplementation, type SessionClaims } from '../core/http.ts';
import { currentLock, releaseLock, takeLock, type LockHolder } from '../data/users/page-locks.ts';
import { getUser } from '../data/users/users.ts';
import { toFormRecord } from '../domain/user-form.ts';
import { lockedAnswer } from '../domain/page-locked.ts';
import { readUserPage, recordFacts } from './user-page.ts';

const USER_PAGE = /^user\/edit\/(\d+)$/;

const locked = (holder: LockHolder) => refuse(423, lockedAnswer(holder));

/** The person taking a lock, as others will see them in the refusal. */
async function holderOf(auth: SessionClaims): Promise<LockHolder> {
  const user = await getUser(auth.userId);
  return { user_id: auth.userId, name: user ? `${user.first_name} ${user.last_name}`.trim() : auth.username, email: user?.email ?? '' };
}

function ownOnly(auth: SessionClaims, userId: number): void {
  if (userId !== auth.userId) throw httpError(403, USER_FORM_TEXT.lockOwnOnly);
}

/** The user edit screen is the account administrators' (the lock routes are open to the whole admin area). */
function checkPageAccess(page: string, auth: SessionClaims): void {
  if (USER_PAGE.test(page) && !allows('user_admin', auth.roles)) throw httpError(403, USER_FORM_TEXT.lockPage);
}

export const validatePage: RouteImplementation<'GET /api/validate_page'> = async ({ query, auth }) => {
  checkPageAccess(query.page, auth);
  const userPage = USER_PAGE.exec(query.page);
  if (!userPage) {
    const lock = await currentLock(query.page);
    return lock && lock.user_id !== auth.userId ? locked(lock) : ({ next: true } satisfies ValidatePageAnswer);
  }
  const { lock, user, logins } = await readUserPage(query.page, Number(userPage[1]));
  if (lock && lock.user_id !== auth.userId) return locked(lock);
  if (!user) throw httpError(404, USER_FORM_TEXT.notFound);
  if (user.status === 'merged') throw httpError(422, USER_FORM_TEXT.merged);
  return { next: true, user: toFormRecord(user), facts: await recordFacts(user, logins) } satisfies ValidatePageAnswer;
};

/** Takes the lock (active_page) or renews it (update_page): the same conditional write. */
export const takePage: RouteImplementation<'POST /api/active_page' | 'POST /api/update_page'> = async ({ body, auth }) => {
  ownOnly(auth, body.user_id);
  checkPageAccess(body.page, auth);
  const result = await takeLock(body.page, await holderOf(auth));
  return result.taken ? { next: true } : locked(result.holder);
};

/** Sent as the screen closes: releases the lock if the caller holds it (someone else's stays). */
export const releasePage: RouteImplementation<'POST /api/disabled_page'> = async ({ query, auth }) => {
  return { released: await releaseLock(query.page, auth.userId) };
};
