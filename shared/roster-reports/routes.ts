/** The roster-reports group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const ROSTER_REPORTS_ROWS = [
  ['GET', '/api/get_attendance_report/{cohortId}', 'roster-reports', 'dashboard'],
  ['GET', '/api/export_attendance_report/{cohortId}', 'roster-reports', 'dashboard'],
  ['GET', '/api/get_absence/{cohortId}', 'roster-reports', 'attendance_audit'],
  ['GET', '/api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}', 'roster-reports', 'dashboard'],
  ['GET', '/api/rosterReport/{cohortId}/{eventId}', 'roster-reports', 'dashboard'],
  ['GET', '/api/get_projects_by_cohort/{cohortId}', 'roster-reports', 'dashboard'],
  ['GET', '/api/getSurveyResponsePresentation', 'roster-reports', 'dashboard'],
] as const satisfies GroupRows<'roster-reports'>;
