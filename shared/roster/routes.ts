/** The roster group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const ROSTER_ROWS = [
  ['GET', '/api/get_cohort_info/{cohortId}', 'roster', 'dashboard'],
  ['GET', '/api/get_roster_info/{cohortId}/{eventId}', 'roster', 'dashboard'],
  ['GET', '/api/get_meeting_info/{cohortId}', 'roster', 'dashboard'],
  ['GET', '/api/unit/{cohortId}/{unitId}', 'roster', 'dashboard'],
  ['GET', '/api/get_events_list/{cohortId}', 'roster', 'dashboard'],
  ['POST', '/api/save_attendance', 'roster', 'roster_edit'],
  ['POST', '/api/save_alp_form', 'roster', 'roster_edit'],
  ['POST', '/api/extraParticipantList', 'roster', 'roster_edit'],
  ['POST', '/api/save_makeup_participant', 'roster', 'roster_edit'],
  ['POST', '/api/remove_makeup', 'roster', 'roster_edit'],
] as const satisfies GroupRows<'roster'>;
