/** The cohort-builder group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const COHORT_BUILDER_ROWS = [
  ['GET', '/api/cohort-builder/cohorts', 'cohort-builder', 'admin_area'],
  ['GET', '/api/cohort/search/{text}', 'cohort-builder', 'admin_area'],
  ['GET', '/api/cohort-builder/config', 'cohort-builder', 'admin_area'],
  ['GET', '/api/get_cohort_builder_filters', 'cohort-builder', 'admin_area'],
  ['GET', '/api/courses/get/cohort-builder', 'cohort-builder', 'admin_area'],
  ['GET', '/api/course_sections/{course}', 'cohort-builder', 'admin_area'],
  ['POST', '/api/cohort', 'cohort-builder', 'admin_area'],
  ['DELETE', '/api/cohort/{id}', 'cohort-builder', 'admin_area'],
  ['POST', '/api/user/getUsers/cohort-builder', 'cohort-builder', 'admin_area'],
  ['POST', '/api/event/validate-schedule-facilitator', 'cohort-builder', 'admin_area'],
] as const satisfies GroupRows<'cohort-builder'>;
