/** Contracts of the Cohort Builder list (spec 03 §2.2-2.3, §7): the list, its search, filters and the form's reference data. */
import * as z from 'zod/mini';
import {
  COHORT_LIST_MAX_PAGE_SIZE,
  COHORT_LIST_PAGE_SIZE,
  COHORT_LIST_TEXT as T,
  COHORT_SEARCH_MAX_CHARS,
  PARTICIPANT_COUNT_RANGE,
} from './list.texts.ts';
import {
  COHORT_SORT_COLUMNS,
  COHORT_SORT_ORDERS,
  HAS_SUITE_VALUES,
  YES_NO,
  type CohortBuilderConfig,
  type CohortBuilderFilters,
  type CohortCourseOptions,
  type CohortListFilter,
  type CohortListResponse,
  type CourseSections,
} from './list.types.ts';
import { answer, type Contract } from '../api/contract.ts';
import { listFilterParam, pageDigits } from '../api/fields.ts';

const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const ids = z.optional(z.array(id).check(z.maxLength(1_000)));
const text = z.optional(z.string().check(z.trim(), z.maxLength(200)));
const date = z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))));
const count = z.optional(
  z.nullable(z.number().check(z.int(), z.minimum(PARTICIPANT_COUNT_RANGE.min), z.maximum(PARTICIPANT_COUNT_RANGE.max))),
);

/** The Filter Cohort Builder List modal's fields (list.types.ts CohortListFilter); unknown keys are dropped. */
export const cohortListFilter = z.object({
  id: z.optional(z.nullable(id)),
  name: text,
  city: text,
  states: ids,
  courses: ids,
  delivery_models: ids,
  contract: text,
  has_suite: z.optional(z.nullable(z.enum(HAS_SUITE_VALUES))),
  internal: z.optional(z.nullable(z.enum(YES_NO))),
  materials: text,
  meeting_types: z.optional(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(50))),
  participant: z.optional(z.nullable(z.union([id, z.string().check(z.trim(), z.maxLength(200))]))),
  participant_label: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  participants_from: count,
  participants_to: count,
  events_start_from: date,
  events_start_to: date,
  next_event_from: date,
  next_event_to: date,
  created_by: ids,
  created_from: date,
  created_to: date,
  updated_by: ids,
  updated_from: date,
  updated_to: date,
});

/** The `filter` query parameter: JSON of CohortListFilter (fields.ts listFilterParam). */
const filterParam = listFilterParam<CohortListFilter>(cohortListFilter, T.invalidFilter, 50_000);

const searchParam = z.string().check(z.trim(), z.maxLength(COHORT_SEARCH_MAX_CHARS, { error: T.searchTooLong }));

/** Paging, sorting and filter: the list (and its short form, per_page and filter only) and the search. */
const listQuery = z.object({
  page: pageDigits(1, 1_000_000, T.invalidPage),
  per_page: pageDigits(COHORT_LIST_PAGE_SIZE, COHORT_LIST_MAX_PAGE_SIZE, T.invalidPage),
  column: z._default(z.enum(COHORT_SORT_COLUMNS, { error: T.invalidSort }), 'created_at'),
  order_by: z._default(z.enum(COHORT_SORT_ORDERS, { error: T.invalidSort }), 'desc'),
  filter: filterParam,
  search: z._default(searchParam, ''),
});

export const COHORT_LIST_CONTRACTS = {
  'GET /api/cohort-builder/cohorts': { query: listQuery, answer: answer<CohortListResponse>() },
  /** Spec 03 §7 documents column and order_by; paging and the filter are read the same way as the list's. */
  'GET /api/cohort/search/{text}': {
    params: z.object({
      text: z.string().check(z.trim(), z.minLength(1), z.maxLength(COHORT_SEARCH_MAX_CHARS, { error: T.searchTooLong })),
    }),
    query: z.omit(listQuery, { search: true }),
    answer: answer<CohortListResponse>(),
  },
  'GET /api/cohort-builder/config': { answer: answer<CohortBuilderConfig>() },
  'GET /api/get_cohort_builder_filters': { answer: answer<CohortBuilderFilters>() },
  'GET /api/courses/get/cohort-builder': { answer: answer<CohortCourseOptions>() },
  /** A course id (digits) or its CMS key (`cohort39`). */
  'GET /api/course_sections/{course}': {
    params: z.object({ course: z.string().check(z.regex(/^(\d{1,9}|cohort\d{1,9})$/, { error: T.courseNotFound })) }),
    answer: answer<CourseSections>(),
  },
} satisfies Record<string, Contract>;
