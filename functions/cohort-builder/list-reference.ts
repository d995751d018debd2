/**
 * The Cohort Builder's reference calls (spec 03 §7): the filter modal's choices, the form's course
 * options, a course's units and the configuration the form and filter share. All from the cohort
 * directory's reference data (courses, delivery models, states, meeting types ride its change
 * feed), so each is the session check and at most one feed Query.
 */
import { ALL_REMAINING_UNITS_USER_ID, COACHING_COURSE_KEY, DEBOUNCE_MS, LOCK_HEARTBEAT_MS, TIME_ZONE } from '../../shared/constants.ts';
import {
  COHORT_EDIT_LOCK_PREFIX,
  COHORT_LIST_PAGE_SIZE,
  COHORT_LIST_TEXT as T,
  PARTICIPANT_COUNT_RANGE,
  QUALITY_SUPPORT_DELIVERY_MODELS,
  SUB_UNIT_LETTERS,
  WORK_HOURS,
} from '../../shared/cohort-builder/list.texts.ts';
import {
  HAS_SUITE_VALUES,
  type CohortBuilderConfig,
  type CohortBuilderFilters,
  type IdName,
  type CohortCourseOption,
  type CourseSections,
} from '../../shared/cohort-builder/list.types.ts';
import { UNIT_EVENT_TYPES } from '../../shared/cohort-builder/form.types.ts';
import { UNIT_EVENT_TYPE_LABELS } from '../../shared/cohort-builder/form.texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortDirectory, type CohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { personNames } from '../data/users/person-names.ts';
import type { Course } from '../data/reference/reference.ts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const byKey = (a: Course, b: Course) => a.key - b.key || a.id - b.id;

/** The people named by the cohorts' created_by or updated_by, by name (cached names: at most one BatchGetItem). */
async function authors(directory: CohortDirectory): Promise<{ createdBy: IdName[]; updatedBy: IdName[] }> {
  const created = new Set<number>();
  const updated = new Set<number>();
  for (const cohort of directory.cohorts.values()) {
    if (cohort.created_by !== null) created.add(cohort.created_by);
    if (cohort.updated_by !== null) updated.add(cohort.updated_by);
  }
  const names = await personNames([...created, ...updated]);
  const named = (ids: Set<number>) => [...ids].map((id) => ({ id, name: names.get(id) ?? `#${id}` })).sort(byName);
  return { createdBy: named(created), updatedBy: named(updated) };
}

export const cohortBuilderFilters: RouteImplementation<'GET /api/get_cohort_builder_filters'> = async () => {
  const directory = await cohortDirectory();
  const { courses, states, deliveryModels, meetingTypes } = directory.reference;
  const answer: CohortBuilderFilters = {
    courses: [...courses.values()].sort(byKey).map((c) => ({ id: c.id, name: c.name, key: c.key })),
    states: [...states.values()].map((s) => ({ id: s.id, name: s.name, code: s.code })).sort(byName),
    deliveryModels: [...deliveryModels.values()].map((m) => ({ id: m.id, name: m.name, slug: m.slug })).sort(byName),
    meetingTypes: [...meetingTypes.values()].map((m) => ({ slug: m.slug, name: m.name })).sort(byName),
    ...(await authors(directory)),
  };
  return answer;
};

function courseOption(course: Course): CohortCourseOption {
  return {
    value: course.id,
    label: course.name,
    key: course.key,
    cms_key: course.cms_key,
    abbreviation: course.abbreviation,
    is_nisl: course.is_nisl,
    is_edp: course.is_edp,
    section_units: course.section_units,
    single_event: course.key === COACHING_COURSE_KEY,
  };
}

export const cohortBuilderCourses: RouteImplementation<'GET /api/courses/get/cohort-builder'> = async () => {
  const { courses } = (await cohortDirectory()).reference;
  return { courses: [...courses.values()].sort(byKey).map(courseOption) };
};

/** `{course}`: the course's id (digits, as the course select holds it) or its CMS key (`cohort39`). */
export const courseSections: RouteImplementation<'GET /api/course_sections/{course}'> = async ({ params }) => {
  const { courses } = (await cohortDirectory()).reference;
  const wanted = params.course;
  const course = wanted.startsWith('cohort') ? [...courses.values()].find((c) => c.cms_key === wanted) : courses.get(Number(wanted));
  if (!course) throw httpError(404, T.courseNotFound);
  const answer: CourseSections = {
    course: { id: course.id, key: course.key, name: course.name },
    section_units: course.section_units,
    units: Array.from({ length: course.section_units }, (_, i) => String(i + 1)),
  };
  return answer;
};

export const cohortBuilderConfig: RouteImplementation<'GET /api/cohort-builder/config'> = async () => {
  const directory = await cohortDirectory();
  const { courses, deliveryModels } = directory.reference;
  const qualitySlugs: readonly string[] = QUALITY_SUPPORT_DELIVERY_MODELS;
  const statuses = new Set<string>();
  for (const cohort of directory.cohorts.values()) if (cohort.material_status) statuses.add(cohort.material_status);
  const answer: CohortBuilderConfig = {
    fields: {
      has_suite: HAS_SUITE_VALUES.map((value) => ({ value, label: T.hasSuite[value] })),
      internal: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
      event_types: UNIT_EVENT_TYPES.map((value) => ({ value, label: UNIT_EVENT_TYPE_LABELS[value] })),
      staff_types: [
        { value: 'facilitator', label: 'Facilitators' },
        { value: 'cofacilitator', label: 'Co-Facilitators' },
        { value: 'webinar', label: 'Webinar Producer' },
        { value: 'alp_coach', label: 'AL Advisers' },
        { value: 'quality', label: 'Quality Support' },
      ],
      material_statuses: [...statuses].sort((a, b) => a.localeCompare(b)),
    },
    config: {
      quality_support_delivery_models: [...qualitySlugs],
      quality_support_delivery_model_ids: [...deliveryModels.values()]
        .filter((m) => qualitySlugs.includes(m.slug))
        .map((m) => m.id)
        .sort((a, b) => a - b),
      nisl_course_ids: [...courses.values()]
        .filter((c) => c.is_nisl)
        .map((c) => c.id)
        .sort((a, b) => a - b),
      single_event_course_key: COACHING_COURSE_KEY,
      single_event_course_ids: [...courses.values()]
        .filter((c) => c.key === COACHING_COURSE_KEY)
        .map((c) => c.id)
        .sort((a, b) => a - b),
      all_remaining_units_user_id: ALL_REMAINING_UNITS_USER_ID,
      people_search_debounce_ms: DEBOUNCE_MS.cohortBuilderPeople,
      lock_keep_alive_ms: LOCK_HEARTBEAT_MS,
      lock_page_prefix: COHORT_EDIT_LOCK_PREFIX,
      work_hours: { ...WORK_HOURS },
      time_zone: TIME_ZONE,
      sub_unit_letters: SUB_UNIT_LETTERS,
      page_size: COHORT_LIST_PAGE_SIZE,
      participant_count_range: { ...PARTICIPANT_COUNT_RANGE },
    },
  };
  return answer;
};
