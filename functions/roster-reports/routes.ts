/** The built routes of the `roster-reports` group. Documented routes not listed here answer 501. */
import { ROSTER_REPORT_CONTRACTS } from '../../shared/roster-reports/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { getAbsenceAudit } from './absence-audit.ts';
import { allProjects } from './all-projects.ts';
import { getAttendanceReport } from './attendance-report.ts';
import { exportAttendanceReport } from './export-attendance-report.ts';
import { getSurveyPresentation } from './survey-presentation.ts';
import { signInSheet, unitRosterExport } from './unit-files.ts';

export const implementations: GroupImplementations<'roster-reports'> = {
  'GET /api/get_attendance_report/{cohortId}': getAttendanceReport,
  'GET /api/export_attendance_report/{cohortId}': exportAttendanceReport,
  'GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}': signInSheet,
  'GET /api/rosterReport/{cohortId}/{eventId}': unitRosterExport,
  'GET /api/getSurveyResponsePresentation': getSurveyPresentation,
  'GET /api/get_absence/{cohortId}': getAbsenceAudit,
  'GET /api/get_projects_by_cohort/{cohortId}': allProjects,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'roster-reports'> = ROSTER_REPORT_CONTRACTS;
