/**
 * Bench samples of the Cohort Builder list's routes (issue 13): the list's first page with no
 * filter, with every filter field at once and with a participant's name, its short form, the
 * search, and the reference calls. The figure: the first page with any filter and the
 * search in at most 3 DynamoDB round trips, no Scan, p95 ≤ 150 ms at 5,000 cohorts.
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import type { CohortListFilter } from '../../shared/cohort-builder/list.types.ts';
import { addDays } from '../../shared/time.ts';
import type { BenchData, Sample } from './samples.ts';

const ADMIN = 'admin';

/** Every field of the filter modal, wide enough to leave rows to sort and page. */
const everyField = (d: BenchData): CohortListFilter => ({
  name: 'a',
  city: 'a',
  states: [d.stateId, d.stateId + 1, d.stateId + 2],
  courses: [d.courseId],
  delivery_models: [1, 2, 3, 4, 5, 6, 7],
  contract: 'C-',
  has_suite: 'yes',
  internal: 'no',
  materials: 'e',
  meeting_types: ['in_person', 'zoom'],
  participant: 'a',
  participants_from: 0,
  participants_to: 100,
  events_start_from: addDays(d.today, -730),
  events_start_to: addDays(d.today, 365),
  next_event_from: addDays(d.today, -1),
  next_event_to: addDays(d.today, 365),
  created_from: '2000-01-01',
  created_to: addDays(d.today, 1),
  updated_from: '2000-01-01',
  updated_to: addDays(d.today, 1),
});

export const COHORT_LIST_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/cohort-builder/cohorts': (d): Sample[] => [
    { variant: 'page 1, created_at desc', as: ADMIN, query: { page: '1', per_page: '50' } },
    {
      variant: 'every filter field, sorted by next',
      as: ADMIN,
      query: { page: '1', per_page: '50', column: 'next', order_by: 'asc', filter: JSON.stringify(everyField(d)) },
    },
    {
      variant: 'participant by name, one state, sorted by name',
      as: ADMIN,
      query: { column: 'name', order_by: 'asc', filter: JSON.stringify({ participant: 'smith', states: [d.stateId] }) },
    },
    {
      variant: 'short form: per_page 500 and a filter',
      as: ADMIN,
      query: { per_page: '500', filter: JSON.stringify({ courses: [d.courseId] }) },
    },
  ],
  'GET /api/cohort/search/{text}': (d): Sample[] => [
    {
      variant: "the sample cohort's first word",
      as: ADMIN,
      params: { text: d.cohortName.split(/\s+/)[0] || 'a' },
      query: { column: 'name', order_by: 'asc' },
    },
    {
      variant: '"2026" with a state filter',
      as: ADMIN,
      params: { text: '2026' },
      query: { filter: JSON.stringify({ states: [d.stateId] }) },
    },
  ],
  'GET /api/cohort-builder/config': () => ({ as: ADMIN }),
  'GET /api/get_cohort_builder_filters': () => ({ as: ADMIN, note: "the authors' names: one BatchGetItem, cached a minute" }),
  'GET /api/courses/get/cohort-builder': () => ({ as: ADMIN }),
  'GET /api/course_sections/{course}': (d): Sample[] => [
    { variant: 'by CMS key', as: ADMIN, params: { course: d.courseKey } },
    { variant: 'by id', as: ADMIN, params: { course: String(d.courseId) } },
  ],
};
