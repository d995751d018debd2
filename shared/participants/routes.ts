/** The participants group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const PARTICIPANTS_ROWS = [
  ['GET', '/api/users/get-info-search-menu', 'participants', 'find_participant'],
  ['GET', '/api/user/get-user-search/{text}', 'participants', 'find_participant'],
  ['GET', '/api/user_schedule/{course}/{userId}/{cohortId}', 'participants', 'signed_in'],
] as const satisfies GroupRows<'participants'>;
