/**
 * PUT /api/user/{id}: a person saves their own profile (spec 03 §2.10, §5 "Profile"). Only the
 * caller's own record, whatever the body says (during Login As the record of the person acted
 * as: the session's user); the body carries no username, roles or status, and keys it does not
 * declare are dropped by its contract. A save over a newer version is refused (409).
 *
 * First-time mode (the record's `first_time`): the new password and its confirmation are
 * required, checked by the password rules of PUT /api/user/change-password (policy, reuse) and
 * written in the same transaction as the profile (data/users/profile-save.ts); the save then clears
 * `first_time`, so the next sign-in answers first_time false. Outside it, and while acting as
 * someone else, a password in the body is refused: the password is changed elsewhere. Every
 * accepted save is complete (the contract and the rules require every field), so it clears
 * `required_data` and stamps `profile_updated` (the users list's filter).
 */
import type { ProfileSavedAnswer } from '../../shared/profile/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import * as PROFILE_TEXT from '../../shared/profile/texts.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { hashPassword } from '../services/passwords.ts';
import { saveProfile } from '../data/users/profile-save.ts';
import { endAllSessions } from '../data/users/sessions.ts';
import { getUser, type UserRecord } from '../data/users/users.ts';
import { isPrivilegedAdmin, newPasswordProblem } from '../domain/password-rules.ts';
import { sessionUserData } from '../domain/session-user.ts';
import { checkProfileFields, fieldError } from './profile-rules.ts';

const given = (value: string | undefined): value is string => value !== undefined && value !== '';

export const saveProfileRoute: RouteImplementation<'PUT /api/user/{id}'> = async ({ params, body, auth, sourceIp }) => {
  const id = Number(params.id);
  if (id !== auth.userId) throw httpError(403, PROFILE_TEXT.ownProfileOnly);
  const before = await getUser(id);
  if (!before || before.status === 'merged') throw httpError(404, MESSAGES.userNotFound);
  if (before.version !== body.version) throw httpError(409, PROFILE_TEXT.changedMeanwhile);

  const actingAs = auth.masterUserId !== undefined;
  const firstTime = before.first_time && !actingAs;
  if (!firstTime && (given(body.password) || given(body.repeat_password)))
    throw fieldError('password', actingAs ? PROFILE_TEXT.passwordNotWhileActingAs : PROFILE_TEXT.passwordNotHere);
  if (firstTime) {
    if (!given(body.password)) throw fieldError('password', PROFILE_TEXT.passwordRequired);
    if (!given(body.repeat_password)) throw fieldError('repeat_password', PROFILE_TEXT.confirmRequired);
    if (body.password !== body.repeat_password) throw fieldError('repeat_password', PROFILE_TEXT.passwordsDoNotMatch);
  }

  const fields = await checkProfileFields(body);
  const now = new Date();
  const at = now.toISOString();
  const changes: Partial<UserRecord> = { ...fields, required_data: false, profile_updated: at };
  let password: { hash: string; keepHistory: boolean } | undefined;
  if (firstTime && given(body.password)) {
    // The rules as they apply to the record as saved (its e-mail may change with this save).
    const problem = await newPasswordProblem({ ...before, email: fields.email }, body.password);
    if (problem) throw fieldError('password', problem);
    password = { hash: await hashPassword(body.password), keepHistory: isPrivilegedAdmin(before) };
    Object.assign(changes, { passwordHash: password.hash, password_changed_at: at, first_time: false });
  }

  const outcome = await saveProfile({
    before,
    changes,
    password,
    actorId: auth.userId,
    realActorId: auth.masterUserId,
    sourceIp,
    now,
  });
  if ('refused' in outcome) {
    if (outcome.refused === 'email_taken') throw fieldError('email', USER_FORM_TEXT.taken);
    throw httpError(409, PROFILE_TEXT.changedMeanwhile);
  }
  // Whoever else held the old password is signed out; the person who changed it stays.
  if (password) await endAllSessions(id, { except: auth.sessionId });

  const answer: ProfileSavedAnswer = {
    message: PROFILE_TEXT.updated,
    user: await sessionUserData(outcome.saved),
    version: outcome.saved.version,
    lastDateChangedPassword: password ? at : null,
  };
  return answer;
};
