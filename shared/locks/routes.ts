/** The locks group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const LOCKS_ROWS = [
  ['GET', '/api/validate_page', 'locks', 'admin_area'],
  ['POST', '/api/active_page', 'locks', 'admin_area'],
  ['POST', '/api/update_page', 'locks', 'admin_area'],
  ['POST', '/api/disabled_page', 'locks', 'admin_area'],
] as const satisfies GroupRows<'locks'>;
