import { nyDate } from '@shared/time';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCalendarToday } from '../api/calendar';
import { isIsoDate } from '../utils/month';

/**
 * The day the month view shows: `?date=YYYY-MM-DD` when valid, else today in New York as the
 * server tells it (the browser's reckoning only if that call fails). Navigating writes `?date`,
 * so the address always names the month on screen. A move may be given as a change of the month
 * (`shift`): two quick clicks on Previous month that land before the page has redrawn then move
 * two months, each from where the one before it went, not both from the month still on screen.
 */
export function useCalendarFocus() {
  const [searchParams, setSearchParams] = useSearchParams();
  const todayQuery = useCalendarToday();
  const today = todayQuery.data ?? (todayQuery.isError ? nyDate() : undefined);
  const requested = searchParams.get('date');
  const date = requested !== null && isIsoDate(requested) ? requested : today;

  // The month the last move went to, until the address (and with it `date`) has caught up.
  const target = useRef(date);
  useEffect(() => {
    target.current = date;
  }, [date]);

  const goTo = useCallback(
    (to: string | ((from: string) => string)) => {
      const from = target.current;
      const next = typeof to === 'string' ? to : from === undefined ? undefined : to(from);
      if (next === undefined) return;
      target.current = next;
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('date', next);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { date, today, goTo };
}
