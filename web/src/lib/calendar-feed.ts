/**
 * The person's calendar subscription address (issue 33 part 3): read, and revoked, by the card that
 * shows it (components/CalendarFeedCard.tsx) on the profile page and My Record. One query key for both.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { MutationCallbacks } from './query';
import { routeQueryKey } from './query-keys';

const FEED_KEY = routeQueryKey('GET /api/me/calendar-feed');

export const useCalendarFeed = () =>
  useQuery({ queryKey: FEED_KEY, queryFn: ({ signal }) => api('GET /api/me/calendar-feed', { signal }), refetchOnWindowFocus: false });

/** Revokes the address; the address is then read again, which makes the new one. */
export function useRevokeCalendarFeed(callbacks: MutationCallbacks<{ revoked: true }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/me/calendar-feed'),
    ...callbacks,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: FEED_KEY });
      await callbacks.onSuccess?.(...args);
    },
  });
}
