/**
 * The browser's `user-data` (spec 01 §3) of an account: what the sign-in answers and what a
 * profile save answers again, so the top bar and the required-data prompt follow the record
 * without a new sign-in. Never the password hash.
 */
import { ROLE_BY_ID } from '../../shared/auth/roles.ts';
import type { UserData } from '../../shared/auth/types.ts';
import type { UserRecord } from '../data/users/users.ts';

export function sessionUserData(user: UserRecord): UserData {
  return {
    id: user.id,
    username: user.username,
    honorific: user.honorific,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar,
    roles: user.roles
      .map((id) => ROLE_BY_ID.get(id))
      .filter((r) => r !== undefined)
      .map(({ id, slug, name }) => ({ id, slug, name })),
    job_title: user.job_title,
    phone: user.phone,
    state_id: user.state_id,
    district_id: user.district_id,
    school_name: user.school_name,
    default_course: user.default_course,
    required_data: user.required_data,
  };
}
