/** The lookups group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const LOOKUPS_ROWS = [
  ['GET', '/api/job_functions', 'lookups', 'signed_in'],
  ['GET', '/api/courses', 'lookups', 'signed_in'],
  // Cohorts' names, searched by the staff screens that pick cohorts (banners, the CSV import: administrators', issue 30); `search` and `ids` are not in the spec (issue 32).
  ['GET', '/api/cohort', 'lookups', 'user_admin'],
  ['GET', '/api/courses/get/default-course', 'lookups', 'signed_in'],
  ['GET', '/api/getStates', 'lookups', 'signed_in'],
  ['GET', '/api/dictionary/get-states', 'lookups', 'signed_in'],
  ['GET', '/api/info-districts', 'lookups', 'signed_in'],
  ['POST', '/api/districts_by_states', 'lookups', 'signed_in'],
  ['GET', '/api/districts_by_state/{stateId}/{district}', 'lookups', 'signed_in'],
  ['GET', '/api/district_schools/{districtId}', 'lookups', 'signed_in'],
  ['GET', '/api/get_edp_nisl_courses', 'lookups', 'signed_in'],
  ['GET', '/api/meeting_types', 'lookups', 'signed_in'],
] as const satisfies GroupRows<'lookups'>;
