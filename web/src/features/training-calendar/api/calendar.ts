/**
 * The training calendar calls (spec 01 §7 "Dashboard and calendar"), typed with the shared shapes,
 * and their query hooks; a day's availability is saved by ./availability.ts.
 */
import type { CalendarFilters, CalendarMode, CalendarResponse } from '@shared/calendar/types';
import { CALENDAR_DAY_EVENTS } from '@shared/constants';
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

/**
 * GET /api/calendar_data/{start}/{end}: without `mode` the server uses the caller's default view;
 * with `perDay` only each day's first events and the count of the others (`more_by_day`).
 */
export function getCalendarData(
  range: CalendarRange,
  mode: CalendarMode | undefined,
  filters: CalendarFilters,
  signal?: AbortSignal,
  perDay?: number,
): Promise<CalendarResponse> {
  return api('GET /api/calendar_data/{start}/{end}', {
    params: { start: range.start, end: range.end },
    query: { calendar: mode, filters: JSON.stringify(filters), per_day: perDay },
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
 * The events (and availability) of the visible range, once the range and the filters are known:
 * as many a day as the grid shows. `mode` undefined asks for the caller's default view. The
 * previous answer stays on screen while another month or view loads.
 */
export function useCalendarData(
  range: CalendarRange | null,
  mode: CalendarMode | undefined,
  filters: CalendarFilters,
  filtersReady: boolean,
) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/calendar_data/{start}/{end}', range?.start ?? null, range?.end ?? null, mode ?? 'default', filters),
    queryFn: range && filtersReady ? ({ signal }) => getCalendarData(range, mode, filters, signal, CALENDAR_DAY_EVENTS.shown) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** Every event of one day (a "+N more" of the grid), in the month's view and filters; null asks nothing. */
export function useCalendarDay(day: string | null, mode: CalendarMode | undefined, filters: CalendarFilters) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/calendar_data/{start}/{end}', day, day, mode ?? 'default', filters, 'every event'),
    queryFn: day ? ({ signal }) => getCalendarData({ start: day, end: day }, mode, filters, signal) : skipToken,
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
