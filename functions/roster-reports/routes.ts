/** The built routes of the `roster-reports` group. Documented routes not listed here answer 501. */
import type { GroupImplementations } from '../core/http.ts';
import { signInSheet, unitRosterExport } from './unit-files.ts';

export const implementations: GroupImplementations = {
  'GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}': signInSheet,
  'GET /api/rosterReport/{cohortId}/{eventId}': unitRosterExport,
};
