/** The built routes of the `reports` group. Documented routes not listed here answer 501. */
import { REPORT_CONTRACTS } from '../../shared/reports/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { dataSetRoutes } from './data-set-routes.ts';
import { downloadAbsentReportByCohort, getAbsentReportByCohort } from './absent-report-by-cohort.ts';
import { exportFacilitatorUtilization, getFacilitatorUtilization, utilizationFilterOptions } from './facilitator-utilization.ts';

export const implementations: GroupImplementations<'reports'> = {
  ...dataSetRoutes,
  'GET /api/get-absent-report-by-cohort': getAbsentReportByCohort,
  'GET /api/download-absent-report-by-cohort': downloadAbsentReportByCohort,
  'GET /api/filter-facilitator-utilization': utilizationFilterOptions,
  'GET /api/get_facilitator_utilization': getFacilitatorUtilization,
  'GET /api/export-facilitator-utilization': exportFacilitatorUtilization,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'reports'> = REPORT_CONTRACTS;
