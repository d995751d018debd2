/** The built routes of the `roster` group. Documented routes not listed here answer 501. */
import { ROSTER_CONTRACTS } from '../../shared/roster/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { saveAlpForm } from './alp-form.ts';
import { attendanceHistory } from './attendance-history.ts';
import { cohortInfo, meetingInfo, unitOptions, unitParticipants } from './cohort-info.ts';
import { deleteMakeup, extraParticipants, saveMakeup } from './makeups.ts';
import { rosterInfo } from './roster-info.ts';
import { saveAttendance } from './save-attendance.ts';

export const implementations: GroupImplementations<'roster'> = {
  'GET /api/get_cohort_info/{cohortId}': cohortInfo,
  'GET /api/get_roster_info/{cohortId}/{eventId}': rosterInfo,
  'GET /api/get_meeting_info/{cohortId}': meetingInfo,
  'GET /api/unit/{cohortId}/{unitId}': unitParticipants,
  'GET /api/get_events_list/{cohortId}': unitOptions,
  'POST /api/save_attendance': saveAttendance,
  'POST /api/save_alp_form': saveAlpForm,
  'POST /api/extraParticipantList': extraParticipants,
  'POST /api/save_makeup_participant': saveMakeup,
  'POST /api/remove_makeup': deleteMakeup,
  'GET /api/attendance_history/{cohortId}/{unit}': attendanceHistory,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'roster'> = ROSTER_CONTRACTS;
