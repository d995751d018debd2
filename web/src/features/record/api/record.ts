/** GET /api/me/record (not in the spec): one's own record, or another person's for staff who may read it. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

export function useLearningRecord(userId: number | undefined) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/me/record', userId ?? 'me'),
    queryFn: ({ signal }) => api('GET /api/me/record', { query: userId === undefined ? {} : { user_id: String(userId) }, signal }),
  });
}
