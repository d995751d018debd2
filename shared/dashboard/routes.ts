/** The dashboard group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const DASHBOARD_ROWS = [
  ['POST', '/api/user/saveFilters', 'dashboard', 'signed_in'],
  ['GET', '/api/filter-cohort', 'dashboard', 'dashboard'],
  ['GET', '/api/dashboard_data', 'dashboard', 'dashboard'],
  ['POST', '/api/get_alp_data', 'dashboard', 'dashboard'],
  ['GET', '/api/searchCohort', 'dashboard', 'dashboard'],
  ['GET', '/api/searchCohort/{text}', 'dashboard', 'dashboard'],
] as const satisfies GroupRows<'dashboard'>;
