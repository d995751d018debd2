/** Answers of the calendar calls for the tests of this feature. */
import type { CalendarEvent, CalendarResponse } from '@shared/calendar/types';
import type { FilterOptions } from '@shared/dashboard/types';

export function calendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    event_id: '4',
    unit_id: 901,
    title: 'Unit 4',
    start: '2026-03-10',
    end: '2026-03-11',
    cohort: {
      id: 12,
      name: 'NY Albany EDP 2025 #1',
      city: 'Albany',
      state: { code: 'NY' },
      postId: 3401,
      delivery_model: { color: '#1565c0', text_color: '#ffffff' },
    },
    facilitators: [{ name: 'Ann Lee' }, { name: 'Bo Park' }],
    is_busy: false,
    ...overrides,
  };
}

export function calendarResponse(overrides: Partial<CalendarResponse> = {}): CalendarResponse {
  return { events: [], busy_days: [], certifications: [], mode: 'complete', can_switch: false, ...overrides };
}

export function filterOptions(saved: unknown = null): FilterOptions {
  return {
    courses: [
      { value: 39, label: 'Executive Development Program' },
      { value: 84, label: 'Coaching' },
    ],
    states: [{ value: 36, label: 'New York' }],
    facilitators: [{ value: 7, label: 'Ann Lee' }],
    co_facilitators: [],
    units: [],
    cohorts: [],
    delivery_models: [{ value: 2, label: 'Virtual' }],
    participant: [],
    producer: [],
    qualities: [],
    alp: [],
    schedule: [],
    facilitators_cofac: [],
    years: [],
    meeting_types: [],
    hidden: [],
    filters: { filters: saved as FilterOptions['filters']['filters'], visualFilters: null, include_coaching: false },
  };
}
