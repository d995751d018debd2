/** The Cohort Builder list's calls (spec 03 §7) as TanStack Query hooks: the list or its search, and the filter's choices. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CohortListFilter, CohortListResponse, CohortSortColumn, CohortSortOrder } from '@shared/cohort-builder/list.types';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

export interface CohortListParams {
  page: number;
  perPage: number;
  column: CohortSortColumn;
  order: CohortSortOrder;
  filter: CohortListFilter;
  /** The Search field's settled text; blank lists without it. */
  search: string;
}

/** GET /api/cohort-builder/cohorts, or GET /api/cohort/search/{text} when there is search text. */
export function fetchCohortList(params: CohortListParams, signal?: AbortSignal): Promise<CohortListResponse> {
  const query = {
    page: params.page,
    per_page: params.perPage,
    column: params.column,
    order_by: params.order,
    filter: JSON.stringify(params.filter),
  };
  const text = params.search.trim();
  return text
    ? api('GET /api/cohort/search/{text}', { params: { text }, query, signal })
    : api('GET /api/cohort-builder/cohorts', { query, signal });
}

export function useCohortList(params: CohortListParams) {
  return useQuery({
    // The list's route, the search text (in params) telling the two calls apart; a save in the form refreshes it.
    queryKey: routeQueryKey('GET /api/cohort-builder/cohorts', params),
    queryFn: ({ signal }) => fetchCohortList(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Courses, states, delivery models, meeting types and the cohorts' authors (GET /api/get_cohort_builder_filters). */
export function useCohortFilterChoices(enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/get_cohort_builder_filters'),
    queryFn: ({ signal }) => api('GET /api/get_cohort_builder_filters', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
