/** The settings group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const SETTINGS_ROWS = [
  ['GET', '/api/get_settings_list', 'settings', 'senior_admin'],
  ['POST', '/api/update_setting', 'settings', 'senior_admin'],
] as const satisfies GroupRows<'settings'>;
