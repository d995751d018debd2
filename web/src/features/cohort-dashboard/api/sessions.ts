/**
 * The session list in pages of 50 (spec 01 §9): the next page on demand, and right after the
 * first page up to DASHBOARD_PRELOAD.pages more when the list is long.
 */
import type { DashboardResponse, MissingAttendance } from '@shared/dashboard/types';
import { DASHBOARD_PAGE_SIZE, DASHBOARD_PRELOAD } from '@shared/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { routeQueryKey } from '@/lib/query-keys';
import { getDashboardPage, type SessionsParams } from './dashboard';

const NO_PAGES: DashboardResponse[] = [];

export function useDashboardSessions(params: SessionsParams) {
  const query = useInfiniteQuery({
    queryKey: routeQueryKey('GET /api/dashboard_data', params),
    queryFn: ({ pageParam, signal }) => getDashboardPage(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.last_load ? undefined : pages.length + 1),
  });
  const pages = query.data?.pages ?? NO_PAGES;
  const total = pages[0]?.total ?? 0;
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;

  const canLoadMore = hasNextPage && !isFetching;
  // A second call while one runs would cancel it: only one page at a time.
  const loadMore = () => {
    if (canLoadMore) void fetchNextPage({ cancelRefetch: false });
  };
  /** Loading by itself (scrolling, preloading) stops after a failed page until asked again. */
  const autoLoad = canLoadMore && !isFetchNextPageError;

  const preload = total >= DASHBOARD_PRELOAD.whenTotalPagesAtLeast * DASHBOARD_PAGE_SIZE;
  useEffect(() => {
    if (preload && pages.length > 0 && pages.length <= DASHBOARD_PRELOAD.pages && autoLoad) {
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [preload, pages.length, autoLoad, fetchNextPage]);

  const sessions = useMemo(() => pages.flatMap((page) => page.events), [pages]);
  const missingAttendance = useMemo(
    () => Object.assign({}, ...pages.map((page) => page.missingAttendance)) as Record<string, MissingAttendance[]>,
    [pages],
  );

  return {
    pages,
    sessions,
    total,
    missingAttendance,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
    hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError,
    canLoadMore,
    autoLoad,
    loadMore,
  };
}

export type DashboardSessions = ReturnType<typeof useDashboardSessions>;
