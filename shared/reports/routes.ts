/** The reports group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const REPORTS_ROWS = [
  ['GET', '/api/filter-facilitator-utilization', 'reports', 'facilitator_utilization'],
  ['GET', '/api/get_facilitator_utilization', 'reports', 'facilitator_utilization'],
  ['GET', '/api/export-facilitator-utilization', 'reports', 'facilitator_utilization'],
  ['GET', '/api/date-export-reports', 'reports', 'manager_reports'],
  ['GET', '/api/get-absent-report-by-cohort', 'reports', 'manager_reports'],
  ['GET', '/api/download-absent-report', 'reports', 'manager_reports'],
  ['GET', '/api/download-absent-report-by-cohort', 'reports', 'manager_reports'],
  ['GET', '/api/download-graduation-report', 'reports', 'manager_reports'],
  ['GET', '/api/download-attendance-on-report/{file}', 'reports', 'manager_reports'],
  ['GET', '/api/download-attendance-ext-report', 'reports', 'manager_reports'],
  ['GET', '/api/download-user-account', 'reports', 'manager_reports'],
  ['GET', '/api/download-cohort-data', 'reports', 'manager_reports'],
  ['GET', '/api/download-master-schedule', 'reports', 'manager_reports'],
  ['GET', '/api/download-facilitator-schedule', 'reports', 'manager_reports'],
] as const satisfies GroupRows<'reports'>;
