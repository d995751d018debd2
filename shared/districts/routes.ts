/** The districts group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const DISTRICTS_ROWS = [
  ['GET', '/api/verifyDistrictsToChange', 'districts', 'user_admin'],
  ['POST', '/api/verifyUsersToChangeDistrict', 'districts', 'user_admin'],
  ['POST', '/api/saveChangeDistrict', 'districts', 'user_admin'],
  ['GET', '/api/export_district_changes_report', 'districts', 'user_admin'],
] as const satisfies GroupRows<'districts'>;
