/**
 * GET /api/shared_with_me_info: whether the person may see the projects others share
 * (Shared Action Learning, Shared Practitioner Inquiries), from their account flags.
 */
import type { RouteImplementation } from '../core/http.ts';
import { getUser } from '../data/users/users.ts';

export const sharedWithMe: RouteImplementation<'GET /api/shared_with_me_info'> = async ({ auth }) => {
  const user = await getUser(auth.userId);
  return {
    sharedAlpsCheck: { canSharedAlps: user?.can_shared_alps ?? false },
    sharedPisCheck: { canSharedPis: user?.can_shared_pis ?? false },
  };
};
