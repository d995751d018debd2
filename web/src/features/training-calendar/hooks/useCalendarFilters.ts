import type { CalendarFilters } from '@shared/calendar/types';
import { useState } from 'react';
import { useCalendarFilterOptions, useSaveCalendarFilters } from '../api/calendar';
import { EMPTY_CALENDAR_FILTERS, toCalendarFilters } from '../utils/filters';

/**
 * The calendar's filters: the saved ones until the user changes them, then theirs; every change
 * is saved (POST /api/user/saveFilters type 'calendar'). `ready` once the saved ones are known,
 * so the first calendar request already carries them.
 */
export function useCalendarFilters() {
  const options = useCalendarFilterOptions();
  const [chosen, setChosen] = useState<CalendarFilters | null>(null);
  const save = useSaveCalendarFilters();

  const saved = options.isSuccess ? toCalendarFilters(options.data.filters.filters) : EMPTY_CALENDAR_FILTERS;
  const filters = chosen ?? saved;

  const apply = (next: CalendarFilters) => {
    setChosen(next);
    save.mutate(next);
  };

  return {
    filters,
    apply,
    choices: options.data,
    ready: !options.isPending,
    saveError: save.error,
  };
}
