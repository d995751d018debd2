/**
 * POST /api/user/getUsers/cohort-builder (spec 03 §2.4, §5, §7): the people the Assignments pane
 * may add to a list. From the people-search index (one Query of the typed word's partition,
 * user-search.ts), then the found profiles (one BatchGetItem, for their roles, status and
 * certifications): with the session check, three round trips, never a Scan. Merged and pending
 * accounts are never offered (the index's status, then the profile's).
 */
import { ROLE_BY_ID, ROLE_BY_SLUG, type RoleSlug } from '../../shared/auth/roles.ts';
import { SEARCH_ROLES_OF_LIST, nislFacts } from '../../shared/cohort-builder/people.texts.ts';
import type { CohortCandidate } from '../../shared/cohort-builder/people.types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { searchUsers } from '../data/users/user-search.ts';
import { getUsers, type UserRecord } from '../data/users/users.ts';

/** Not in the spec: how many people one search offers. */
export const PEOPLE_SEARCH_LIMIT = 20;

const offered = (status: UserRecord['status']): status is CohortCandidate['status'] => status === 'active' || status === 'inactive';

export const searchCohortPeople: RouteImplementation<'POST /api/user/getUsers/cohort-builder'> = async ({ body }) => {
  const wanted = body.roles.length ? body.roles : SEARCH_ROLES_OF_LIST[body.list];
  const roleIds = new Set(wanted.map((slug) => ROLE_BY_SLUG[slug].id));
  const hasWantedRole = (roles: readonly number[]) => roleIds.size === 0 || roles.some((role) => roleIds.has(role));
  const excluded = new Set(body.exclude_users);
  const entries = await searchUsers(body.users, {
    limit: PEOPLE_SEARCH_LIMIT,
    accept: (entry) => offered(entry.status) && !excluded.has(entry.userId) && hasWantedRole(entry.roles),
  });
  if (entries.length === 0) return { users: [] };
  const profiles = await getUsers(entries.map((entry) => entry.userId));
  const users: CohortCandidate[] = [];
  for (const entry of entries) {
    // The profile decides: the index may lag a status or role change made a moment ago.
    const user = profiles.get(entry.userId);
    if (!user || !offered(user.status) || !hasWantedRole(user.roles)) continue;
    const roles = user.roles.flatMap((id): RoleSlug[] => {
      const role = ROLE_BY_ID.get(id);
      return role ? [role.slug] : [];
    });
    users.push({
      user_id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      username: user.username,
      status: user.status,
      roles,
      state_id: user.state_id,
      ...nislFacts(roles, user.certifications),
    });
  }
  return { users };
};
