/**
 * GET /api/cohort-builder/cohorts and GET /api/cohort/search/{text} (spec 03 §2.2-2.3, §7): one
 * page of the Cohort Builder list with its totals, from the in-memory cohort directory (ARCHITECTURE
 * §5): the session's GetItem, one change-feed Query and at most one BatchGetItem of the page's
 * authors' names (cached a minute), never a Scan, whatever the filter.
 */
import type {
  CohortListFilter,
  CohortListResponse,
  CohortListRow,
  CohortSortColumn,
  CohortSortOrder,
} from '../../shared/cohort-builder/list.types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { pageOf, pagedAnswer } from '../core/list-pages.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { personLastNames } from '../data/users/person-names.ts';
import { sortedFacts, type CohortFacts } from './cohort-facts.ts';
import { cohortFilter, searchPredicate } from './cohort-filter.ts';

interface ListRequest {
  page: number;
  per_page: number;
  column: CohortSortColumn;
  order_by: CohortSortOrder;
  filter: CohortListFilter;
  search: string;
}

function row(facts: CohortFacts, lastNames: ReadonlyMap<number, string | null>): CohortListRow {
  const { cohort } = facts;
  const by = (id: number | null) => (id === null ? null : (lastNames.get(id) ?? null));
  return {
    id: cohort.id,
    post_id: cohort.post_id,
    name: cohort.name,
    course: facts.courseName,
    course_id: cohort.course_id,
    delivery_model: facts.modelName,
    state: facts.stateCode,
    city: cohort.city,
    start: facts.start,
    next: facts.next,
    participants: facts.participants,
    divide_units: cohort.divide_units ?? false,
    created: { at: cohort.created_at, by: by(cohort.created_by) },
    modified: { at: cohort.updated_at, by: by(cohort.updated_by) },
    dashboard: facts.dashboard,
  };
}

export async function cohortListPage(request: ListRequest): Promise<CohortListResponse> {
  // Always a look at the change feed (one Query, nothing when nothing changed): a cohort saved by the form a moment ago,
  // in this Lambda or another, is in the list reloaded after the save.
  const directory = await cohortDirectory({ fresh: true });
  const matches = cohortFilter(request.filter);
  const searched = searchPredicate(request.search);
  const selected = sortedFacts(directory, request.column, request.order_by).filter((f) => matches(f) && searched(f));
  const shown = pageOf(selected, request.page, request.per_page);
  const lastNames = await personLastNames(shown.flatMap((f) => [f.cohort.created_by, f.cohort.updated_by]));
  return { cohorts: pagedAnswer(selected, request, (f) => row(f, lastNames)), totalCohorts: directory.cohorts.size };
}

export const listCohorts: RouteImplementation<'GET /api/cohort-builder/cohorts'> = ({ query }) => cohortListPage(query);

export const searchCohorts: RouteImplementation<'GET /api/cohort/search/{text}'> = ({ query, params }) =>
  cohortListPage({ ...query, search: params.text });
