/**
 * What every token for an external system says about the person: who they are, their roles,
 * and, while an administrator acts as them (Login As), who is really acting.
 */
import { ROLE_BY_ID } from '../../shared/auth/roles.ts';
import type { SessionClaims } from '../core/http.ts';
import type { UserRecord } from '../data/users/users.ts';

export function roleSlugsOf(user: Pick<UserRecord, 'roles'>): string[] {
  return user.roles.map((id) => ROLE_BY_ID.get(id)?.slug).filter((slug): slug is NonNullable<typeof slug> => slug !== undefined);
}

export function identityClaims(user: UserRecord, auth: SessionClaims): Record<string, unknown> {
  return {
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    roles: roleSlugsOf(user),
    ...(auth.masterUserId ? { acting_user_id: auth.masterUserId } : {}),
  };
}
