/** The calendar group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const CALENDAR_ROWS = [
  ['GET', '/api/calendar_date', 'calendar', 'dashboard'],
  ['GET', '/api/get-years', 'calendar', 'dashboard'],
  ['GET', '/api/calendar_data/{start}/{end}', 'calendar', 'dashboard'],
  ['POST', '/api/save-busy-days', 'calendar', 'dashboard'],
] as const satisfies GroupRows<'calendar'>;
