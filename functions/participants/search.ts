/** GET /api/user/get-user-search/{text}: the top bar's find-participant type-ahead. */
import type { RouteImplementation } from '../core/http.ts';
import { searchUsers } from '../data/users/user-search.ts';
import { searchHitsFor } from '../domain/participant-access.ts';

export const findParticipants: RouteImplementation<'GET /api/user/get-user-search/{text}'> = async ({ params, auth }) => {
  // Merged accounts are never offered in pickers (spec 02 §4).
  const entries = await searchUsers(params.text, { accept: (entry) => entry.status !== 'merged' });
  return { users: await searchHitsFor(auth, params.text, entries) };
};
