/** The portal group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const PORTAL_ROWS = [
  ['GET', '/api/get_courses_privileges/{userId}', 'portal', 'signed_in'],
  ['PUT', '/api/update_default_course/{cohortKey}', 'portal', 'signed_in'],
  ['GET', '/api/get-nisl-drive', 'portal', 'signed_in'],
  ['GET', '/api/shared_with_me_info', 'portal', 'signed_in'],
  ['GET', '/api/getCourseInfoByKey', 'portal', 'signed_in'],
  ['GET', '/api/info_next_event/{course}', 'portal', 'signed_in'],
] as const satisfies GroupRows<'portal'>;
