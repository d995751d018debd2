/** Rendering, API and pointer helpers for the tests of this feature. */
import type { Availability, BusyDay, CalendarResponse } from '@shared/calendar/types';
import type { FilterOptions } from '@shared/dashboard/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import CalendarPage from './routes/CalendarPage';
import { calendarResponse, filterOptions } from './test-data';

export type ApiCall = RecordedCall;

interface CalendarApiAnswers {
  today?: string;
  years?: number[];
  /** A day's or month's events; a Response (or its promise) answers as it is. */
  data?: (call: ApiCall) => CalendarResponse | Response | Promise<Response>;
  filters?: FilterOptions;
  saveBusyDay?: (call: ApiCall) => Response;
}

/**
 * Stubs fetch with the calendar calls (by path prefix) and records every call in order. Like the
 * server, it remembers the days saved and answers them in later calendar data.
 */
export function mockCalendarApi(answers: CalendarApiAnswers = {}) {
  const savedDays = new Map<string, BusyDay>();
  const withSavedDays = (response: CalendarResponse): CalendarResponse => ({
    ...response,
    busy_days: [...response.busy_days.filter((busyDay) => !savedDays.has(busyDay.available_date)), ...savedDays.values()],
  });
  const saveDay = (call: ApiCall) => {
    const { day, available } = call.body as { day: string; available: Availability };
    const busyDay = { available_date: day, available };
    savedDays.set(day, busyDay);
    return jsonResponse({ saved: true, busy_day: busyDay });
  };
  const { calls } = mockApi({
    'GET /api/calendar_date': () => jsonResponse({ start: answers.today ?? '2026-03-10' }),
    'GET /api/get-years': () => jsonResponse({ years: answers.years ?? [2024, 2025, 2026] }),
    'GET /api/calendar_data/*': (call: ApiCall) => {
      const answer = answers.data?.(call) ?? calendarResponse();
      return answer instanceof Response || answer instanceof Promise ? answer : jsonResponse(withSavedDays(answer));
    },
    'GET /api/filter-cohort': () => jsonResponse(answers.filters ?? filterOptions()),
    'POST /api/user/saveFilters': () => jsonResponse({ saved: true }),
    'POST /api/save-busy-days': (call: ApiCall) => answers.saveBusyDay?.(call) ?? saveDay(call),
  });
  return {
    calls,
    dataCalls: () => calls.filter((call) => call.path.startsWith('/api/calendar_data/')),
    posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body),
  };
}

/** FullCalendar measures its cells: jsdom has no layout, so sizes are stubbed where it asks. */
export function stubLayout() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Renders the calendar page at `path` in a memory router; `router.state.location` tells the URL. */
export function renderCalendar(path = '/dashboard/calendar') {
  const router = createMemoryRouter([{ path: '/dashboard/calendar', element: <CalendarPage /> }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

export function dayCell(date: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-testid="calendar-day"][data-date="${date}"]`);
  if (!cell) throw new Error(`No day ${date} on screen`);
  return cell;
}

/** Waits for the month grid of the range starting `start` to be on screen. */
export async function findMonthGrid(start: string) {
  await waitFor(() => dayCell(start));
}

const CELL = 100;

/**
 * Clicks a day (by default on its number, else on `target` within it) as a mouse does.
 * FullCalendar's dateClick finds the day under the pointer from the cells' boxes, so each cell
 * gets a box from its row and column, and the point test answers the cell.
 */
export function clickDay(date: string, target: HTMLElement = dayCell(date)) {
  const cell = dayCell(date).closest<HTMLElement>('td[data-date]')!;
  const rowOf = (td: Element) => Array.prototype.indexOf.call(td.parentElement!.parentElement!.children, td.parentElement);
  const columnOf = (td: Element) => Array.prototype.indexOf.call(td.parentElement!.children, td);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function box(this: Element) {
    const isDay = this.matches('td[data-date]');
    const [left, top, size] = isDay ? [columnOf(this) * CELL, rowOf(this) * CELL, CELL] : [0, 0, 100 * CELL];
    return { left, top, right: left + size, bottom: top + size, width: size, height: size, x: left, y: top, toJSON: () => ({}) };
  });
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => cell });
  const point = { button: 0, clientX: columnOf(cell) * CELL + CELL / 2, clientY: rowOf(cell) * CELL + CELL / 2 };
  fireEvent.mouseDown(target, point);
  fireEvent.mouseUp(target, point);
}
