/** GET /api/user/get-user-search/{text}: the top bar's find-participant type-ahead. */
import type { UserSearchHit } from '../../shared/api/types/participants.ts';
import type { RouteImplementation } from '../core/http.ts';
import { searchUsers } from '../data/user-search.ts';

export const findParticipants: RouteImplementation<'GET /api/user/get-user-search/{text}'> = async ({ params }) => {
  // Merged accounts are never offered in pickers (spec 02 §4).
  const hits = await searchUsers(params.text, { accept: (entry) => entry.status !== 'merged' });
  const users: UserSearchHit[] = hits.map((h) => ({ key: h.userId, name: h.name, username: h.username, email: h.email }));
  return { users };
};
