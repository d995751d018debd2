/** The cohort dashboard's calls (spec 01 §7 "Dashboard and calendar"), typed with the shared shapes. */
import type {
  AlpData,
  CohortSearchResponse,
  DashboardFilters,
  DashboardFrom,
  DashboardResponse,
  FilterOptions,
  VisualFilters,
} from '@shared/dashboard/types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

/** What selects one list of sessions; every page of it shares these. */
export interface SessionsParams {
  filters: DashboardFilters;
  from: DashboardFrom;
  includeCoaching: boolean;
}

/** GET /api/filter-cohort?type_filter=cohort: the filter modal's choices and the saved settings. */
export function getFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  return api('GET /api/filter-cohort', { query: { type_filter: 'cohort' }, signal });
}

/** GET /api/dashboard_data: one page of 50 sessions. */
export function getDashboardPage(params: SessionsParams, page: number, signal?: AbortSignal): Promise<DashboardResponse> {
  return api('GET /api/dashboard_data', {
    query: { page, filters: JSON.stringify(params.filters), from: params.from, include_coaching: params.includeCoaching },
    signal,
  });
}

export type SaveFiltersBody =
  | { type_filters: 'cohort'; filters: DashboardFilters; save_filters: boolean }
  | { type_filters: 'visualFilters'; filters: VisualFilters; save_filters: boolean }
  | { type_filters: 'dashboard_include_coaching'; filters: boolean; save_filters: boolean };

/** POST /api/user/saveFilters; `save_filters: false` forgets the saved value. */
export function saveFilters(body: SaveFiltersBody): Promise<{ saved: boolean }> {
  return api('POST /api/user/saveFilters', { body });
}

/** GET /api/searchCohort/{text}: best matches; with no text, the next cohorts to start. */
export async function searchCohorts(text: string, signal?: AbortSignal): Promise<CohortSearchResponse['cohorts']> {
  const answer = text
    ? await api('GET /api/searchCohort/{text}', { params: { text }, signal })
    : await api('GET /api/searchCohort', { signal });
  return answer.cohorts;
}

export type AlpRequest = Pick<DashboardResponse, 'nisl_ids' | 'cohort_user_ids' | 'cohort_participants'>;

/** POST /api/get_alp_data: action-learning replies and comments of a page's participants. */
export function getAlpData({ nisl_ids, cohort_user_ids, cohort_participants }: AlpRequest, signal?: AbortSignal): Promise<AlpData> {
  return api('POST /api/get_alp_data', { body: { nisl_ids, cohort_user_ids, cohort_participants }, signal });
}

export interface DriveFolder {
  id: string;
  name: string;
  link_folder: string;
}

/** GET /api/get-nisl-drive: the drive folders of a state coordinator's cohorts, by cohort id. */
export async function getDriveFolders(signal?: AbortSignal): Promise<DriveFolder[]> {
  const answer = await api('GET /api/get-nisl-drive', { signal });
  return Object.entries(answer.response).map(([id, folder]) => ({ id, ...folder }));
}

/** The filter modal's choices and the saved settings. */
export function useDashboardOptions() {
  return useQuery({ queryKey: routeQueryKey('GET /api/filter-cohort', 'cohort'), queryFn: ({ signal }) => getFilterOptions(signal) });
}

export function useSaveFilters(callbacks: MutationCallbacks<{ saved: boolean }, SaveFiltersBody>) {
  return useMutation({ mutationFn: saveFilters, ...callbacks });
}

const SEARCH_STALE_MS = 60_000;

/** Cohort suggestions for the typed text while the box is open (the last ones stay while the next come). */
export function useCohortSuggestions(term: string, enabled: boolean) {
  return useQuery({
    // The next cohorts' route, the text telling the two calls apart.
    queryKey: routeQueryKey('GET /api/searchCohort', term),
    queryFn: ({ signal }) => searchCohorts(term, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: SEARCH_STALE_MS,
  });
}

/** The cohorts matching a name, from the cache when it was searched within the last minute. */
export function useCohortSearch(): (name: string) => Promise<CohortSearchResponse['cohorts']> {
  const queryClient = useQueryClient();
  return (name) =>
    queryClient.fetchQuery({
      queryKey: routeQueryKey('GET /api/searchCohort', name),
      queryFn: ({ signal }) => searchCohorts(name, signal),
      staleTime: SEARCH_STALE_MS,
    });
}

export function useDriveFolders() {
  return useQuery({ queryKey: routeQueryKey('GET /api/get-nisl-drive'), queryFn: ({ signal }) => getDriveFolders(signal) });
}
