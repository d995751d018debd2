import * as z from 'zod/mini';
import { DEFAULT_PAST_YEAR } from '../constants.ts';
import {
  COLUMN_VIEWS,
  FILTER_TYPES,
  QUALITY_NONE,
  type AlpData,
  type CohortSearchResponse,
  type DashboardResponse,
  type FilterOptions,
  type SaveFiltersAnswer,
} from './types.ts';
import { answer, type Contract } from '../api/contract.ts';
import { jsonParam, pageNumber } from '../api/fields.ts';
import { calendarFilters } from '../calendar/contract.ts';
import { utilizationFilters } from '../reports/utilization-filters.contract.ts';

const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const ids = z._default(z.array(id).check(z.maxLength(500)), []);
const unit = z.string().check(z.regex(/^(orientation|\d{1,2}[A-Z]?)$/));
const text = z._default(z.string().check(z.trim(), z.maxLength(200)), '');
const year = z.number().check(z.int(), z.minimum(2000), z.maximum(2100));

/** Every field optional with its empty default, so that a partial saved filter still reads. */
export const dashboardFilters = z.object({
  courses: ids,
  types: ids,
  meeting_types: z._default(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(50)), []),
  facilitators: ids,
  units: z._default(z.array(unit).check(z.maxLength(50)), []),
  cohorts: ids,
  states: ids,
  facilitators_cofac: ids,
  co_facilitators: ids,
  coaches_alp: ids,
  schedule: z._default(z.array(z.enum(['scheduled', 'not_scheduled'])).check(z.maxLength(2)), []),
  participants: z._default(z.nullable(z.enum(['with', 'without'])), null),
  webinar_producer: ids,
  qualities: z._default(z.array(z.union([id, z.literal(QUALITY_NONE)])).check(z.maxLength(500)), []),
  contract: text,
  materials: text,
  years: z._default(z.array(year).check(z.maxLength(100)), []),
  check_past: z._default(z.boolean(), false),
  retain_filter: z._default(z.boolean(), true),
  cohort_name: text,
  past_year: z._default(year, DEFAULT_PAST_YEAR),
});

export const visualFilters = z.object({ viewCities: z.boolean(), columnView: z.enum(COLUMN_VIEWS) });

const booleanParam = z._default(z.enum(['true', 'false']), 'false');

const saveFiltersBody = z.discriminatedUnion('type_filters', [
  z.object({ type_filters: z.literal('cohort'), filters: dashboardFilters, save_filters: z._default(z.boolean(), true) }),
  z.object({ type_filters: z.literal('calendar'), filters: calendarFilters, save_filters: z._default(z.boolean(), true) }),
  z.object({ type_filters: z.literal('visualFilters'), filters: visualFilters, save_filters: z._default(z.boolean(), true) }),
  z.object({ type_filters: z.literal('dashboard_include_coaching'), filters: z.boolean(), save_filters: z._default(z.boolean(), true) }),
  z.object({ type_filters: z.literal('facilitatorUtilization'), filters: utilizationFilters, save_filters: z._default(z.boolean(), true) }),
]);

export const DASHBOARD_CONTRACTS = {
  'POST /api/user/saveFilters': { body: saveFiltersBody, answer: answer<SaveFiltersAnswer>() },
  'GET /api/filter-cohort': {
    query: z.object({
      type_filter: z._default(z.enum(FILTER_TYPES.filter((t) => t === 'cohort' || t === 'calendar') as ['cohort', 'calendar']), 'cohort'),
    }),
    answer: answer<FilterOptions>(),
  },
  'GET /api/dashboard_data': {
    query: z.object({
      page: pageNumber(1, 100_000),
      filters: jsonParam(dashboardFilters),
      from: z._default(z.enum(['today', 'past']), 'today'),
      include_coaching: booleanParam,
    }),
    answer: answer<DashboardResponse>(),
  },
  'POST /api/get_alp_data': {
    body: z.object({
      nisl_ids: ids,
      cohort_user_ids: z._default(z.array(id).check(z.maxLength(5_000)), []),
      cohort_participants: z._default(z.record(z.string().check(z.regex(/^\d+$/)), z.array(id).check(z.maxLength(1_000))), {}),
    }),
    answer: answer<AlpData>(),
  },
  'GET /api/searchCohort': { answer: answer<CohortSearchResponse>() },
  'GET /api/searchCohort/{text}': {
    params: z.object({ text: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) }),
    answer: answer<CohortSearchResponse>(),
  },
} satisfies Record<string, Contract>;
