/** The built routes of the `dashboard` group: the cohort dashboard's list, filters and search. */
import { DASHBOARD_CONTRACTS } from '../../shared/dashboard/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { alpData } from './alp-data.ts';
import { searchCohortByText, searchCohortSoonest } from './cohort-search.ts';
import { dashboardData } from './dashboard-data.ts';
import { filterOptions } from './filter-options.ts';
import { saveUserFilters } from './save-filters.ts';

export const implementations: GroupImplementations<'dashboard'> = {
  'POST /api/user/saveFilters': saveUserFilters,
  'GET /api/filter-cohort': filterOptions,
  'GET /api/dashboard_data': dashboardData,
  'POST /api/get_alp_data': alpData,
  'GET /api/searchCohort': searchCohortSoonest,
  'GET /api/searchCohort/{text}': searchCohortByText,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'dashboard'> = DASHBOARD_CONTRACTS;
