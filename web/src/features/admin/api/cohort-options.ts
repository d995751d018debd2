import { COHORT_OPTIONS } from '@shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LOOKUP_STALE_MS } from '@/lib/lookups';
import { routeQueryKey } from '@/lib/query-keys';

/**
 * The cohort pickers' GET /api/cohort?search= (issue 32): the first COHORT_OPTIONS.searchLimit
 * cohorts whose name holds the text or whose id it is, never the whole list. The previous answer
 * stays shown while the next loads.
 */
export function useCohortSearch(search: string) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/cohort', { search }),
    queryFn: ({ signal }) => api('GET /api/cohort', { query: { search }, signal }),
    enabled: search.length >= COHORT_OPTIONS.minChars,
    placeholderData: keepPreviousData,
    staleTime: LOOKUP_STALE_MS,
  });
}
