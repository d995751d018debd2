/**
 * The refusal of a page someone else holds (spec 02 §8 'Page locked by someone else'): 423
 * Locked with the spec's message and `page.user`, whether it comes from opening the page
 * (validate, take, renew) or from saving it (the user form's Update and Delete). To the person an
 * administrator took the page over from, the message says so instead.
 */
import type { PageLockedAnswer } from '../../shared/locks/types.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { httpError } from '../core/errors.ts';
import type { LockHolder } from '../data/users/page-locks.ts';

export function lockedAnswer({ user_id, name, email, taken_from }: LockHolder, viewerId: number): PageLockedAnswer {
  const message = taken_from === viewerId ? USER_FORM_TEXT.pageTakenOver(name, email) : USER_FORM_TEXT.pageLocked(name, email);
  return { message, page: { user: { user_id, name, email } } };
}

/** The same answer as an error, for writers that refuse part-way. */
export function pageLockedError(holder: LockHolder, viewerId: number): Error {
  const { message, page } = lockedAnswer(holder, viewerId);
  return httpError(423, message, { page });
}
