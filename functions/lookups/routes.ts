/** The built routes of the `lookups` group. Documented routes not listed here answer 501. */
import { LOOKUP_CONTRACTS } from '../../shared/lookups/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import {
  cohortOptions,
  courses,
  defaultCourse,
  districtSchools,
  districtsByState,
  districtsByStates,
  edpNislCourses,
  infoDistricts,
  jobFunctions,
  meetingTypes,
  states,
} from './lookups.ts';

export const implementations: GroupImplementations<'lookups'> = {
  'GET /api/job_functions': jobFunctions,
  'GET /api/courses': courses,
  'GET /api/cohort': cohortOptions,
  'GET /api/courses/get/default-course': defaultCourse,
  'GET /api/getStates': states,
  'GET /api/dictionary/get-states': states,
  'GET /api/info-districts': infoDistricts,
  'POST /api/districts_by_states': districtsByStates,
  'GET /api/districts_by_state/{stateId}/{district}': districtsByState,
  'GET /api/district_schools/{districtId}': districtSchools,
  'GET /api/get_edp_nisl_courses': edpNislCourses,
  'GET /api/meeting_types': meetingTypes,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'lookups'> = LOOKUP_CONTRACTS;
