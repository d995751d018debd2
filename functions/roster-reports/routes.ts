/** The built routes of the `roster-reports` group. Documented routes not listed here answer 501. */
import type { GroupImplementations } from '../core/http.ts';
import { getAttendanceReport } from './attendance-report.ts';
import { exportAttendanceReport } from './export-attendance-report.ts';
import { signInSheet, unitRosterExport } from './unit-files.ts';

export const implementations: GroupImplementations = {
  'GET /api/get_attendance_report/{cohortId}': getAttendanceReport,
  'GET /api/export_attendance_report/{cohortId}': exportAttendanceReport,
  'GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}': signInSheet,
  'GET /api/rosterReport/{cohortId}/{eventId}': unitRosterExport,
};
