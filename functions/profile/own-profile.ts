/**
 * GET /api/user/profile (not in the spec): the signed-in person's own record as the profile form
 * edits it. No id is read: it is always the caller's (during Login As, the person acted as).
 */
import type { OwnProfile } from '../../shared/profile/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { getUser } from '../data/users/users.ts';

export const ownProfile: RouteImplementation<'GET /api/user/profile'> = async ({ auth }) => {
  const user = await getUser(auth.userId);
  if (!user || user.status === 'merged') throw httpError(404, MESSAGES.userNotFound);
  const answer: OwnProfile = {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    job_title: user.job_title,
    job_function: user.job_function,
    phone: user.phone,
    phone_extension: user.phone_extension,
    email: user.email,
    email_assign: user.email_assign,
    state_id: user.state_id,
    district_id: user.district_id,
    school_id: user.school_id,
    ppid: user.ppid,
    iu: user.iu,
    avatar: user.avatar,
    first_time: user.first_time,
    required_data: user.required_data,
    version: user.version,
  };
  return answer;
};
