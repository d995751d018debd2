/** GET /api/getuserdata: the signed-in person's user-data and nisl-data again (after a profile change). */
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { getUser } from '../data/users/users.ts';
import { sessionAnswer } from './session-answer.ts';

export const currentUserData: RouteImplementation<'GET /api/getuserdata'> = async ({ auth }) => {
  const user = await getUser(auth.userId);
  if (!user) throw httpError(404, MESSAGES.userNotFound);
  const answer = await sessionAnswer(user, auth);
  return { userdata: { error: null }, ...answer };
};
