import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

/** The person's next session in a course and how to join it (GET /api/info_next_event/{course}), for the course page. */
export function useNextSession(course: string) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/info_next_event/{course}', course),
    queryFn: ({ signal }) => api('GET /api/info_next_event/{course}', { params: { course }, signal }),
    enabled: course !== '',
  });
}
