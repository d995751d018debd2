/** POST /api/logout: ends the session, so the token stops working at once. */
import { respond, type RouteImplementation } from '../core/http.ts';
import { endSession } from '../data/users/sessions.ts';

export const logout: RouteImplementation<'POST /api/logout'> = async ({ auth }) => {
  await endSession(auth.userId, auth.sessionId);
  return respond(200, { message: 'Logged out' });
};
