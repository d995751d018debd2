import type { CalendarFilters, CalendarMode } from '@shared/api/types/calendar';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { type CalendarRange, calendarKeys, getCalendarData } from '../api/calendar';

/**
 * The events (and availability) of the visible range, once the range and the filters are known.
 * `mode` undefined asks for the caller's default view. The previous answer stays on screen while
 * another month or view loads.
 */
export function useCalendarData(range: CalendarRange | null, mode: CalendarMode | undefined, filters: CalendarFilters, filtersReady: boolean) {
  return useQuery({
    queryKey: calendarKeys.data(range, mode, filters),
    queryFn: range && filtersReady ? ({ signal }) => getCalendarData(range, mode, filters, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
