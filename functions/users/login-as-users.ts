/**
 * The Login As tab's user select (spec 02 §2): only active accounts are offered. Without text,
 * the most recently changed ones; with text, the people search.
 */
import { ROLE_BY_ID } from '../../shared/auth/roles.ts';
import type { RouteImplementation } from '../core/http.ts';
import { searchUsers, type UserSearchEntry } from '../data/users/user-search.ts';
import { recentlyChangedUsers } from '../data/users/users.ts';

const OFFERED = 50;

function option(entry: UserSearchEntry) {
  return {
    key: entry.userId,
    name: entry.name,
    username: entry.username,
    status: entry.status,
    roles: entry.roles.map((id) => ROLE_BY_ID.get(id)?.slug).filter((slug) => slug !== undefined),
  };
}

export const loginAsCandidates: RouteImplementation<'GET /api/user/getUsers/loginAs'> = async () => {
  const recent = await recentlyChangedUsers(OFFERED * 2);
  const users = recent
    .filter((u) => u.status === 'active')
    .slice(0, OFFERED)
    .map((u) =>
      option({
        userId: u.id,
        name: `${u.first_name} ${u.last_name}`,
        username: u.username,
        email: u.email,
        status: u.status,
        roles: u.roles,
        state_id: u.state_id,
      }),
    );
  return { users };
};

export const searchLoginAsCandidates: RouteImplementation<'GET /api/user/getUsers/loginAs/{text}'> = async ({ params }) => {
  const hits = await searchUsers(params.text, { limit: OFFERED, accept: (entry) => entry.status === 'active' });
  return { users: hits.map(option) };
};
