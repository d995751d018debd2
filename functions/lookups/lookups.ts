/**
 * The `lookups` group: reference data for the forms and filters (spec 02 §7, spec 03 §7). Every
 * answer comes from the Lambda's reference cache (reference.ts: one Query per kind a minute), the
 * in-memory cohort directory or the settings' cached reader, so a warm call costs no DynamoDB read.
 */
import { COHORT_OPTIONS } from '../../shared/constants.ts';
import { SETTING_KEYS } from '../../shared/settings/texts.ts';
import type {
  CohortOption,
  CourseOption,
  DefaultCourseAnswer,
  DistrictOption,
  EdpNislCoursesAnswer,
  JobFunctionOption,
  MeetingTypeOption,
  SchoolOption,
  StateOption,
} from '../../shared/lookups/types.ts';
import { DISTRICT_SEARCH_LIMIT } from '../../shared/lookups/types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { type CohortDirectory, cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { nyDate } from '../../shared/time.ts';
import { settingValue } from '../data/content/settings.ts';
import {
  allDistricts,
  districtsOfState,
  listReference,
  schoolsOfDistrict,
  type Course,
  type District,
} from '../data/reference/reference.ts';
import { normalizeWord } from '../data/users/user-search.ts';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

const courseOption = (c: Course): CourseOption => ({
  id: c.id,
  key: c.key,
  name: c.name,
  abbreviation: c.abbreviation,
  is_edp: c.is_edp,
  is_nisl: c.is_nisl,
});

/** Districts whose name contains the typed text (accents, case and punctuation ignored). */
function matching(districts: District[], text: string | null | undefined): DistrictOption[] {
  const wanted = normalizeWord(text && text !== '-' ? text : '');
  return districts
    .filter((d) => !wanted || normalizeWord(d.name).includes(wanted))
    .sort(byName)
    .slice(0, DISTRICT_SEARCH_LIMIT)
    .map(({ id, state_id, name }) => ({ id, state_id, name }));
}

export const jobFunctions: RouteImplementation<'GET /api/job_functions'> = async () =>
  (await listReference('JOB_FUNCTION')).map(({ id, name }): JobFunctionOption => ({ id, name })).sort((a, b) => a.id - b.id);

export const courses: RouteImplementation<'GET /api/courses'> = async () => (await listReference('COURSE')).map(courseOption).sort(byName);

/** The System Settings' default course (spec 02 §9's course 10 until a senior admin picks another). */
export const defaultCourse: RouteImplementation<'GET /api/courses/get/default-course'> = async () =>
  ({ default_course: Number(await settingValue(SETTING_KEYS.defaultCourse)) }) satisfies DefaultCourseAnswer;

export const edpNislCourses: RouteImplementation<'GET /api/get_edp_nisl_courses'> = async () => {
  const all = (await listReference('COURSE')).sort(byName);
  return {
    edpCourses: all.filter((c) => c.is_edp).map(courseOption),
    nislCourses: all.filter((c) => c.is_nisl).map(courseOption),
  } satisfies EdpNislCoursesAnswer;
};

/** Every cohort's option by name, with its lowercased name, kept for the directory's version: a search filters it, never sorts. */
let sortedOptions: { directory: CohortDirectory; version: number; options: CohortOption[]; names: string[] } | undefined;

function cohortOptionsOf(directory: CohortDirectory) {
  if (sortedOptions?.directory !== directory || sortedOptions.version !== directory.version) {
    const options = directory
      .facets()
      .map(({ id, name, course_id, state_id }): CohortOption => ({ id, name, course_id, state_id }))
      .sort(byName);
    sortedOptions = { directory, version: directory.version, options, names: options.map((o) => o.name.toLowerCase()) };
  }
  return sortedOptions;
}

/**
 * Every cohort without parameters (the documented options). With `search`, the first
 * COHORT_OPTIONS.searchLimit whose name holds the text (case ignored), the cohort whose id it is
 * first; with `ids`, those cohorts (after the matches when both are given). The pickers' calls
 * (issue 32) stay small however many cohorts exist.
 */
export const cohortOptions: RouteImplementation<'GET /api/cohort'> = async ({ query }) => {
  // The archived cohorts' facets hold what an option shows: their whole archive is not loaded.
  const { options, names } = cohortOptionsOf(await cohortDirectory({ since: nyDate(), facets: true }));
  if (query.search === undefined && query.ids === undefined) return options;
  const chosen = new Set(query.ids);
  const named = options.filter((o) => chosen.has(o.id));
  if (query.search === undefined) return named;
  const text = query.search.toLowerCase();
  const byId = /^\d+$/.test(text) ? options.find((o) => o.id === Number(text)) : undefined;
  const matches = byId ? [byId] : [];
  for (let i = 0; i < options.length && matches.length < COHORT_OPTIONS.searchLimit; i++) {
    if (options[i] !== byId && names[i].includes(text)) matches.push(options[i]);
  }
  return [...matches, ...named.filter((o) => !matches.includes(o))];
};

export const states: RouteImplementation<'GET /api/getStates' | 'GET /api/dictionary/get-states'> = async () =>
  (await listReference('STATE')).map(({ id, code, name }): StateOption => ({ id, code, name })).sort(byName);

export const meetingTypes: RouteImplementation<'GET /api/meeting_types'> = async () =>
  (await listReference('MEETING_TYPE')).map(({ id, slug, name }): MeetingTypeOption => ({ id, slug, name })).sort(byName);

/** Every district with its state, for the admin filters. */
export const infoDistricts: RouteImplementation<'GET /api/info-districts'> = async () =>
  (await allDistricts()).map(({ id, state_id, name }): DistrictOption => ({ id, state_id, name })).sort(byName);

export const districtsByStates: RouteImplementation<'POST /api/districts_by_states'> = async ({ body }) => {
  const perState = await Promise.all([...new Set(body.states)].map((id) => districtsOfState(id)));
  return matching(perState.flat(), body.district);
};

export const districtsByState: RouteImplementation<'GET /api/districts_by_state/{stateId}/{district}'> = async ({ params }) =>
  matching(await districtsOfState(Number(params.stateId)), params.district);

export const districtSchools: RouteImplementation<'GET /api/district_schools/{districtId}'> = async ({ params }) =>
  (await schoolsOfDistrict(Number(params.districtId)))
    .map(({ id, district_id, name }): SchoolOption => ({ id, district_id, name }))
    .sort(byName);
