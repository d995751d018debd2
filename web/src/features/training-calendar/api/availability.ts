/** The caller's availability on a day (spec 01 §2 "Training calendar", §7). */
import type { Availability, BusyDay, CalendarResponse } from '@shared/calendar/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';
import { withBusyDay, withRestoredDay } from '../utils/availability';

/** POST /api/save-busy-days: the caller's availability on one day. */
export async function saveBusyDay(day: string, available: Availability): Promise<BusyDay> {
  const answer = await api('POST /api/save-busy-days', { body: { available, day } });
  return answer.busy_day;
}

const MUTATION_KEY = ['calendar', 'save-busy-day'] as const;

interface SaveAvailability {
  day: string;
  available: Availability;
  /** What was stored for the day before the click: restored if the save fails. */
  previous: BusyDay | undefined;
}

/**
 * Saves a day's availability (POST /api/save-busy-days), showing it at once in every cached
 * month that holds the day and putting it back if the save fails.
 */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  const updateCached = (update: (response: CalendarResponse) => CalendarResponse) =>
    queryClient.setQueriesData<CalendarResponse>(
      { queryKey: routeQueryKey('GET /api/calendar_data/{start}/{end}') },
      (response) => response && update(response),
    );

  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ day, available }: SaveAvailability) => saveBusyDay(day, available),
    onMutate: async ({ day, available }) => {
      await queryClient.cancelQueries({ queryKey: routeQueryKey('GET /api/calendar_data/{start}/{end}') });
      updateCached((response) => withBusyDay(response, { available_date: day, available }));
    },
    onSuccess: (busyDay) => updateCached((response) => withBusyDay(response, busyDay)),
    onError: (_error, { day, available, previous }) =>
      // Only undo this click's value: a later click on the same day has its own save.
      updateCached((response) =>
        response.busy_days.find((busyDay) => busyDay.available_date === day)?.available === available
          ? withRestoredDay(response, day, previous)
          : response,
      ),
    onSettled: () => {
      // Refetch (events' is_busy follows the days) once no other day is still being saved.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
        return queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/calendar_data/{start}/{end}') });
      }
    },
  });
}
