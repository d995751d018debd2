/**
 * The training calendar calls (spec 01 §7 "Dashboard and calendar"), typed with the shared shapes,
 * and their query hooks; a day's availability is saved by ./availability.ts.
 */
import type { CalendarFilters, CalendarMode, CalendarResponse } from '@shared/calendar/types';
import type { FilterOptions } from '@shared/dashboard/types';
import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

export interface CalendarRange {
  /** First visible day. */
  start: string;
  /** Last visible day (inclusive). */
  end: string;
}

/** GET /api/calendar_date: today in New York. */
export async function getCalendarToday(signal?: AbortSignal): Promise<string> {
  const answer = await api('GET /api/calendar_date', { signal });
  return answer.start;
}

/** GET /api/get-years: the years that have events, ascending. */
export async function getCalendarYears(signal?: AbortSignal): Promise<number[]> {
  const answer = await api('GET /api/get-years', { signal });
  return answer.years ?? [];
}

/** GET /api/calendar_data/{start}/{end}: without `mode` the server uses the caller's default view. */
export function getCalendarData(
  range: CalendarRange,
  mode: CalendarMode | undefined,
  filters: CalendarFilters,
  signal?: AbortSignal,
): Promise<CalendarResponse> {
  return api('GET /api/calendar_data/{start}/{end}', {
    params: { start: range.start, end: range.end },
    query: { calendar: mode, filters: JSON.stringify(filters) },
    signal,
  });
}

/** GET /api/filter-cohort?type_filter=calendar: the filter choices and the saved calendar filters. */
export function getCalendarFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  return api('GET /api/filter-cohort', { query: { type_filter: 'calendar' }, signal });
}

/** POST /api/user/saveFilters type 'calendar'. */
export async function saveCalendarFilters(filters: CalendarFilters): Promise<void> {
  await api('POST /api/user/saveFilters', { body: { type_filters: 'calendar', filters, save_filters: true } });
}

export function useCalendarToday() {
  return useQuery({ queryKey: routeQueryKey('GET /api/calendar_date'), queryFn: ({ signal }) => getCalendarToday(signal) });
}

export function useCalendarYears() {
  return useQuery({ queryKey: routeQueryKey('GET /api/get-years'), queryFn: ({ signal }) => getCalendarYears(signal) });
}

/**
 * The events (and availability) of the visible range, once the range and the filters are known.
 * `mode` undefined asks for the caller's default view. The previous answer stays on screen while
 * another month or view loads.
 */
export function useCalendarData(
  range: CalendarRange | null,
  mode: CalendarMode | undefined,
  filters: CalendarFilters,
  filtersReady: boolean,
) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/calendar_data/{start}/{end}', range?.start ?? null, range?.end ?? null, mode ?? 'default', filters),
    queryFn: range && filtersReady ? ({ signal }) => getCalendarData(range, mode, filters, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useCalendarFilterOptions() {
  return useQuery({
    queryKey: routeQueryKey('GET /api/filter-cohort', 'calendar'),
    queryFn: ({ signal }) => getCalendarFilterOptions(signal),
  });
}

export function useSaveCalendarFilters() {
  return useMutation({ mutationFn: saveCalendarFilters });
}
