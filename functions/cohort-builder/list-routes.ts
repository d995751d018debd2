/** The Cohort Builder list's routes (spec 03 §2.2-2.3): the list, its search, filters and the form's reference data. */
import type { GroupImplementations } from '../core/http.ts';
import { listCohorts, searchCohorts } from './list-cohorts.ts';
import { cohortBuilderConfig, cohortBuilderCourses, cohortBuilderFilters, courseSections } from './list-reference.ts';

export const listImplementations: GroupImplementations = {
  'GET /api/cohort-builder/cohorts': listCohorts,
  'GET /api/cohort/search/{text}': searchCohorts,
  'GET /api/cohort-builder/config': cohortBuilderConfig,
  'GET /api/get_cohort_builder_filters': cohortBuilderFilters,
  'GET /api/courses/get/cohort-builder': cohortBuilderCourses,
  'GET /api/course_sections/{course}': courseSections,
};
