/** The Cohort Builder list's calls (spec 03 §7) as TanStack Query hooks: the list or its search, and the filter's choices. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CohortListFilter, CohortListResponse, CohortSortColumn, CohortSortOrder } from '@shared/cohort-builder/list.types';
import { api } from '@/lib/api-client';

export interface CohortListParams {
  page: number;
  perPage: number;
  column: CohortSortColumn;
  order: CohortSortOrder;
  filter: CohortListFilter;
  /** The Search field's settled text; blank lists without it. */
  search: string;
}

/** The list's queries: `['cohort-builder', 'list', …]` (a save in the form refreshes them). */
const listKey = (...rest: unknown[]) => ['cohort-builder', 'list', ...rest] as const;

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
    queryKey: listKey('page', params),
    queryFn: ({ signal }) => fetchCohortList(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Courses, states, delivery models, meeting types and the cohorts' authors (GET /api/get_cohort_builder_filters). */
export function useCohortFilterChoices(enabled: boolean) {
  return useQuery({
    queryKey: listKey('choices'),
    queryFn: ({ signal }) => api('GET /api/get_cohort_builder_filters', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
