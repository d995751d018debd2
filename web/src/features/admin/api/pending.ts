import { LOG_PAGE_SIZE } from '@shared/accounts/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

export const fetchPendingUsers = (search: string, page: number, signal?: AbortSignal) =>
  api('GET /api/getPendingUsers', { query: { search, page, per_page: LOG_PAGE_SIZE }, signal });

/** One page of the Pending Log for the search (the last page stays shown while the next one comes). */
export function usePendingUsersPage(search: string, page: number) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/getPendingUsers', search, page),
    queryFn: ({ signal }) => fetchPendingUsers(search, page, signal),
    placeholderData: keepPreviousData,
  });
}
