import { nyDate } from '@shared/time';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useCalendarToday } from '../api/calendar';
import { isIsoDate } from '../utils/month';

/**
 * The day the month view shows: `?date=YYYY-MM-DD` when valid, else today in New York as the
 * server tells it (the browser's reckoning only if that call fails). Navigating writes `?date`,
 * so the address always names the month on screen.
 */
export function useCalendarFocus() {
  const [searchParams, setSearchParams] = useSearchParams();
  const todayQuery = useCalendarToday();
  const today = todayQuery.data ?? (todayQuery.isError ? nyDate() : undefined);
  const requested = searchParams.get('date');
  const date = requested !== null && isIsoDate(requested) ? requested : today;

  const goTo = useCallback(
    (next: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('date', next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { date, today, goTo };
}
