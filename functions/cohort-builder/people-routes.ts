/** The cohort form's people routes (spec 03 §7): the Assignments pane's people search and the facilitator conflict check. */
import type { GroupImplementations } from '../core/http.ts';
import { checkFacilitatorSchedule } from './facilitator-conflicts.ts';
import { searchCohortPeople } from './people-search.ts';

export const peopleImplementations: GroupImplementations = {
  'POST /api/user/getUsers/cohort-builder': searchCohortPeople,
  'POST /api/event/validate-schedule-facilitator': checkFacilitatorSchedule,
};
