/**
 * DELETE /api/user/{id}: the Delete button of the user modal, senior admins only (spec 02 §6).
 * An account still on a cohort (participant, staff or make-up guest) is refused: its attendance,
 * certificates and the cohort's summary hang on it, and merging it into another account is the
 * tool that moves them (docs/decisions/account-administration.md). An account someone else has open in the user form
 * (page lock `user/edit/{id}`) is refused with the lock message, as its save would be: deleting
 * it under them would lose their work just the same. Otherwise one transaction deletes the
 * profile (only if nobody saved it since it was read) and its uniqueness items, checks the lock
 * again, leaves a tombstone on the user feed and writes the audit entry; then its search words,
 * sessions and pending record follow.
 */
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { userEditPage } from '../../shared/locks/types.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { auditStep } from '../data/users/audit.ts';
import { cohortsOfUser } from '../data/cohorts/cohorts.ts';
import { currentLock, holderOfFailedStep, lockCheckStep } from '../data/users/page-locks.ts';
import { recordPendingOutcome } from '../data/users/pending-users.ts';
import { endAllSessions } from '../data/users/sessions.ts';
import { transact } from '../data/table/transaction.ts';
import { removeUserSearch } from '../data/users/user-search.ts';
import { getUser, userDeletionItems } from '../data/users/users.ts';
import { pageLockedError } from '../domain/page-locked.ts';

export const deleteUserRoute: RouteImplementation<'DELETE /api/user/{id}'> = async ({ params, auth, sourceIp }) => {
  if (!auth.roles.includes('senior_admin')) throw httpError(403, USER_FORM_TEXT.deleteSeniorOnly);
  const id = Number(params.id);
  if (id === auth.userId || id === auth.masterUserId) throw httpError(422, USER_FORM_TEXT.deleteOwn);
  const page = userEditPage(id);
  const [user, lock] = await Promise.all([getUser(id), currentLock(page)]);
  if (!user) throw httpError(404, USER_FORM_TEXT.notFound);
  if (lock && lock.user_id !== auth.userId) throw pageLockedError(lock, auth.userId);
  const cohorts = new Set((await cohortsOfUser(id)).map((link) => link.cohort_id));
  if (cohorts.size) throw httpError(422, USER_FORM_TEXT.deleteHasCohorts(cohorts.size));

  const now = new Date();
  const at = now.toISOString();
  const audit = auditStep('user', id, {
    action: 'user_deleted',
    actorId: auth.userId,
    realActorId: auth.masterUserId,
    subjectId: id,
    at,
    sourceIp,
    detail: { username: user.username, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() },
  });
  // The lock check goes first: the deletion steps (data/users/users.ts) are then counted from 1.
  const LOCK_STEP = 0;
  const PROFILE_STEP = 1;
  const refused = await transact([lockCheckStep(page, auth.userId, now.getTime()), ...userDeletionItems(user, auth.userId, now), audit]);
  if (refused) {
    const holder = holderOfFailedStep(refused.reasons, LOCK_STEP);
    if (holder) throw pageLockedError(holder, auth.userId);
    if (refused.conditionFailed(PROFILE_STEP)) throw httpError(409, USER_FORM_TEXT.changedMeanwhile);
    throw refused.error;
  }
  await removeUserSearch(user);
  await endAllSessions(id);
  await recordPendingOutcome(id, { deleted: true }, auth.userId, now);
  return { message: USER_FORM_TEXT.deleted };
};
