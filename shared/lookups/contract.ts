import * as z from 'zod/mini';
import { COHORT_OPTIONS } from '../constants.ts';
import * as MESSAGES from '../texts/general.ts';
import { LOOKUPS_TEXT } from './texts.ts';
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
} from './types.ts';
import { answer, type Contract } from '../api/contract.ts';

const idParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.notFound }));
const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** `ids=12,34`: the chosen cohorts, each once. */
const cohortIds = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,11}(,[1-9]\d{0,11})*$/, { error: LOOKUPS_TEXT.cohortIds })),
    z.transform((text) => [...new Set(text.split(',').map(Number))]),
  ),
  z.array(z.number()).check(z.maxLength(COHORT_OPTIONS.idsLimit, { error: LOOKUPS_TEXT.tooManyCohortIds })),
);

/** Lookups of the user form and the admin filters (spec 02 §7, spec 03 §7). */
export const LOOKUP_CONTRACTS = {
  'GET /api/job_functions': { answer: answer<JobFunctionOption[]>() },
  'GET /api/courses': { answer: answer<CourseOption[]>() },
  /**
   * Without parameters every cohort (the documented options). Not in the spec (issue 32): `search`
   * answers the first COHORT_OPTIONS.searchLimit cohorts whose name holds the text (or whose id it
   * is), `ids` the cohorts chosen; the pickers send one of them, never the whole list.
   */
  'GET /api/cohort': {
    query: z.object({
      search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      ids: z.optional(cohortIds),
    }),
    answer: answer<CohortOption[]>(),
  },
  'GET /api/courses/get/default-course': { answer: answer<DefaultCourseAnswer>() },
  'GET /api/getStates': { answer: answer<StateOption[]>() },
  'GET /api/dictionary/get-states': { answer: answer<StateOption[]>() },
  'GET /api/info-districts': { answer: answer<DistrictOption[]>() },
  'GET /api/get_edp_nisl_courses': { answer: answer<EdpNislCoursesAnswer>() },
  'GET /api/meeting_types': { answer: answer<MeetingTypeOption[]>() },
  'POST /api/districts_by_states': {
    body: z.object({
      states: z._default(z.array(id).check(z.maxLength(100)), []),
      /** Part of a district's name; blank lists every district of the states. */
      district: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(100))), null),
    }),
    answer: answer<DistrictOption[]>(),
  },
  // `{district}` is part of a name; '-' (or any blank) stands for every district of the state.
  'GET /api/districts_by_state/{stateId}/{district}': {
    params: z.object({ stateId: idParam, district: z.string().check(z.maxLength(100)) }),
    answer: answer<DistrictOption[]>(),
  },
  'GET /api/district_schools/{districtId}': { params: z.object({ districtId: idParam }), answer: answer<SchoolOption[]>() },
} satisfies Record<string, Contract>;
