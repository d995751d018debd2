/** The calendar's saved filters (CalendarFilters): reading a stored value, emptiness. */
import { type CalendarFilters, SCHEDULE_UNITS } from '@shared/calendar/types';

export type ScheduleUnit = (typeof SCHEDULE_UNITS)[number];

export const EMPTY_CALENDAR_FILTERS: CalendarFilters = { courses: [], types: [], states: [], facilitators: [], unit: null };

const LIST_FIELDS = ['courses', 'types', 'states', 'facilitators'] as const;

function idList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
}

function isScheduleUnit(value: unknown): value is ScheduleUnit {
  return (SCHEDULE_UNITS as readonly unknown[]).includes(value);
}

/**
 * The saved value of GET /api/filter-cohort (`filters.filters`) as CalendarFilters. It is typed
 * for the dashboard and may be null or partial, so every field is checked and defaulted.
 */
export function toCalendarFilters(saved: unknown): CalendarFilters {
  if (typeof saved !== 'object' || saved === null) return EMPTY_CALENDAR_FILTERS;
  const record = saved as Record<string, unknown>;
  return {
    courses: idList(record.courses),
    types: idList(record.types),
    states: idList(record.states),
    facilitators: idList(record.facilitators),
    unit: isScheduleUnit(record.unit) ? record.unit : null,
  };
}

/** Whether the filter control has anything chosen (the unit schedule buttons do not count). */
export function hasListFilters(filters: CalendarFilters): boolean {
  return LIST_FIELDS.some((field) => filters[field].length > 0);
}
