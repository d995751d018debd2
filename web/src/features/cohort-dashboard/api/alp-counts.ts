/** Action-learning replies and comments of the listed participants, one call per loaded page. */
import type { AlpData, DashboardResponse } from '@shared/dashboard/types';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { routeQueryKey } from '@/lib/query-keys';
import { getAlpData, type SessionsParams } from './dashboard';

export type AlpCounts = AlpData['participants'];

function mergeCounts(results: UseQueryResult<AlpData>[]): AlpCounts {
  return Object.assign({}, ...results.map((result) => result.data?.participants ?? {})) as AlpCounts;
}

export function useAlpCounts(params: SessionsParams, pages: readonly DashboardResponse[], enabled: boolean): AlpCounts {
  return useQueries({
    queries: pages.map((page, index) => ({
      queryKey: routeQueryKey('POST /api/get_alp_data', params, index + 1),
      queryFn: ({ signal }: { signal: AbortSignal }) => getAlpData(page, signal),
      enabled: enabled && page.cohort_user_ids.length > 0,
    })),
    combine: mergeCounts,
  });
}
