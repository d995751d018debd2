/**
 * The page-lock calls of the user edit screen (spec 02 §4, §7) and the cohort builder's (spec 03):
 * validate (may I open it? — for a user page, also the account the form edits and its read-only
 * facts, user-page.ts), take, renew every 5 minutes, and release (on closing, a keepalive
 * request). A page held by someone else is refused with 423 Locked, the spec's message and
 * `page.user`. Only pages that exist, of records the caller may edit, can be locked, and an
 * administrator may take a page over (not in the spec: issue 34, locks held on and on).
 */
import { allows } from '../../shared/auth/capabilities.ts';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import type { PageTakenOverAnswer, ValidatePageAnswer } from '../../shared/locks/types.ts';
import { httpError } from '../core/errors.ts';
import { refuse, type RouteImplementation, type SessionClaims } from '../core/http.ts';
import { cohortOfPost } from '../data/cohorts/cohort-directory.ts';
import { fullName } from '../data/cohorts/cohort-summary.ts';
import { currentLock, releaseLock, takeLock, takeOverLock, type LockHolder } from '../data/users/page-locks.ts';
import { getUsers } from '../data/users/users.ts';
import { toFormRecord } from '../domain/user-form.ts';
import { lockedAnswer } from '../domain/page-locked.ts';
import { logger } from '../services/logger.ts';
import { readUserPage, recordFacts } from './user-page.ts';

const USER_PAGE = /^user\/edit\/(\d+)$/;
const COHORT_PAGE = /^cohortbuilder\/edit\/(\d+)$/;

const locked = (holder: LockHolder, auth: SessionClaims) => refuse(423, lockedAnswer(holder, auth.userId));

function ownOnly(auth: SessionClaims, userId: number): void {
  if (userId !== auth.userId) throw httpError(403, USER_FORM_TEXT.lockOwnOnly);
}

/** The user edit screen is the account administrators' (the lock routes are open to the whole admin area). */
function checkPageAccess(page: string, auth: SessionClaims): void {
  if (USER_PAGE.test(page) && !allows('user_admin', auth.roles)) throw httpError(403, USER_FORM_TEXT.lockPage);
}

/**
 * The person taking a lock, as others will see them in the refusal, once the page is known to be
 * one that exists: an account that is not merged, or a cohort. The caller and a user page's
 * account are read in one BatchGetItem.
 */
async function holderOfExistingPage(page: string, auth: SessionClaims): Promise<LockHolder> {
  const userPage = USER_PAGE.exec(page);
  const cohortPage = COHORT_PAGE.exec(page);
  const targetId = userPage ? Number(userPage[1]) : undefined;
  const [users, cohort] = await Promise.all([
    getUsers(targetId === undefined ? [auth.userId] : [auth.userId, targetId]),
    cohortPage ? cohortOfPost(Number(cohortPage[1])) : undefined,
  ]);
  if (cohortPage && !cohort) throw httpError(404, COHORT_TEXT.notFound);
  if (targetId !== undefined) {
    const target = users.get(targetId);
    if (!target) throw httpError(404, USER_FORM_TEXT.notFound);
    if (target.status === 'merged') throw httpError(422, USER_FORM_TEXT.merged);
  }
  const me = users.get(auth.userId);
  return { user_id: auth.userId, name: me ? fullName(me) : auth.username, email: me?.email ?? '' };
}

export const validatePage: RouteImplementation<'GET /api/validate_page'> = async ({ query, auth }) => {
  checkPageAccess(query.page, auth);
  const userPage = USER_PAGE.exec(query.page);
  if (!userPage) {
    const cohortId = Number(COHORT_PAGE.exec(query.page)?.[1]);
    const [lock, cohort] = await Promise.all([currentLock(query.page), cohortOfPost(cohortId)]);
    if (lock && lock.user_id !== auth.userId) return locked(lock, auth);
    if (!cohort) throw httpError(404, COHORT_TEXT.notFound);
    return { next: true } satisfies ValidatePageAnswer;
  }
  const { lock, user, logins } = await readUserPage(query.page, Number(userPage[1]));
  if (lock && lock.user_id !== auth.userId) return locked(lock, auth);
  if (!user) throw httpError(404, USER_FORM_TEXT.notFound);
  if (user.status === 'merged') throw httpError(422, USER_FORM_TEXT.merged);
  return { next: true, user: toFormRecord(user), facts: await recordFacts(user, logins) } satisfies ValidatePageAnswer;
};

/** Takes the lock (active_page) or renews it (update_page): the same conditional write. */
export const takePage: RouteImplementation<'POST /api/active_page' | 'POST /api/update_page'> = async ({ body, auth }) => {
  ownOnly(auth, body.user_id);
  checkPageAccess(body.page, auth);
  const result = await takeLock(body.page, await holderOfExistingPage(body.page, auth));
  return result.taken ? { next: true } : locked(result.holder, auth);
};

/**
 * An administrator takes a page over from its holder, who hears it at their next heartbeat or
 * save. Answers whom it was taken from (null when nobody held it); a lock that changed hands
 * between the read and the write is refused naming its new holder, not taken blind.
 */
export const takeOverPage: RouteImplementation<'POST /api/take_over_page'> = async ({ body, auth }) => {
  const [holder, from] = await Promise.all([holderOfExistingPage(body.page, auth), currentLock(body.page)]);
  const result = await takeOverLock(body.page, holder, from);
  if (!result.taken) return locked(result.holder, auth);
  const takenFrom = from && from.user_id !== auth.userId ? { user_id: from.user_id, name: from.name, email: from.email } : null;
  if (takenFrom) logger.info('page taken over', { page: body.page, by: auth.userId, from: takenFrom.user_id });
  return { next: true, taken_from: takenFrom } satisfies PageTakenOverAnswer;
};

/** Sent as the screen closes: releases the lock if the caller holds it (someone else's stays). */
export const releasePage: RouteImplementation<'POST /api/disabled_page'> = async ({ query, auth }) => {
  return { released: await releaseLock(query.page, auth.userId) };
};
