/**
 * The browser's `user-data` (spec 01 §3) of an account: the profile fields spec 03 §3 lists for
 * it, with the names of its school and district and its state's code. What the sign-in answers
 * and what a profile save answers again, so the top bar and the required-data prompt follow the
 * record without a new sign-in. Never the password hash.
 */
import { ROLE_BY_ID } from '../../shared/auth/roles.ts';
import type { UserData } from '../../shared/auth/types.ts';
import { districtsOfState, listReference } from '../data/reference/reference.ts';
import type { UserRecord } from '../data/users/users.ts';

export async function sessionUserData(user: UserRecord): Promise<UserData> {
  // Both lists are cached in the Lambda: no round trip to the table on a warm sign-in.
  const [states, districts] = await Promise.all([listReference('STATE'), user.state_id ? districtsOfState(user.state_id) : []]);
  return {
    id: user.id,
    username: user.username,
    honorific: user.honorific,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    email_assign: user.email_assign,
    avatar: user.avatar,
    roles: user.roles
      .map((id) => ROLE_BY_ID.get(id))
      .filter((r) => r !== undefined)
      .map(({ id, slug, name }) => ({ id, slug, name })),
    job_title: user.job_title,
    job_function: user.job_function,
    phone: user.phone,
    phone_extension: user.phone_extension,
    address1: user.address1,
    city: user.city,
    ZIPcode: user.zip,
    state_id: user.state_id,
    state_living: states.find((s) => s.id === user.state_id)?.code ?? null,
    district_id: user.district_id,
    district: districts.find((d) => d.id === user.district_id)?.name ?? null,
    school_id: user.school_id,
    school: user.school_name,
    ppid: user.ppid,
    iu: user.iu,
    default_course: user.default_course,
    required_data: user.required_data,
  };
}
