import type { CalendarFilters } from '@shared/api/types/calendar';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calendarKeys, getCalendarFilterOptions, saveCalendarFilters } from '../api/calendar';
import { EMPTY_CALENDAR_FILTERS, toCalendarFilters } from '../utils/filters';

/**
 * The calendar's filters: the saved ones until the user changes them, then theirs; every change
 * is saved (POST /api/user/saveFilters type 'calendar'). `ready` once the saved ones are known,
 * so the first calendar request already carries them.
 */
export function useCalendarFilters() {
  const options = useQuery({ queryKey: calendarKeys.filterOptions, queryFn: ({ signal }) => getCalendarFilterOptions(signal) });
  const [chosen, setChosen] = useState<CalendarFilters | null>(null);
  const save = useMutation({ mutationFn: saveCalendarFilters });

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
