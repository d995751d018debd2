/** The profile group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const PROFILE_ROWS = [
  ['PUT', '/api/user/{id}', 'profile', 'signed_in'],
  ['POST', '/api/user/update/avatar', 'profile', 'signed_in'],
] as const satisfies GroupRows<'profile'>;
